package org.katro.text;

import org.junit.jupiter.api.Test;
import org.katro.engine.Event;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The narration of many random games, of every ruleset on several sizes, in every language: every
 * sentence is whole (no placeholder left, no "(s)" in place of a plural) and none hands the turn to
 * anybody once the game is over. The games reach every kind of lap end and both ways a game ends.
 */
class NarrationTest {
    private static final int GAMES = 4;
    private static final int MAX_TURNS = 30;
    /** A pattern left unformatted, or an apostrophe MessageFormat did not read. */
    private static final Pattern UNFILLED = Pattern.compile("[{}]|''");
    /** A plural written as "seed(s)", "graine(s)", "Datei(en)". */
    private static final Pattern SHORTCUT_PLURAL = Pattern.compile("\\p{L}\\((s|e|es|en|n|x)\\)");

    @Test
    void everySentenceOfManyRandomGamesIsWholeInEveryLanguage() {
        List<String> problems = new ArrayList<>();
        Set<Event.LapOutcome> outcomes = EnumSet.noneOf(Event.LapOutcome.class);
        Set<String> endings = new TreeSet<>();
        assertTimeoutPreemptively(Duration.ofMinutes(1), () -> {
            for (Ruleset ruleset : Ruleset.values()) {
                for (int columns : List.of(2, 3, ruleset.defaultColumns())) {
                    for (int g = 0; g < GAMES; g++) {
                        List<Event> events = randomGame(ruleset, columns, new SplittableRandom(31L * columns + g));
                        events.stream().filter(e -> e instanceof Event.Sow s && s.endsLap())
                                .forEach(e -> outcomes.add(((Event.Sow) e).outcome()));
                        endings.add(ending(events));
                        for (Language language : Language.values()) {
                            check(new Narrator(language), ruleset, events, problems);
                        }
                    }
                }
            }
        });
        assertEquals(List.of(), problems.stream().limit(20).toList(), problems.size() + " problems");
        assertEquals(EnumSet.allOf(Event.LapOutcome.class), outcomes, "every kind of lap end is narrated");
        assertEquals(Set.of("last seed taken", "no move left", "goes on"), endings, "both ways a game ends");
    }

    /** Uniformly random legal moves until the game ends or {@link #MAX_TURNS} turns are played. */
    private static List<Event> randomGame(Ruleset ruleset, int columns, SplittableRandom random) {
        Rules rules = Rules.of(ruleset);
        Position p = ruleset.start(columns);
        List<Event> events = new ArrayList<>();
        for (int turn = 0; turn < MAX_TURNS && rules.winner(p).isEmpty(); turn++) {
            List<Move> moves = rules.legalMoves(p);
            Turn t = rules.record(p, moves.get(random.nextInt(moves.size())));
            events.addAll(t.events());
            p = t.after();
        }
        return events;
    }

    private static String ending(List<Event> events) {
        if (!(events.get(events.size() - 1) instanceof Event.GameOver over)) {
            return "goes on";
        }
        return over.loserHasSeeds() ? "no move left" : "last seed taken";
    }

    private static void check(Narrator narrator, Ruleset ruleset, List<Event> events, List<String> problems) {
        // the game is over from the capture of the last seed, or from the turn whose end leaves a player without a move
        int end = events.size();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof Event.Capture c && c.lastSeeds()
                    || events.get(i) instanceof Event.TurnEnd && i + 1 < events.size()
                    && events.get(i + 1) instanceof Event.GameOver) {
                end = i;
                break;
            }
        }
        List<String> nextTurn = List.of(narrator.text("turnEnd.next", narrator.player(Player.SOUTH)),
                narrator.text("turnEnd.next", narrator.player(Player.NORTH)));
        for (int i = 0; i < events.size(); i++) {
            String sentence = narrator.describe(ruleset, events, i);
            String where = narrator.language() + " " + ruleset.id() + " event " + (i + 1) + ": " + sentence;
            if (sentence.isBlank() || UNFILLED.matcher(sentence).find() || SHORTCUT_PLURAL.matcher(sentence).find()) {
                problems.add(where);
            }
            if (i >= end && nextTurn.stream().anyMatch(sentence::contains)) {
                problems.add("after the game's end, " + where);
            }
        }
        assertTrue(end == events.size() || events.get(events.size() - 1) instanceof Event.GameOver);
    }
}
