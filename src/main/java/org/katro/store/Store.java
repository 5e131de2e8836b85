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
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

import org.sqlite.SQLiteConfig;

/**
 * The database the learners' progress and the station's figures go to: one SQLite file, or a
 * museum's PostgreSQL server. It never stands in the visitor's way: a write goes into a queue
 * without a lock (so the screen's thread never waits for the database) and is handed to
 * {@code writer} (a thread of its own in the app), which also opens the database; a write the
 * database refuses (missing, read-only, locked, disk full, server unreachable) stays in memory, in
 * order, until a later write or {@link #retry()} gets it through; the log says once what went wrong
 * and, once a write has got through, that it is mended. A damaged SQLite file is moved aside, never
 * deleted, and a new one started. Reads wait for the database: they are made off the screen's thread.
 */
public final class Store implements AutoCloseable {
    /** The file in the data folder. */
    public static final String FILE = "katro.db";
    /** A station that never reaches its database keeps at most this many writes; then the oldest go (and the log says so). */
    static final int MAX_PENDING = 100_000;
    /** After a failure, reads do not try the database again for this long, so that a lost server does not freeze every screen. */
    static final long RETRY_MILLIS = 10_000;
    /** Rows a streamed read takes from the server at a time (see {@link #stream}). */
    static final int FETCH_ROWS = 1_000;

    /**
     * Where the figures go.
     *
     * @param url        a JDBC URL, {@code jdbc:sqlite:...} or {@code jdbc:postgresql://...}
     * @param properties the driver's connection properties (SQLite pragmas, the server's user and password)
     * @param station    this station's name, written with every visit
     */
    public record Target(String url, Properties properties, String station, boolean readOnly) {
        /** {@code katro.db} in {@code folder}, waiting up to two seconds for another program's lock. */
        public static Target sqlite(Path folder, String station) {
            Properties p = new Properties();
            p.setProperty("busy_timeout", "2000");
            p.setProperty("synchronous", "FULL");
            return new Target("jdbc:sqlite:" + folder.resolve(FILE).toAbsolutePath(), p, station, false);
        }

        /**
         * {@code katro.db} in {@code folder} opened only to be read (the report): SQLite's read-only
         * mode, no migration, and a damaged file left where it is.
         */
        public static Target sqliteReadOnly(Path folder) {
            SQLiteConfig config = new SQLiteConfig();
            config.setReadOnly(true);
            config.setBusyTimeout(2000);
            return new Target("jdbc:sqlite:" + folder.resolve(FILE).toAbsolutePath(), config.toProperties(), "", true);
        }

        public static Target postgres(String url, String user, String password, String station) {
            Properties p = new Properties();
            p.setProperty("user", user);
            p.setProperty("password", password);
            // a station whose server is gone waits seconds, not minutes
            p.setProperty("connectTimeout", "3");
            p.setProperty("loginTimeout", "3");
            p.setProperty("socketTimeout", "10");
            return new Target(url, p, station, false);
        }

        boolean sqlite() {
            return url.startsWith("jdbc:sqlite:");
        }

        /** The SQLite file, if the target is one. */
        public Optional<Path> file() {
            return sqlite() ? Optional.of(Path.of(url.substring("jdbc:sqlite:".length()))) : Optional.empty();
        }

        /** Where, for the log: the file, or the server's URL without its password (a {@code password=} parameter or {@code user:password@}). */
        String where() {
            return file().map(Path::toString).orElse(url.replaceAll("password=[^&]*", "password=...")
                    .replaceAll("^(jdbc:postgresql://[^/@:]*):[^/]*@", "$1:...@"));
        }
    }

    /** Work on the database that may fail; the store catches the failure. */
    @FunctionalInterface
    public interface Query<T> {
        T run(Connection c) throws SQLException;
    }

    /** A write waiting for the database; a class, not a record, so that two equal writes are two. */
    private static final class Write {
        final String sql;
        final Object[] values;

        Write(String sql, Object[] values) {
            this.sql = sql;
            this.values = values;
        }
    }

    private final Target target;
    private final Consumer<String> log;
    private final Executor writer;
    private final LongSupplier clock;
    /** lock-free: {@link #write} adds to it while the writer is held up by the database */
    private final ConcurrentLinkedQueue<Write> pending = new ConcurrentLinkedQueue<>();
    private final AtomicInteger waiting = new AtomicInteger();
    private final AtomicInteger dropped = new AtomicInteger();
    /** held while talking to the database (open, write, read): never by {@link #write} */
    private final Object database = new Object();
    private Connection connection;
    /** the last failure, logged once; null while the database takes every write */
    private String trouble;
    private long nextTry;

    private Store(Target target, Consumer<String> log, Executor writer, LongSupplier clock) {
        this.target = target;
        this.log = log;
        this.writer = writer;
        this.clock = clock;
    }

    /**
     * A store whose database {@code writer} opens (migrating it forward) at once, so that a problem
     * is logged at start; a failure leaves a store that keeps its writes.
     */
    public static Store open(Target target, Consumer<String> log, Executor writer, LongSupplier clock) {
        Store store = new Store(target, log, writer, clock);
        writer.execute(() -> {
            synchronized (store.database) {
                store.connection();
            }
        });
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

    /** Queues a write and hands it to the writer; never waits. */
    void write(String sql, Object... values) {
        pending.add(new Write(sql, values));
        if (waiting.incrementAndGet() > MAX_PENDING && pending.poll() != null) {
            waiting.decrementAndGet();
            dropped.incrementAndGet();
        }
        writer.execute(this::flush);
    }

    /** Writes what is waiting, in order, as far as the database takes it. */
    public void flush() {
        synchronized (database) {
            boolean wrote = false;
            for (Write w = pending.peek(); w != null; w = pending.peek()) {
                Connection c = connection();
                if (c == null) {
                    return;
                }
                try (PreparedStatement s = c.prepareStatement(w.sql)) {
                    for (int i = 0; i < w.values.length; i++) {
                        s.setObject(i + 1, w.values[i]);
                    }
                    s.executeUpdate();
                    wrote = true;
                    taken(w);
                } catch (SQLException e) {
                    if (refused(e)) {
                        // a write the database will never take must not hold back the ones behind it
                        taken(w);
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
            // mended only when a write has got through, not merely because nothing waits
            if (trouble != null && wrote) {
                int lost = dropped.getAndSet(0);
                log.accept("database: " + target.where() + " takes writes again; the figures kept in memory are written"
                        + (lost > 0 ? " (but for the " + lost + " oldest, dropped)" : ""));
                trouble = null;
            }
        }
    }

    /**
     * Writes a row of {@code sql} for each of {@code rows} in one transaction, after what waits, on
     * the caller's thread (never the screen's): true once the database has them all, false, with
     * none written, when it cannot take them now. For many rows at once (a class list pasted), which
     * one transaction each would take minutes to write and lock the database meanwhile.
     */
    boolean writeAll(String sql, List<Object[]> rows) {
        synchronized (database) {
            flush();
            Connection c = connection();
            if (c == null) {
                return false;
            }
            try {
                c.setAutoCommit(false);
                try (PreparedStatement s = c.prepareStatement(sql)) {
                    for (Object[] row : rows) {
                        for (int i = 0; i < row.length; i++) {
                            s.setObject(i + 1, row[i]);
                        }
                        s.addBatch();
                    }
                    s.executeBatch();
                    c.commit();
                    return true;
                } catch (SQLException e) {
                    c.rollback();
                    throw e;
                } finally {
                    c.setAutoCommit(true);
                }
            } catch (SQLException e) {
                failed(e);
                return false;
            }
        }
    }

    /** {@code w} is done with; {@link #write} may have dropped it already as the oldest. */
    private void taken(Write w) {
        if (pending.remove(w)) {
            waiting.decrementAndGet();
        }
    }

    /** Tries the database again now (a timer calls this, so that kept figures are written without a new one). */
    public void retry() {
        synchronized (database) {
            nextTry = 0;
            flush();
        }
    }

    /** Writes not yet taken by the database. */
    public int pending() {
        return waiting.get();
    }

    /**
     * Reads on the caller's thread, which waits for the database (never the screen's); what waits
     * to be written is left to the writer. Empty when the database cannot be read now.
     */
    public <T> Optional<T> read(Query<T> query) {
        synchronized (database) {
            Connection c = connection();
            if (c == null) {
                return Optional.empty();
            }
            try {
                return Optional.of(query.run(c));
            } catch (SQLException e) {
                failed(e);
                return Optional.empty();
            }
        }
    }

    /** {@link #read}, or {@code fallback} when the database cannot be read. */
    public <T> T read(Query<T> query, T fallback) {
        return read(query).orElse(fallback);
    }

    /**
     * {@link #read(Query, Object)} for a query that gives its rows on one by one and keeps none (a
     * report of a million answers), its statements prepared by {@link #rows}: PostgreSQL's driver
     * holds a whole result in memory unless the read is in a transaction with a fetch size, so there
     * it is; SQLite's reads rows as they are asked for already.
     */
    <T> T stream(Query<T> query, T fallback) {
        if (target.sqlite()) {
            return read(query, fallback);
        }
        return read(c -> {
            c.setAutoCommit(false);
            try {
                return query.run(c);
            } finally {
                // a read only: autocommit back on ends its transaction
                c.setAutoCommit(true);
            }
        }, fallback);
    }

    /** A statement of a {@link #stream}ed read: on PostgreSQL, its rows taken {@link #FETCH_ROWS} at a time. */
    PreparedStatement rows(Connection c, String sql) throws SQLException {
        PreparedStatement s = c.prepareStatement(sql);
        if (!target.sqlite()) {
            s.setFetchSize(FETCH_ROWS);
        }
        return s;
    }

    @Override
    public void close() {
        synchronized (database) {
            flush();
            disconnect();
        }
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
                if (file.isPresent() && !target.readOnly()) {
                    Files.createDirectories(file.get().toAbsolutePath().getParent());
                }
                connection = DriverManager.getConnection(target.url(), target.properties());
                if (target.sqlite()) {
                    check(connection);
                }
                if (target.readOnly()) {
                    Migrations.readable(connection, target.sqlite());
                } else {
                    Migrations.apply(connection, target.sqlite());
                }
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
        if (target.readOnly()) {
            log.accept("database: cannot read " + target.where() + " (" + reason + ")");
            return;
        }
        if (!reason.equals(trouble)) {
            int kept = waiting.get();
            log.accept("database: cannot use " + target.where() + " (" + reason + "); " + kept
                    + (kept == 1 ? " figure is" : " figures are")
                    + " kept in memory and written when it can be");
            trouble = reason;
        }
    }

    /** A constraint or a statement the database refuses whatever its state: trying again cannot help. */
    private static boolean refused(SQLException e) {
        String state = String.valueOf(e.getSQLState());
        return (e.getErrorCode() & 0xff) == 19 || state.startsWith("23") || state.startsWith("42");
    }

    /** A damaged SQLite file, which is moved aside (unless the store only reads it). */
    private boolean corrupt(SQLException e) {
        int code = e.getErrorCode() & 0xff;
        return target.sqlite() && !target.readOnly() && (code == 11 || code == 26);
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
