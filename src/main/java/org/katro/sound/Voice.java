package org.katro.sound;

/**
 * What says the station's texts: the {@link Speaker} (recordings, else espeak-ng, through the sound
 * device), or a test's own voice, which takes a known time and needs no device.
 */
public interface Voice extends AutoCloseable {
    /**
     * Says {@code say}'s parts in {@code language} at {@code volume}, starting {@code afterMillis} from
     * now, then runs {@code done}, also when stopped or when it had nothing to say.
     */
    void say(SpeechSchedule.Say say, String language, Speaker.Recordings recordings, double volume, long afterMillis,
            Runnable done);

    /**
     * Gets ready to speak, off the caller's thread, so that the first text is heard as soon as the
     * later ones (a test's voice has nothing to get ready).
     */
    default void warm() {
    }

    /** Stops the speech playing now, if any. */
    void stop();

    @Override
    void close();
}
