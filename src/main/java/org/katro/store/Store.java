package org.katro.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The database the learners' progress and the station's figures go to: one SQLite file, or a
 * museum's PostgreSQL server. It never stands in the visitor's way: every write is queued and
 * handed to {@code writer} (a thread of its own in the app), and a write the database refuses
 * (missing, read-only, locked, disk full, server unreachable) stays in memory, in order, until a
 * later write or {@link #retry()} gets it through; the log says once what went wrong and once
 * that it is mended. A damaged SQLite file is moved aside, never deleted, and a new one started.
 */
public final class Store implements AutoCloseable {
    /** The file in the data folder. */
    public static final String FILE = "katro.db";
    /** A station that never reaches its database keeps at most this many writes; then the oldest go (and the log says so). */
    static final int MAX_PENDING = 100_000;
    /** After a failure, reads do not try the database again for this long, so that a lost server does not freeze every screen. */
    static final long RETRY_MILLIS = 10_000;

    /**
     * Where the figures go.
     *
     * @param url        a JDBC URL, {@code jdbc:sqlite:...} or {@code jdbc:postgresql://...}
     * @param properties the driver's connection properties (SQLite pragmas, the server's user and password)
     * @param station    this station's name, written with every visit
     */
    public record Target(String url, Properties properties, String station) {
        /** {@code katro.db} in {@code folder}, waiting up to two seconds for another program's lock. */
        public static Target sqlite(Path folder, String station) {
            Properties p = new Properties();
            p.setProperty("busy_timeout", "2000");
            p.setProperty("synchronous", "FULL");
            return new Target("jdbc:sqlite:" + folder.resolve(FILE).toAbsolutePath(), p, station);
        }

        public static Target postgres(String url, String user, String password, String station) {
            Properties p = new Properties();
            p.setProperty("user", user);
            p.setProperty("password", password);
            // a station whose server is gone waits seconds, not minutes
            p.setProperty("connectTimeout", "3");
            p.setProperty("loginTimeout", "3");
            p.setProperty("socketTimeout", "10");
            return new Target(url, p, station);
        }

        boolean sqlite() {
            return url.startsWith("jdbc:sqlite:");
        }

        /** The SQLite file, if the target is one. */
        public Optional<Path> file() {
            return sqlite() ? Optional.of(Path.of(url.substring("jdbc:sqlite:".length()))) : Optional.empty();
        }

        /** Where, for the log: the file, or the server's URL without its password. */
        String where() {
            return file().map(Path::toString).orElse(url.replaceAll("password=[^&]*", "password=..."));
        }
    }

    /** Work on the database that may fail; the store catches the failure. */
    @FunctionalInterface
    public interface Query<T> {
        T run(Connection c) throws SQLException;
    }

    private record Write(String sql, Object[] values) { }

    private final Target target;
    private final Consumer<String> log;
    private final Executor writer;
    private final LongSupplier clock;
    private final Deque<Write> pending = new ArrayDeque<>();
    private Connection connection;
    /** the last failure, logged once; null while the database takes every write */
    private String trouble;
    private long nextTry;
    private int dropped;

    private Store(Target target, Consumer<String> log, Executor writer, LongSupplier clock) {
        this.target = target;
        this.log = log;
        this.writer = writer;
        this.clock = clock;
    }

    /** Opens the database (migrating it forward) now, so that a problem is logged at start; a failure leaves a store that keeps its writes. */
    public static Store open(Target target, Consumer<String> log, Executor writer, LongSupplier clock) {
        Store store = new Store(target, log, writer, clock);
        synchronized (store) {
            store.connection();
        }
        return store;
    }

    /**
     * The data folder: {@code --data=DIR} (or the settings' {@code data.folder}) if given, else
     * {@code $XDG_DATA_HOME/katro} (an absolute one), else {@code ~/.local/share/katro}.
     */
    public static Path dataFolder(Optional<String> given, String xdgDataHome, String home) {
        if (given.isPresent() && !given.get().isBlank()) {
            return Path.of(given.get());
        }
        boolean set = xdgDataHome != null && !xdgDataHome.isBlank() && Path.of(xdgDataHome).isAbsolute();
        return (set ? Path.of(xdgDataHome) : Path.of(home, ".local", "share")).resolve("katro");
    }

    public String station() {
        return target.station();
    }

    /** Queues a write and hands it to the writer. */
    void write(String sql, Object... values) {
        synchronized (this) {
            pending.add(new Write(sql, values));
            if (pending.size() > MAX_PENDING) {
                pending.removeFirst();
                dropped++;
            }
        }
        writer.execute(this::flush);
    }

    /** Writes what is waiting, in order, as far as the database takes it. */
    public synchronized void flush() {
        while (!pending.isEmpty()) {
            Connection c = connection();
            if (c == null) {
                return;
            }
            Write w = pending.peek();
            try (PreparedStatement s = c.prepareStatement(w.sql())) {
                for (int i = 0; i < w.values().length; i++) {
                    s.setObject(i + 1, w.values()[i]);
                }
                s.executeUpdate();
                pending.remove();
            } catch (SQLException e) {
                if (refused(e)) {
                    // a write the database will never take must not hold back the ones behind it
                    pending.remove();
                    log.accept("database: a write is refused and dropped (" + reason(e) + ")");
                    continue;
                }
                boolean damaged = corrupt(e);
                failed(e);
                if (!damaged) {
                    return;
                }
            }
        }
        if (trouble != null) {
            log.accept("database: " + target.where() + " takes writes again; the figures kept in memory are written"
                    + (dropped > 0 ? " (but for the " + dropped + " oldest, dropped)" : ""));
            trouble = null;
            dropped = 0;
        }
    }

    /** Tries the database again now (a timer calls this, so that kept figures are written without a new one). */
    public synchronized void retry() {
        nextTry = 0;
        flush();
    }

    /** Writes not yet taken by the database. */
    public synchronized int pending() {
        return pending.size();
    }

    /** Reads after writing what waits; {@code fallback} when the database cannot be read. */
    public synchronized <T> T read(Query<T> query, T fallback) {
        flush();
        Connection c = connection();
        if (c == null) {
            return fallback;
        }
        try {
            return query.run(c);
        } catch (SQLException e) {
            failed(e);
            return fallback;
        }
    }

    @Override
    public synchronized void close() {
        flush();
        disconnect();
    }

    /** The open connection, opening and migrating it if needed; null when the database cannot be reached now. */
    private Connection connection() {
        if (connection != null) {
            return connection;
        }
        if (clock.getAsLong() < nextTry) {
            return null;
        }
        for (int attempt = 0; attempt < 2; attempt++) {
            try {
                Optional<Path> file = target.file();
                if (file.isPresent()) {
                    Files.createDirectories(file.get().toAbsolutePath().getParent());
                }
                connection = DriverManager.getConnection(target.url(), target.properties());
                if (target.sqlite()) {
                    check(connection);
                }
                Migrations.apply(connection, target.sqlite());
                return connection;
            } catch (SQLException e) {
                boolean again = corrupt(e);
                failed(e);
                if (!again) {
                    return null;
                }
            } catch (IOException e) {
                failed(new SQLException("the data folder cannot be made (" + e + ")", e));
                return null;
            }
        }
        return null;
    }

    /** SQLite's own quick check: a file damaged inside, with a sound header, is found at start rather than mid-visit. */
    private static void check(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); var r = s.executeQuery("PRAGMA quick_check")) {
            String result = r.next() ? r.getString(1) : "no answer";
            if (!"ok".equals(result)) {
                throw new SQLException("the quick check says: " + result, null, 11);
            }
        }
    }

    /** Logs a failure once, keeps the writes, and moves a damaged file aside. */
    private void failed(SQLException e) {
        disconnect();
        if (corrupt(e)) {
            moveAside(e);
            return;
        }
        nextTry = clock.getAsLong() + RETRY_MILLIS;
        String reason = reason(e);
        if (!reason.equals(trouble)) {
            log.accept("database: cannot use " + target.where() + " (" + reason + "); " + pending.size()
                    + (pending.size() == 1 ? " figure is" : " figures are")
                    + " kept in memory and written when it can be");
            trouble = reason;
        }
    }

    /** A constraint or a statement the database refuses whatever its state: trying again cannot help. */
    private static boolean refused(SQLException e) {
        String state = String.valueOf(e.getSQLState());
        return (e.getErrorCode() & 0xff) == 19 || state.startsWith("23") || state.startsWith("42");
    }

    private boolean corrupt(SQLException e) {
        int code = e.getErrorCode() & 0xff;
        return target.sqlite() && (code == 11 || code == 26);
    }

    private void moveAside(SQLException e) {
        Path file = target.file().orElseThrow();
        String stamp = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS"));
        try {
            for (String suffix : List.of("", "-journal", "-wal", "-shm")) {
                Path part = file.resolveSibling(file.getFileName() + suffix);
                if (Files.exists(part)) {
                    Files.move(part, file.resolveSibling(FILE + ".damaged-" + stamp + suffix), StandardCopyOption.ATOMIC_MOVE);
                }
            }
            log.accept("database: " + file + " is damaged (" + reason(e) + "); it is moved aside to " + FILE
                    + ".damaged-" + stamp + ", never deleted, and a new one is started");
        } catch (IOException moving) {
            nextTry = clock.getAsLong() + RETRY_MILLIS;
            log.accept("database: " + file + " is damaged (" + reason(e) + ") and cannot be moved aside (" + moving
                    + "); the figures are kept in memory");
            trouble = "damaged";
        }
    }

    private void disconnect() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException ignored) {
                // it is being dropped anyway
            }
            connection = null;
        }
    }

    /** The failure in a few words, by SQLite's result code or PostgreSQL's state. */
    static String reason(SQLException e) {
        if (e.getSQLState() != null && e.getSQLState().startsWith("08")) {
            return "the server cannot be reached";
        }
        String words = switch (e.getErrorCode() & 0xff) {
            case 5, 6 -> "locked by another program";
            case 8 -> "read-only";
            case 10 -> "input/output error";
            case 11, 26 -> "damaged";
            case 13 -> "the disk is full";
            case 14 -> "cannot be opened";
            default -> "";
        };
        String message = String.valueOf(e.getMessage()).lines().findFirst().orElse("");
        return words.isEmpty() ? message : words + ": " + message;
    }
}
