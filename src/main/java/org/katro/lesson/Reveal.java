package org.katro.lesson;

import org.katro.engine.Event;
import org.katro.engine.Geometry.RowKind;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.hint.LapCase;
import org.katro.hint.Rule;
import org.katro.practice.FirstLap;
import org.katro.text.Language;
import org.katro.text.Texts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * What the engine says about the lap a question asks about, and how an answer is graded and
 * answered. Answers are words: a hole ({@code S5}), {@code yes}/{@code no}, a number, a row
 * ({@code inner}, {@code middle}, {@code outer}) or a move with its player ({@code S9-}).
 *
 * @param askAt       the cursor index where the question waits: once the lap's seeds are in hand, or
 *                    where the turn starts for the questions asked before it
 * @param lapEnd      the cursor index just after the lap's last seed
 * @param lap         the lap's lift, the holes it sows, its last seed and the captures it makes
 * @param turn        for front-row and which-captures questions, what the board said before the turn
 * @param mostCounted the largest number a count question offers
 * @param lapCase     the lap as the hint ladder sees it: the rule that decides it, in its own case
 */
public record Reveal(Question.Kind kind, int askAt, int lapEnd, Lap lap, Turn turn, int mostCounted, LapCase lapCase) {
    private static final String BUNDLE = "org.katro.lesson.Reveal";
    /** How a reason chosen on a yes/no question's second try is written as an answer: {@code why:empty-hole}. */
    public static final String REASON = "why:";

    /**
     * One lap, from the engine's events.
     *
     * @param sown     the holes its seeds fall into, in order
     * @param captures the captures it makes (two in Gorobaka when both holes of a column hold seeds)
     */
    public record Lap(Event.Pick pick, List<Hole> sown, Event.Sow lastSeed, List<Event.Capture> captures) {
        public Lap {
            sown = List.copyOf(sown);
            captures = List.copyOf(captures);
        }
    }

    /**
     * The board before the turn: {@code side}'s front row (among its {@code depths} rows), and for
     * which-captures the game's move and the other one, each with its first lap.
     */
    public record Turn(Player side, RowKind frontRow, int depths, Move played, FirstLap playedLap, Move other, FirstLap otherLap) {
    }

    /** A landing question about a lap of one seed, which the arrow on its hole would answer. */
    public boolean singleSeed() {
        return kind == Question.Kind.LANDING && lap.sown().size() == 1;
    }

    /** The hole where the last seed falls. */
    public Hole landing() {
        return lap.lastSeed().hole();
    }

    /** Whether the lap ends in a capture. */
    public boolean captures() {
        return lap.lastSeed().outcome().captures();
    }

    /** The seeds the lap's capture takes, 0 when none. */
    public int taken() {
        return lap.captures().stream().mapToInt(Event.Capture::count).sum();
    }

    /** The right answer, as a word (see the class comment). */
    public String answer() {
        return switch (kind) {
            case LANDING -> landing().name();
            case CAPTURE -> captures() ? "yes" : "no";
            case TURN_ENDS -> lap.lastSeed().outcome().endsTurn() ? "yes" : "no";
            case COUNT -> Integer.toString(taken());
            case FRONT_ROW -> turn.frontRow().name().toLowerCase(Locale.ROOT);
            case WHICH_CAPTURES -> moveName(turn.playedLap().captures() ? turn.played() : turn.other());
        };
    }

    /** The answers to choose from, for every kind but landing (a hole is tapped on the board). */
    public List<String> choices() {
        return switch (kind) {
            case LANDING -> List.of();
            case CAPTURE, TURN_ENDS -> List.of("yes", "no");
            case COUNT -> IntStream.rangeClosed(0, Math.max(mostCounted, taken())).mapToObj(Integer::toString).toList();
            case FRONT_ROW -> rows();
            case WHICH_CAPTURES -> {
                List<Move> both = new ArrayList<>(List.of(turn.played(), turn.other()));
                // in hole order, so that the right one is not always the first
                both.sort(Comparator.comparingInt(Move::hole).thenComparing(Move::direction));
                yield both.stream().map(this::moveName).toList();
            }
        };
    }

    /** The rows of one side, from the outer row in. */
    private List<String> rows() {
        return IntStream.range(0, turn.depths())
                .mapToObj(d -> RowKind.of(d, turn.depths()).name().toLowerCase(Locale.ROOT)).toList();
    }

    public boolean isRight(String given) {
        if (given != null && given.startsWith(REASON) && asked() != null) {
            return lapCase.reason(asked()).id().equals(given.substring(REASON.length()));
        }
        return answer().equals(given);
    }

    /** The question as the hint ladder names it; null for the questions about the board before a turn. */
    public LapCase.Asked asked() {
        return switch (kind) {
            case LANDING -> LapCase.Asked.LANDING;
            case CAPTURE -> LapCase.Asked.CAPTURE;
            case TURN_ENDS -> LapCase.Asked.TURN_ENDS;
            case COUNT -> LapCase.Asked.COUNT;
            case FRONT_ROW, WHICH_CAPTURES -> null;
        };
    }

    /** The rule that decides the answer, as the engine finds it in this lap (or before this turn). */
    public Rule rule() {
        return switch (kind) {
            case FRONT_ROW -> Rule.FRONT_ROW;
            case WHICH_CAPTURES -> Rule.CAPTURE;
            default -> lapCase.decides(asked());
        };
    }

    /**
     * A yes/no question's second and third tries: why, the reasons to choose from, each as an answer
     * ({@link #REASON} and the rule's id); empty for the other kinds.
     */
    public List<String> reasons() {
        return kind.yesNo() ? lapCase.reasons(asked()).stream().map(r -> REASON + r.id()).toList() : List.of();
    }

    /**
     * The second rung of the ladder: the holes the board points at, never the answer (the path so far,
     * the landing and the hole facing it; for which-captures, where each move's first lap ends).
     */
    public Set<Hole> lookAt() {
        return switch (kind) {
            case FRONT_ROW -> Set.of();
            case WHICH_CAPTURES -> new LinkedHashSet<>(List.of(turn.playedLap().landing(), turn.otherLap().landing()));
            default -> lapCase.lookAt(asked());
        };
    }

    /** What the second rung says about the holes the board points at, and what to do with them. */
    public String look(Language language) {
        Texts texts = new Texts(language, BUNDLE);
        return switch (kind) {
            case FRONT_ROW -> texts.text("look.front", texts.player(turn.side()));
            case WHICH_CAPTURES -> texts.text("look.which");
            default -> lapCase.lookAtSaid(asked(), language) + (kind.yesNo() ? " " + LapCase.whyAsked(language) : "");
        };
    }

    private String moveName(Move m) {
        return lap.pick().player().symbol() + m.toString();
    }

    // ---------------------------------------------------------------- texts

    /** Why it happens, in {@code language}: where the last seed falls and what that leads to. */
    public String explanation(Language language) {
        Texts texts = new Texts(language, BUNDLE);
        Event.Sow last = lap.lastSeed();
        String key = "outcome." + last.outcome().name();
        if (lap.captures().stream().anyMatch(Event.Capture::lastSeeds)) {
            key = "outcome.CAPTURE_LAST";
        } else if (lap.captures().stream().anyMatch(Event.Capture::wholeFile)) {
            key = "outcome.CAPTURE_FILE";
        }
        String from = lap.captures().stream().map(c -> c.from().name()).collect(Collectors.joining(", "));
        return texts.text(key, texts.player(last.player()), landing().name(), from, taken());
    }

    /**
     * What the answer {@code given} meant, said back to the learner in a sentence: which seed falls on
     * the hole they tapped, why the row they chose is not the front row. {@link #why} says the rest.
     */
    public String response(String given, Language language) {
        Texts texts = new Texts(language, BUNDLE);
        if (given.startsWith(REASON)) {
            return texts.text("chose.reason", label(given, language));
        }
        return switch (kind) {
            case LANDING -> tapped(given, texts);
            case CAPTURE, TURN_ENDS -> texts.text("said", texts.text(given));
            case COUNT, WHICH_CAPTURES -> texts.text("chose", given);
            case FRONT_ROW -> frontRow(given, texts);
        };
    }

    /**
     * The kind of wrong answer {@code given} is (a hole off the lap's path, yes where the answer is no,
     * too many); empty for the right answer and for a reason chosen on a yes/no question's second try.
     */
    public Optional<Question.Mistake> mistake(String given) {
        if (given == null || given.startsWith(REASON) || isRight(given)) {
            return Optional.empty();
        }
        return Optional.of(switch (kind) {
            case LANDING -> lap.sown().stream().map(Hole::name).toList().contains(given)
                    ? Question.Mistake.SHORT : Question.Mistake.OFF;
            case CAPTURE, TURN_ENDS -> given.equals("yes") ? Question.Mistake.YES : Question.Mistake.NO;
            case COUNT -> Integer.parseInt(given) > taken() ? Question.Mistake.MORE : Question.Mistake.FEWER;
            case FRONT_ROW -> depth(RowKind.valueOf(given.toUpperCase(Locale.ROOT))) > depth(turn.frontRow())
                    ? Question.Mistake.EMPTY_ROW : Question.Mistake.OUTER_ROW;
            case WHICH_CAPTURES -> Question.Mistake.NO_CAPTURE;
        });
    }

    /**
     * The kinds of wrong answer this question can get, each with a wrong answer of that kind: a hole
     * off the lap's path, the first hole of its path, the other word, one seed too many or too few,
     * the row just further in or out, the move that captures nothing.
     */
    public Map<Question.Mistake, String> mistakes() {
        List<String> wrong = new ArrayList<>();
        if (kind == Question.Kind.LANDING) {
            // a lap sows its mover's holes only: the other side's first hole is off its path
            wrong.add(lap.pick().player().opponent().symbol() + "1");
            lap.sown().forEach(h -> wrong.add(h.name()));
        } else {
            wrong.addAll(choices());
        }
        if (kind == Question.Kind.COUNT || kind == Question.Kind.FRONT_ROW) {
            int right = choices().indexOf(answer());
            wrong.sort(Comparator.comparingInt(a -> Math.abs(choices().indexOf(a) - right)));
        }
        Map<Question.Mistake, String> out = new EnumMap<>(Question.Mistake.class);
        for (String a : wrong) {
            mistake(a).ifPresent(m -> out.putIfAbsent(m, a));
        }
        return out;
    }

    /**
     * What a first wrong answer meant, without giving the right one away, so that a second try is
     * still a prediction: which seed falls on the tapped hole, what the chosen move does; then the
     * hint, {@code own} (the curator's, for this kind of wrong answer) or, when null, the engine's.
     */
    public String hint(String given, Language language, String own) {
        Texts texts = new Texts(language, BUNDLE);
        return switch (kind) {
            case LANDING -> {
                int k = lap.sown().stream().map(Hole::name).toList().indexOf(given);
                yield (k >= 0 ? texts.text("hint.on", given, k + 1, lap.sown().size()) : texts.text("hint.off", given))
                        + " " + (own != null ? own : lapCase.hint(asked(), language));
            }
            // the rule that decides, in this lap's case, so that the second try is a better prediction;
            // a yes/no question's second try then asks why, which a second press cannot guess
            case CAPTURE, TURN_ENDS -> texts.text("said", texts.text(given)) + " "
                    + (own != null ? own : lapCase.hint(asked(), language)) + " " + LapCase.whyAsked(language);
            case COUNT -> texts.text("chose", given) + " " + (own != null ? own : lapCase.hint(asked(), language));
            case FRONT_ROW -> own != null ? texts.text("front.right", texts.row(RowKind.valueOf(given.toUpperCase(Locale.ROOT))))
                    + " " + own : frontRow(given, texts);
            case WHICH_CAPTURES -> {
                boolean played = moveName(turn.played()).equals(given);
                yield texts.text("chose", given) + " " + (own != null ? own : which(played ? turn.played() : turn.other(),
                        played ? turn.playedLap() : turn.otherLap(), texts));
            }
        };
    }

    /**
     * The engine's hint for wrong answers of kind {@code mistake}, as the first of them gets it (the
     * rule in this lap's case, what the chosen row or move means); empty for a kind this question
     * cannot get. A curator who writes no hint of their own for that kind accepts this one.
     */
    public Optional<String> engineHint(Question.Mistake mistake, Language language) {
        String given = mistakes().get(mistake);
        if (given == null) {
            return Optional.empty();
        }
        Texts texts = new Texts(language, BUNDLE);
        return Optional.of(switch (kind) {
            case FRONT_ROW -> frontRow(given, texts);
            case WHICH_CAPTURES -> which(turn.otherLap().captures() ? turn.played() : turn.other(),
                    turn.otherLap().captures() ? turn.playedLap() : turn.otherLap(), texts);
            default -> lapCase.hint(asked(), language);
        });
    }

    /** How an answer reads on its button: yes and no and the rows in words, holes, numbers and moves as they are. */
    public String label(String answer, Language language) {
        if (answer.startsWith(REASON)) {
            return LapCase.reasonSaid(asked(), Rule.byId(answer.substring(REASON.length())).orElseThrow(), language);
        }
        Texts texts = new Texts(language, BUNDLE);
        return switch (kind) {
            case CAPTURE, TURN_ENDS -> capitalized(texts.text(answer), language);
            case FRONT_ROW -> capitalized(texts.row(RowKind.valueOf(answer.toUpperCase(Locale.ROOT))), language);
            default -> answer;
        };
    }

    /** A button's word starts with a capital, as a sentence does. */
    private static String capitalized(String word, Language language) {
        return word.substring(0, 1).toUpperCase(language.locale()) + word.substring(1);
    }

    /** The right answer, with no answer to grade (the kiosk's attract loop, the page, the paper); {@link #why} says why. */
    public String shown(Language language) {
        Texts texts = new Texts(language, BUNDLE);
        String said = switch (kind) {
            case CAPTURE, TURN_ENDS -> texts.text(answer());
            case FRONT_ROW -> texts.row(turn.frontRow());
            default -> answer();
        };
        return texts.text("answer", said);
    }

    /**
     * Where a question is asked, which says how it is answered: on screen a hole is tapped, on the web
     * page the answer is thought and then shown, on paper it is written.
     */
    public enum Medium { SCREEN, PAGE, PAPER }

    /**
     * The question as asked on {@code medium}: who holds how many seeds from which hole (its arrow the way),
     * then what to predict.
     */
    public String question(Language language, Medium medium) {
        Texts texts = new Texts(language, BUNDLE);
        Event.Pick pick = lap.pick();
        String mover = texts.player(pick.player());
        String context = kind.beforeTurn() ? texts.text("question.turn", mover) : holding(pick, pick.count(), singleSeed(), language);
        String side = turn == null ? mover : texts.player(turn.side());
        String ask = "ask." + kind.id() + (kind == Question.Kind.LANDING && medium != Medium.SCREEN
                ? "." + medium.name().toLowerCase(Locale.ROOT) : "");
        return context + " " + texts.text(ask, mover, side);
    }

    /**
     * Who holds {@code inHand} seeds from which hole, and their way: the arrow on the hole, which every board
     * a question waits on shows ("towards the higher numbers" reads wrong from a serpent's last hole,
     * whose next hole is 1), or in words where {@code wayInWords} (a single seed's arrow would point at
     * the answer).
     */
    public static String holding(Event.Pick pick, int inHand, boolean wayInWords, Language language) {
        Texts texts = new Texts(language, BUNDLE);
        String mover = texts.player(pick.player());
        return wayInWords ? texts.text("question.one", mover, pick.hole().name(), texts.text("way." + pick.direction().name()))
                : texts.text("question.hand", mover, inHand, pick.hole().name());
    }

    /** Why the right answer is right: what the lap does, or the front row, or what each move does. */
    public String why(Language language) {
        Texts texts = new Texts(language, BUNDLE);
        return switch (kind) {
            case FRONT_ROW -> texts.text("front.why", texts.row(turn.frontRow()), texts.player(turn.side()));
            case WHICH_CAPTURES -> which(turn.played(), turn.playedLap(), texts) + " "
                    + which(turn.other(), turn.otherLap(), texts);
            default -> explanation(language);
        };
    }

    private String tapped(String given, Texts texts) {
        int seeds = lap.sown().size();
        String last = landing().name();
        if (given.equals(last)) {
            return texts.text("tapped.last", given, seeds);
        }
        int k = IntStream.range(0, seeds).filter(i -> lap.sown().get(i).name().equals(given)).findFirst().orElse(-1);
        return k >= 0 ? texts.text("tapped.on", given, k + 1, seeds, last) : texts.text("tapped.off", given, seeds, last);
    }

    /** The right row needs no more than {@link #why}; a wrong one is told what is wrong with it. */
    private String frontRow(String given, Texts texts) {
        RowKind chosen = RowKind.valueOf(given.toUpperCase(Locale.ROOT));
        if (chosen == turn.frontRow()) {
            return texts.text("front.right", texts.row(chosen));
        }
        // further in than the front row means that row is empty; further out means seeds lie further in
        boolean emptyRow = depth(chosen) > depth(turn.frontRow());
        return texts.text(emptyRow ? "front.empty" : "front.further", texts.row(chosen), texts.player(turn.side()));
    }

    private static int depth(RowKind row) {
        return row == RowKind.OUTER ? 0 : row == RowKind.MIDDLE ? 1 : 2;
    }

    private String which(Move m, FirstLap first, Texts texts) {
        return texts.text(first.captures() ? "which.captures" : "which.none", moveName(m), first.landing().name(),
                first.taken());
    }
}
