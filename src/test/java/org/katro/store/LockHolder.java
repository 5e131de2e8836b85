package org.katro.store;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.sql.DriverManager;

/** Another program holding katro.db: takes SQLite's exclusive lock, says "locked", and lets go when its input ends. */
public final class LockHolder {
    public static void main(String[] args) throws Exception {
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + args[0]); var s = c.createStatement()) {
            s.execute("BEGIN EXCLUSIVE");
            System.out.println("locked");
            System.out.flush();
            new BufferedReader(new InputStreamReader(System.in)).readLine();
            s.execute("COMMIT");
        }
    }
}
