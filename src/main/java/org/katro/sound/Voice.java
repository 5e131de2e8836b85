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

    /** Stops the speech playing now, if any. */
    void stop();

    @Override
    void close();
}
