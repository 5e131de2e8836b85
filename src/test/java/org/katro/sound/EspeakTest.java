package org.katro.sound;

import org.junit.jupiter.api.Test;

import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;

class EspeakTest {
    @Test
    void theVoicesListedAreReadFromTheLanguageColumn() {
        String listing = """
                Pty Language       Age/Gender VoiceName          File                 Other Languages
                 5  ca              --/M      Catalan            roa/ca
                 5  de              --/M      German             gmw/de
                 2  en-gb           --/M      English_(Great_Britain) gmw/en            (en 2)
                 5  fr-fr           --/M      French_(France)    roa/fr               (fr 5)
                """;
        Set<String> voices = Espeak.voicesListed(listing);
        assertEquals(Set.of("ca", "de", "en-gb", "fr-fr"), voices);
        Espeak espeak = new Espeak("espeak-ng", voices);
        assertEquals(Optional.of("en-gb"), espeak.voice("en"));
        assertEquals(Optional.of("fr-fr"), espeak.voice("fr"));
        assertEquals(Optional.of("ca"), espeak.voice("ca"));
        // espeak-ng has no Malagasy: only a curator's recording speaks it
        assertEquals(Optional.empty(), espeak.voice("mg"));
    }
}
