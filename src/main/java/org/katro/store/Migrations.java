package org.katro.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Brings a database forward to the schema this version knows, with numbered SQL scripts
 * ({@code migrations/1.sql}, {@code 2.sql}, ...), each run once, in one transaction with the new
 * version number. SQLite keeps the number in its file header ({@code PRAGMA user_version}), so a
 * file says its own version with no table of ours; PostgreSQL keeps it in {@code katro_schema},
 * locked while a station migrates so that two stations starting together do not both run a script.
 * Plain scripts rather than a migration library: a few scripts, portable SQL, and nothing more for the
 * station or the command-line jar to carry.
 */
final class Migrations {
    /** The schema this version writes. */
    static final int LATEST = 7;

    private Migrations() {
    }

    static void apply(Connection c, boolean sqlite) throws SQLException {
        boolean auto = c.getAutoCommit();
        c.setAutoCommit(false);
        try (Statement s = c.createStatement()) {
            if (!sqlite) {
                s.execute("CREATE TABLE IF NOT EXISTS katro_schema (version INTEGER NOT NULL)");
                c.commit();
                s.execute("LOCK TABLE katro_schema IN EXCLUSIVE MODE");
            }
            int version = version(c, sqlite);
            if (version > LATEST) {
                throw newer(version);
            }
            for (int v = version + 1; v <= LATEST; v++) {
                for (String statement : script(v).split(";\\s*(\\n|$)")) {
                    if (!statement.replaceAll("(?m)^--.*$", "").isBlank()) {
                        s.execute(statement);
                    }
                }
                if (sqlite) {
                    s.execute("PRAGMA user_version = " + v);
                } else {
                    s.execute("DELETE FROM katro_schema");
                    s.execute("INSERT INTO katro_schema (version) VALUES (" + v + ")");
                }
            }
            c.commit();
        } catch (SQLException e) {
            c.rollback();
            throw e;
        } finally {
            c.setAutoCommit(auto);
        }
    }

    /** Checks, writing nothing, that a database opened only to be read holds a schema this version reads. */
    static void readable(Connection c, boolean sqlite) throws SQLException {
        int version = version(c, sqlite);
        if (version == 0) {
            throw new SQLException("it holds no Katro data (an empty file, or another program's)", "KATRO", 0);
        }
        if (version > LATEST) {
            throw newer(version);
        }
    }

    private static SQLException newer(int version) {
        return new SQLException("the database has schema version " + version + ", made by a newer Katro than this one ("
                + LATEST + ")", "KATRO", 0);
    }

    static int version(Connection c, boolean sqlite) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery(sqlite ? "PRAGMA user_version" : "SELECT MAX(version) FROM katro_schema")) {
            return r.next() ? r.getInt(1) : 0;
        }
    }

    private static String script(int version) throws SQLException {
        try (InputStream in = Migrations.class.getResourceAsStream("migrations/" + version + ".sql")) {
            if (in == null) {
                throw new SQLException("migration script " + version + " is missing from the application");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new SQLException("migration script " + version + " cannot be read", e);
        }
    }
}
