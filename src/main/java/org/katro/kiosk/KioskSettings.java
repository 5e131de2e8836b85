package org.katro.kiosk;

import org.katro.lesson.TextFiles;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.translation.LanguageFolder;
import org.katro.translation.Translation;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Everything a museum or a school sets for an unattended station, read from one properties file
 * (documented in docs/museum-staff.md). Unknown keys and bad values are refused with the key and the reason,
 * a file that cannot be read with the line and the reason, so a typo does not silently leave the
 * kiosk with an exit key.
 *
 * @param kiosk            full screen, no exit key, no window decorations
 * @param language         the language the home screen returns to (en, fr, mg, de, ca or an added one)
 * @param attractSeconds   idle time on the home screen before the attract loop starts
 * @param idleSeconds      idle time in a lesson or game before "Are you still there?"
 * @param countdownSeconds how long that question waits before progress is cleared
 * @param pin              the staff PIN that closes the kiosk (digits)
 * @param lessonsFolder    an extra folder of lessons, or empty
 * @param attractPlaylist  lesson ids the attract loop cycles through, in order
 * @param textScale        text size factor (1.0 = normal)
 * @param highContrast     the high-contrast theme
 * @param reducedMotion    no seed animations
 * @param logFile          where failures, refused lessons and PIN tries are logged
 * @param storage          where progress and visit figures are written
 * @param sound            the station's sound and table mode
 */
public record KioskSettings(boolean kiosk, String language, int attractSeconds, int idleSeconds, int countdownSeconds,
        String pin, Optional<Path> lessonsFolder, List<String> attractPlaylist, double textScale, boolean highContrast,
        boolean reducedMotion, Path logFile, Storage storage, Sound sound) {

    /** The PIN docs/museum-staff.md shows, which every station should change. */
    public static final String DEFAULT_PIN = "2468";
    /** The text size factors taken, in the settings file and in a learner's stored preferences. */
    public static final double SMALLEST_TEXT = 0.75;
    public static final double LARGEST_TEXT = 2.0;

    private static final Set<String> KEYS = Set.of("kiosk", "language", "attract.seconds", "idle.seconds",
            "countdown.seconds", "pin", "lessons.folder", "attract.playlist", "text.scale", "high.contrast",
            "reduced.motion", "log.file", "data.folder", "database.url", "database.user", "database.password", "station.name",
            "sound", "sound.voice", "sound.volume", "sound.max.volume", "table.mode", "keypad");

    public KioskSettings {
        attractPlaylist = List.copyOf(attractPlaylist);
    }

    /** Settings with the sound's defaults. */
    public KioskSettings(boolean kiosk, String language, int attractSeconds, int idleSeconds, int countdownSeconds,
            String pin, Optional<Path> lessonsFolder, List<String> attractPlaylist, double textScale, boolean highContrast,
            boolean reducedMotion, Path logFile, Storage storage) {
        this(kiosk, language, attractSeconds, idleSeconds, countdownSeconds, pin, lessonsFolder, attractPlaylist, textScale,
                highContrast, reducedMotion, logFile, storage, Sound.DEFAULT);
    }

    /**
     * The station's sound, as each visitor finds it, and its table mode.
     *
     * @param on        {@code sound}: the seeds' sounds (and the voice) on at the start
     * @param voice     {@code sound.voice}: the texts spoken while sound is on
     * @param volume    {@code sound.volume}: percent, at most {@code maxVolume}
     * @param maxVolume {@code sound.max.volume}: percent, the most a visitor may turn it to
     * @param table     {@code table.mode}: two players face to face at a flat screen
     * @param keypad    {@code keypad}: the audio-and-keypad way in on for every visitor (sound and voice on)
     */
    public record Sound(boolean on, boolean voice, int volume, int maxVolume, boolean table, boolean keypad) {
        /** Off on a classroom machine: nothing sounds until someone asks for it. */
        public static final Sound DEFAULT = new Sound(false, true, 70, 100, false, false);

        /** A station without the keypad way in on from the start (a visitor's help key still opens it). */
        public Sound(boolean on, boolean voice, int volume, int maxVolume, boolean table) {
            this(on, voice, volume, maxVolume, table, false);
        }
    }

    /** Settings with the storage's defaults. */
    public KioskSettings(boolean kiosk, String language, int attractSeconds, int idleSeconds, int countdownSeconds,
            String pin, Optional<Path> lessonsFolder, List<String> attractPlaylist, double textScale, boolean highContrast,
            boolean reducedMotion, Path logFile) {
        this(kiosk, language, attractSeconds, idleSeconds, countdownSeconds, pin, lessonsFolder, attractPlaylist, textScale,
                highContrast, reducedMotion, logFile, Storage.DEFAULT);
    }

    /**
     * Where the figures go.
     *
     * @param dataFolder  {@code data.folder} (or {@code --data=DIR}), the folder of {@code katro.db}; empty for the default
     * @param databaseUrl {@code database.url}, a PostgreSQL server several stations share ({@code jdbc:postgresql://host/katro}),
     *                    instead of the file; empty for none
     * @param station     {@code station.name}, written with every visit (default: the machine's name)
     */
    public record Storage(Optional<String> dataFolder, Optional<String> databaseUrl, String databaseUser,
            String databasePassword, Optional<String> station) {
        static final Storage DEFAULT = new Storage(Optional.empty(), Optional.empty(), "", "", Optional.empty());
    }

    /**
     * The settings of a classroom machine: a normal window, generous timeouts; the attract loop plays the
     * visitor track alone, whose short captions a passer-by reads (a curator may add lessons after it).
     */
    public static KioskSettings defaults() {
        return new KioskSettings(false, "en", 90, 120, 20, DEFAULT_PIN, Optional.empty(), List.of(),
                1.0, false, false, StationLog.defaultFile(System.getenv("XDG_STATE_HOME"), System.getProperty("user.home")));
    }

    /** True while the station still has the PIN anyone can read in docs/museum-staff.md. */
    public boolean defaultPin() {
        return pin.equals(DEFAULT_PIN);
    }

    /** Reads a settings file; a key it does not set keeps its default. */
    public static KioskSettings load(Path file) throws SettingsException {
        return load(Optional.of(file), Map.of());
    }

    /**
     * The settings file, if any, with {@code overrides} (the command line's flags, by the file's keys)
     * over it; a key neither sets keeps its default.
     */
    public static KioskSettings load(Optional<Path> file, Map<String, String> overrides) throws SettingsException {
        return load(file, overrides, note -> { });
    }

    /**
     * The same, after reading the language they name when it is one added in the data folder they
     * name ({@code <data>/languages/}), that one alone; its folder left out, or its count of texts
     * still English, is one line to {@code notes}.
     */
    public static KioskSettings load(Optional<Path> file, Map<String, String> overrides, Consumer<String> notes)
            throws SettingsException {
        Properties p = new Properties();
        if (file.isPresent()) {
            p = read(file.get());
        }
        p.putAll(overrides);
        String data = p.getProperty("data.folder", "").trim();
        Path folder = Store.dataFolder(data.isEmpty() ? Optional.empty() : Optional.of(data),
                System.getenv("XDG_DATA_HOME"), System.getProperty("user.home"));
        // only the language the start speaks: the others are read after the first window (KatroApp)
        String language = p.getProperty("language", "").trim().toLowerCase(Locale.ROOT);
        if (Language.byCode(language).isEmpty()) {
            Translation.useOne(folder.resolve(LanguageFolder.IN_DATA), language, notes);
        }
        return from(p, file.map(Path::toString).orElse("command line"));
    }

    private static Properties read(Path file) throws SettingsException {
        try {
            return TextFiles.properties(TextFiles.read(file));
        } catch (NoSuchFileException e) {
            throw new SettingsException(file + ": no such settings file");
        } catch (IOException e) {
            throw new SettingsException(file + ": cannot be read (" + TextFiles.reason(e) + ")");
        } catch (TextFiles.Refused e) {
            throw new SettingsException(file + (e.line() > 0 ? ":" + e.line() : "") + ": " + e.reason());
        }
    }

    static KioskSettings from(Properties p, String where) throws SettingsException {
        for (String key : p.stringPropertyNames()) {
            if (!KEYS.contains(key)) {
                throw new SettingsException(where + ": unknown setting '" + TextFiles.oneLine(key) + "'");
            }
        }
        KioskSettings d = defaults();
        Values reader = new Values(p, where);
        String language = reader.text("language", d.language).toLowerCase(Locale.ROOT);
        if (Language.byCode(language).isEmpty()) {
            throw new SettingsException(where + ": language must be one of " + String.join(", ",
                    Language.all().stream().map(Language::code).sorted().toList())
                    + " (or a language added in the data folder's " + LanguageFolder.IN_DATA + ")");
        }
        String pin = reader.text("pin", d.pin);
        if (!pin.matches("\\d{4,8}")) {
            throw new SettingsException(where + ": pin must be 4 to 8 digits");
        }
        String folder = reader.text("lessons.folder", "");
        List<String> playlist = new ArrayList<>();
        for (String id : reader.text("attract.playlist", String.join(",", d.attractPlaylist)).split(",")) {
            if (!id.isBlank()) {
                playlist.add(id.trim());
            }
        }
        double scale = reader.decimal("text.scale", d.textScale, SMALLEST_TEXT, LARGEST_TEXT);
        return new KioskSettings(reader.flag("kiosk", d.kiosk), language,
                reader.seconds("attract.seconds", d.attractSeconds), reader.seconds("idle.seconds", d.idleSeconds),
                reader.seconds("countdown.seconds", d.countdownSeconds), pin,
                folder.isBlank() ? Optional.empty() : Optional.of(Path.of(folder)), playlist, scale,
                reader.flag("high.contrast", d.highContrast), reader.flag("reduced.motion", d.reducedMotion),
                Path.of(reader.text("log.file", d.logFile.toString())), storage(reader, where), sound(reader, where));
    }

    private static Sound sound(Values reader, String where) throws SettingsException {
        Sound d = Sound.DEFAULT;
        int max = reader.percent("sound.max.volume", d.maxVolume());
        int volume = reader.percent("sound.volume", Math.min(d.volume(), max));
        if (volume > max) {
            throw new SettingsException(where + ": sound.volume must be at most sound.max.volume (" + max + ")");
        }
        return new Sound(reader.flag("sound", d.on()), reader.flag("sound.voice", d.voice()), volume, max,
                reader.flag("table.mode", d.table()), reader.flag("keypad", d.keypad()));
    }

    private static Storage storage(Values reader, String where) throws SettingsException {
        String url = reader.text("database.url", "");
        if (!url.isEmpty() && !url.startsWith("jdbc:postgresql://")) {
            throw new SettingsException(where + ": database.url must start with jdbc:postgresql://");
        }
        return new Storage(optional(reader.text("data.folder", "")), optional(url), reader.text("database.user", ""),
                reader.text("database.password", ""), optional(reader.text("station.name", "")));
    }

    private static Optional<String> optional(String text) {
        return text.isEmpty() ? Optional.empty() : Optional.of(text);
    }

    /** A settings file that cannot be used; the message, on one line, names the file, the line or key, and the reason. */
    public static final class SettingsException extends Exception {
        /** The exit status of a station that refuses its settings, as for any bad input of the command line. */
        public static final int EXIT_STATUS = 2;

        public SettingsException(String message) {
            super(message);
        }
    }

    private record Values(Properties p, String where) {
        String text(String key, String fallback) {
            String v = p.getProperty(key);
            return v == null ? fallback : v.trim();
        }

        boolean flag(String key, boolean fallback) throws SettingsException {
            String v = text(key, Boolean.toString(fallback));
            if (!v.equals("true") && !v.equals("false")) {
                throw new SettingsException(where + ": " + key + " must be true or false, not '"
                        + TextFiles.oneLine(v) + "'");
            }
            return Boolean.parseBoolean(v);
        }

        int seconds(String key, int fallback) throws SettingsException {
            String v = text(key, Integer.toString(fallback));
            try {
                int s = Integer.parseInt(v);
                if (s >= 5 && s <= 86_400) {
                    return s;
                }
            } catch (NumberFormatException ignored) {
                // falls through to the message below
            }
            throw new SettingsException(where + ": " + key + " must be a whole number of seconds from 5 to 86400");
        }

        int percent(String key, int fallback) throws SettingsException {
            String v = text(key, Integer.toString(fallback));
            try {
                int n = Integer.parseInt(v);
                if (n >= 0 && n <= 100) {
                    return n;
                }
            } catch (NumberFormatException ignored) {
                // falls through to the message below
            }
            throw new SettingsException(where + ": " + key + " must be a whole percent from 0 to 100");
        }

        double decimal(String key, double fallback, double min, double max) throws SettingsException {
            String v = text(key, Double.toString(fallback));
            try {
                double d = Double.parseDouble(v);
                if (d >= min && d <= max) {
                    return d;
                }
            } catch (NumberFormatException ignored) {
                // falls through to the message below
            }
            throw new SettingsException(where + ": " + key + " must be a number from " + min + " to " + max);
        }
    }
}
