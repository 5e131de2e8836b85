package org.katro.ui.learners;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.Presentation;
import org.katro.lesson.words.ReportWords;
import org.katro.store.Learners;
import org.katro.store.Reviews;
import org.katro.store.Report;
import org.katro.files.SafeFile;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.BackgroundJob;
import org.katro.ui.shell.FileDialogs;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * "Who is learning?": the classroom's learners, each a name and a picture (and a picture password of
 * two pictures tapped in order, if the teacher gives one), a new one added, and the teacher page behind the staff PIN: the class's totals first, then every learner's
 * lessons done and predictions right a page at a time, with a CSV export into the data folder. A
 * school's station keeps its learners for years: the screen reads only the page it shows, found by a
 * part of a name, and reads it, and writes the export, off the screen's thread.
 */
public final class LearnersViewModel {
    /** The pictures a learner chooses from, by id (the icons and their names are the view's). */
    public static final List<String> PICTURES = List.of("zebu", "baobab", "lemur", "chameleon", "seed", "star");
    static final int LONGEST_NAME = 30;
    /** The learners a page shows, on the chooser and on the teacher page. */
    public static final int PAGE = 24;

    /**
     * One learner on the teacher page; {@code password}: they have a picture password; {@code missed}:
     * the items they missed and are still asked again (in a Leitner box, not yet known).
     */
    public record Row(Learners.Learner learner, int done, int asked, int right, Map<String, Learners.Lesson> lessons,
            boolean password, int missed) { }

    /** How many pictures a picture password has, tapped in order. */
    public static final int PASSWORD = 2;

    /** The picture pad's use: a learner's password asked before they learn, or the teacher setting one. */
    public enum Pad { ASK, SET }

    private final Learners learners;
    /** what each learner still has to be asked again; none until {@link #reviews} is given */
    private Reviews reviews;
    private final Consumer<String> choose;
    private final Predicate<String> pin;
    private final Path exportFolder;
    /** the chooser's, the teacher page's and the totals' reads, and the rest (a new name's check, the export) */
    private final BackgroundJob chooserRead;
    private final BackgroundJob pageRead;
    private final BackgroundJob totalsRead;
    private final BackgroundJob work;
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final StringProperty find = new SimpleStringProperty(this, "find", "");
    private final ObservableList<Learners.Learner> chooser = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper more = new ReadOnlyStringWrapper(this, "more", "");
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper totals = new ReadOnlyStringWrapper(this, "totals", "");
    private final ReadOnlyStringWrapper pageLabel = new ReadOnlyStringWrapper(this, "pageLabel", "");
    private final ReadOnlyBooleanWrapper canPrevious = new ReadOnlyBooleanWrapper(this, "canPrevious");
    private final ReadOnlyBooleanWrapper canNext = new ReadOnlyBooleanWrapper(this, "canNext");
    private final ObjectProperty<String> picture = new SimpleObjectProperty<>(this, "picture", PICTURES.get(0));
    private final BooleanProperty teacher = new SimpleBooleanProperty(this, "teacher");
    private final ReadOnlyBooleanWrapper unlocked = new ReadOnlyBooleanWrapper(this, "unlocked");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    /** who is learning now ("" while nobody is), whom the rename is for */
    private final ReadOnlyStringWrapper current = new ReadOnlyStringWrapper(this, "current", "");
    private BiConsumer<String, String> renamed = (from, to) -> { };
    private Consumer<String> removed = name -> { };
    /** the learner the teacher asked to remove, waiting for "Remove for good"; null when none */
    private final ObjectProperty<Learners.Learner> removing = new SimpleObjectProperty<>(this, "removing");
    private final ReadOnlyStringWrapper classReport = new ReadOnlyStringWrapper(this, "classReport", "");
    /** the picture pad: whom for (null: closed), its use, what it says, the pictures tapped and the password asked */
    private final ReadOnlyObjectWrapper<Learners.Learner> padFor = new ReadOnlyObjectWrapper<>(this, "padFor");
    private Pad pad = Pad.ASK;
    private final ReadOnlyStringWrapper padText = new ReadOnlyStringWrapper(this, "padText", "");
    private final List<String> tapped = new ArrayList<>();
    private final ReadOnlyIntegerWrapper tappedCount = new ReadOnlyIntegerWrapper(this, "tapped");
    private List<String> password = List.of();
    /** the lessons, for their titles, lengths and questions: the store knows a lesson by its id */
    private LessonLibrary library = new LessonLibrary(List.of(), List.of());
    /** the lesson whose answers the table shows, by id; null before one is chosen */
    private final ObjectProperty<String> answersLesson = new SimpleObjectProperty<>(this, "answersLesson");
    private final ObjectProperty<AnswersTable> answers = new SimpleObjectProperty<>(this, "answers");
    private final BackgroundJob answersRead;
    /** the lesson whose questions were worked out last, kept for the next page */
    private Presentation presentation;
    private Texts texts;
    /** the teacher page's first learner, counted from 0 among those found */
    private int from;
    private int found;

    /**
     * @param background   where the learners are read (never the screen's thread)
     * @param fx           runs what was read on the screen's thread
     * @param choose       opens the app for the learner named
     * @param pin          the staff PIN's check (with its waits after wrong tries)
     * @param exportFolder where the teacher's CSV goes
     */
    public LearnersViewModel(Language language, Executor background, Consumer<Runnable> fx, Learners learners,
            Consumer<String> choose, Predicate<String> pin, Path exportFolder) {
        this.learners = learners;
        this.choose = choose;
        this.pin = pin;
        this.exportFolder = exportFolder;
        this.chooserRead = new BackgroundJob(background, fx);
        this.pageRead = new BackgroundJob(background, fx);
        this.totalsRead = new BackgroundJob(background, fx);
        this.work = new BackgroundJob(background, fx);
        this.answersRead = new BackgroundJob(background, fx);
        answersLesson.addListener(obs -> readAnswers());
        this.language.set(language);
        texts = texts(language);
        this.language.addListener((obs, old, now) -> {
            texts = texts(now);
            readAnswers();
        });
        find.addListener(obs -> {
            readChooser();
            if (unlocked.get()) {
                readPage(0);
            }
        });
        readChooser();
    }

    private static Texts texts(Language language) {
        return new Texts(language, LearnersViewModel.class.getPackageName() + ".LearnersView");
    }

    /** The chooser's page: the first learners whose name holds what is typed in the search field. */
    private void readChooser() {
        String part = find.get().strip();
        chooserRead.run(cancelled -> learners.page(part, 0, PAGE), page -> {
            chooser.setAll(page.learners());
            more.set(page.total() > PAGE ? texts.text("more", page.total() - PAGE) : "");
        });
    }

    /**
     * The learner chosen learns, once they have tapped their picture password if they have one (the
     * learner learning now is not asked again). The password is read off the screen's thread.
     */
    public void choose(Learners.Learner learner) {
        if (learner.name().equals(current.get())) {
            choose.accept(learner.name());
            return;
        }
        work.run(cancelled -> learners.password(learner.name()), read -> {
            if (read.isEmpty()) {
                message.set(texts.text("unreadable"));
            } else if (read.get().isEmpty()) {
                choose.accept(learner.name());
            } else {
                password = read.get();
                openPad(learner, Pad.ASK);
            }
        });
    }

    /** The teacher sets (or removes) a learner's picture password on the pad. */
    public void setPassword(Learners.Learner learner) {
        if (unlocked.get()) {
            openPad(learner, Pad.SET);
        }
    }

    private void openPad(Learners.Learner learner, Pad mode) {
        tapped.clear();
        tappedCount.set(0);
        pad = mode;
        padFor.set(learner);
        padText.set(texts.text(mode == Pad.ASK ? "passwordAsk" : "passwordSet", Learners.isolated(learner.name()), PASSWORD));
    }

    /**
     * A picture tapped on the pad: once {@value #PASSWORD} are, the password asked is checked (right:
     * the learner learns; wrong: said, and asked again) or the password set is kept.
     */
    public void tap(String picture) {
        Learners.Learner learner = padFor.get();
        if (learner == null || !PICTURES.contains(picture)) {
            return;
        }
        tapped.add(picture);
        tappedCount.set(tapped.size());
        if (tapped.size() < PASSWORD) {
            return;
        }
        List<String> given = List.copyOf(tapped);
        tapped.clear();
        tappedCount.set(0);
        if (pad == Pad.SET) {
            learners.password(learner.name(), given);
            closePad();
            message.set(texts.text("passwordKept", Learners.isolated(learner.name())));
            refresh();
        } else if (given.equals(password)) {
            closePad();
            choose.accept(learner.name());
        } else {
            padText.set(texts.text("passwordWrong", Learners.isolated(learner.name()), PASSWORD));
        }
    }

    /** The teacher removes the learner's picture password. */
    public void clearPassword() {
        Learners.Learner learner = padFor.get();
        if (learner != null && pad == Pad.SET && unlocked.get()) {
            learners.password(learner.name(), List.of());
            closePad();
            message.set(texts.text("passwordCleared", Learners.isolated(learner.name())));
            refresh();
        }
    }

    /** The pad closed, nothing chosen or set. */
    public void closePad() {
        tapped.clear();
        tappedCount.set(0);
        padFor.set(null);
        padText.set("");
    }

    /** Whom the picture pad is for; null while it is closed. */
    public ReadOnlyObjectProperty<Learners.Learner> padForProperty() {
        return padFor.getReadOnlyProperty();
    }

    /** The pad's use now. */
    public Pad pad() {
        return pad;
    }

    /** What the pad asks, and says after a wrong password. */
    public ReadOnlyStringProperty padTextProperty() {
        return padText.getReadOnlyProperty();
    }

    /** How many pictures of the password are tapped so far. */
    public ReadOnlyIntegerProperty tappedProperty() {
        return tappedCount.getReadOnlyProperty();
    }

    /**
     * Adds a learner with the picture chosen and starts as them; says why not for an empty or taken
     * name. The name is kept {@linkplain Learners#clean cleaned} and is taken when it is
     * {@linkplain Learners#sameness the same} as a learner's; the names taken are read off the
     * screen's thread, so the learner starts once they are.
     */
    public void add(String typed) {
        String name = Learners.clean(typed == null ? "" : typed);
        if (name.isEmpty() || name.length() > LONGEST_NAME) {
            message.set(texts.text("nameRule", LONGEST_NAME));
            return;
        }
        String chosenPicture = picture.get();
        String same = Learners.sameness(name);
        work.run(cancelled -> learners.all().map(all -> all.stream()
                .filter(l -> Learners.sameness(l.name()).equals(same)).findFirst()), read -> {
            if (read.isEmpty()) {
                message.set(texts.text("unreadable"));
                return;
            }
            if (read.get().isPresent()) {
                message.set(texts.text("nameTaken", Learners.isolated(read.get().get().name())));
                return;
            }
            learners.add(new Learners.Learner(name, chosenPicture));
            // a new learner has no picture password yet
            choose.accept(name);
        });
    }

    /** The lessons, for their titles and lengths on the teacher page and the answers table's questions. */
    public void lessons(LessonLibrary lessons) {
        library = lessons;
    }

    /** The lessons that ask questions, by id, for the answers table's chooser. */
    public List<String> askingLessons() {
        return library.lessons().stream().filter(l -> l.getSteps().stream().anyMatch(s -> s.getQuestion() != null))
                .map(Lesson::id).toList();
    }

    /** A lesson's title in the language now chosen; a lesson no longer in the library, by its id. */
    public String title(String id) {
        return library.byId(id).map(l -> l.title(language.get().locale())).orElse(id);
    }

    /** A lesson's number of steps; 0 for one no longer in the library. */
    public int steps(String id) {
        return library.byId(id).map(l -> l.getSteps().size()).orElse(0);
    }

    /** One lesson of a learner as the teacher page says it: "Worked example: 5 of 28 steps", done or not. */
    public String lessonLine(Learners.Lesson lesson) {
        return texts.text(lesson.done() ? "lessonDone" : "lessonSeen", title(lesson.lesson()), seen(lesson), steps(lesson.lesson()));
    }

    /** The steps of a lesson a learner has seen, counted from 1. */
    int seen(Learners.Lesson lesson) {
        int steps = steps(lesson.lesson());
        // a step reached beyond the end of a lesson since made shorter is its last step, not "step 6 of 5"
        return steps > 0 ? Math.min(lesson.reached() + 1, steps) : lesson.reached() + 1;
    }

    /** A lesson's bar's words on the teacher page's chart: "5 of 28", and "done" once done. */
    String barCount(Learners.Lesson lesson) {
        return texts.text(lesson.done() ? "barDone" : "bar", seen(lesson), steps(lesson.lesson()));
    }

    /**
     * The answers table: for the lesson chosen, the page's learners by its questions, and the
     * questions the class most got wrong; the lesson's questions are worked out, and the answers
     * read, off the screen's thread.
     */
    private void readAnswers() {
        String id = answersLesson.get();
        Optional<Lesson> lesson = id == null ? Optional.empty() : library.byId(id);
        if (!unlocked.get() || lesson.isEmpty()) {
            answers.set(null);
            return;
        }
        List<Learners.Learner> page = rows.stream().map(Row::learner).toList();
        Presentation known = presentation;
        Texts said = texts;
        Language in = language.get();
        answersRead.run(cancelled -> {
            Presentation p = known != null && known.lesson() == lesson.get() ? known : new Presentation(lesson.get());
            Map<String, Map<Integer, Learners.Answer>> everyone = learners.answers(id).orElse(Map.of());
            Map<String, Map<Integer, Learners.Answer>> shown = learners.answers(id, page.stream().map(Learners.Learner::name).toList());
            return Map.entry(p, AnswersTable.of(p, page, shown, everyone, learners.classAnswers(id), said, in));
        }, read -> {
            presentation = read.getKey();
            answers.set(read.getValue());
        });
    }

    /** The lesson whose answers the table shows, by id. */
    public ObjectProperty<String> answersLessonProperty() {
        return answersLesson;
    }

    /** The answers table of the lesson chosen, for the page's learners; null before one is chosen. */
    public ObjectProperty<AnswersTable> answersProperty() {
        return answers;
    }

    /** The first learner's name, before anyone renames them: "Learner 1", never the computer's account name. */
    public static String firstLearner(Language language) {
        return texts(language).text("firstLearner", 1);
    }

    /**
     * Who is learning now ({@code ""}: nobody), and whom to tell when a learner is renamed or removed
     * (the app's memory, which goes on under the new name or forgets the one removed).
     */
    public void learning(String name, BiConsumer<String, String> renamed, Consumer<String> removed) {
        current.set(name);
        this.renamed = renamed;
        this.removed = removed;
    }

    /**
     * The learner learning now takes the name typed, with everything of theirs; refused, with why, for
     * an empty or too long name or one {@linkplain Learners#sameness the same} as another learner's
     * (a change of case of their own is theirs to make).
     */
    public void rename(String typed) {
        String from = current.get();
        String name = Learners.clean(typed == null ? "" : typed);
        if (from.isEmpty() || name.equals(from)) {
            return;
        }
        if (name.isEmpty() || name.length() > LONGEST_NAME) {
            message.set(texts.text("nameRule", LONGEST_NAME));
            return;
        }
        String same = Learners.sameness(name);
        String own = Learners.sameness(from);
        work.run(cancelled -> learners.all().map(all -> all.stream().filter(l -> !Learners.sameness(l.name()).equals(own))
                .filter(l -> Learners.sameness(l.name()).equals(same)).findFirst()), read -> {
            if (read.isEmpty()) {
                message.set(texts.text("unreadable"));
            } else if (read.get().isPresent()) {
                message.set(texts.text("nameTaken", Learners.isolated(read.get().get().name())));
            } else {
                learners.rename(from, name);
                current.set(name);
                renamed.accept(from, name);
                message.set(texts.text("renamed", Learners.isolated(name)));
                refresh();
            }
        });
    }

    /** The teacher asks to remove a learner: asked once more before anything goes. */
    public void askRemove(Learners.Learner learner) {
        if (unlocked.get()) {
            removing.set(learner);
        }
    }

    /** "Remove for good": the learner asked about goes, with their progress and answers. */
    public void confirmRemove() {
        Learners.Learner learner = removing.get();
        if (learner == null || !unlocked.get()) {
            return;
        }
        removing.set(null);
        learners.remove(learner.name());
        if (learner.name().equals(current.get())) {
            current.set("");
        }
        removed.accept(learner.name());
        message.set(texts.text("removed", Learners.isolated(learner.name())));
        refresh();
    }

    /** "Keep": nobody is removed. */
    public void keep() {
        removing.set(null);
    }

    /** The question "Remove NAME?", empty while nothing is asked. */
    public String removeQuestion() {
        Learners.Learner learner = removing.get();
        return learner == null ? "" : texts.text("confirmRemove", Learners.isolated(learner.name()));
    }

    /** What the class list's pasting kept and refused, line by line. */
    public record ClassList(List<String> kept, List<String> refusals) { }

    /**
     * A class list pasted, one name a line, against the names {@code taken} (their sameness): each
     * name kept {@linkplain Learners#clean cleaned}, or refused with a line that says which and why
     * (blank, too long, already a learner or twice in the list). The last line break's empty line is
     * no line.
     */
    static ClassList classList(String pasted, Set<String> taken, Texts texts) {
        List<String> lines = new ArrayList<>(List.of(pasted.split("\\R", -1)));
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        Set<String> seen = new HashSet<>(taken);
        List<String> kept = new ArrayList<>();
        List<String> refusals = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String name = Learners.clean(lines.get(i));
            if (name.isEmpty()) {
                refusals.add(texts.text("lineBlank", i + 1));
            } else if (name.length() > LONGEST_NAME) {
                refusals.add(texts.text("lineLong", i + 1, Learners.isolated(name), LONGEST_NAME));
            } else if (!seen.add(Learners.sameness(name))) {
                refusals.add(texts.text("lineTaken", i + 1, Learners.isolated(name)));
            } else {
                kept.add(name);
            }
        }
        return new ClassList(kept, refusals);
    }

    /**
     * The teacher's pasted class list: the names kept are added (through the store's queue), each
     * with the first picture; the report says how many, then each line refused and why. The names
     * taken are read off the screen's thread.
     */
    public void addClass(String pasted) {
        if (!unlocked.get()) {
            return;
        }
        Texts said = texts;
        String picture = PICTURES.get(0);
        work.run(cancelled -> learners.all().map(all -> {
            Set<String> taken = new HashSet<>();
            all.forEach(l -> taken.add(Learners.sameness(l.name())));
            ClassList list = classList(pasted == null ? "" : pasted, taken, said);
            // written here, in one transaction, so that "added" is said only once the database has them
            boolean written = learners.addAll(list.kept().stream().map(name -> new Learners.Learner(name, picture)).toList());
            return written ? Optional.of(list) : Optional.<ClassList>empty();
        }), read -> {
            if (read.isEmpty()) {
                classReport.set(said.text("unreadable"));
                return;
            }
            if (read.get().isEmpty()) {
                classReport.set(said.text("classUnwritten"));
                return;
            }
            ClassList added = read.get().get();
            List<String> report = new ArrayList<>();
            report.add(said.text("classAdded", added.kept().size()));
            report.addAll(added.refusals());
            classReport.set(String.join("\n", report));
            refresh();
        });
    }

    /** The chooser and the teacher page read again, after a change to the class. */
    private void refresh() {
        readChooser();
        if (unlocked.get()) {
            readPage(from);
            totalsRead.run(cancelled -> learners.totals(), t -> totals.set(texts.text("totals", t.learners(), t.lessonsDone(),
                    t.right(), t.asked())));
        }
    }

    /** "You are learning as NAME.", empty while nobody is. */
    public String learningAs() {
        return current.get().isEmpty() ? "" : texts.text("learningAs", Learners.isolated(current.get()));
    }

    /** Who is learning now, "" while nobody is. */
    public ReadOnlyStringProperty currentProperty() {
        return current.getReadOnlyProperty();
    }

    /** The learner waiting for "Remove for good", null when none. */
    public ObjectProperty<Learners.Learner> removingProperty() {
        return removing;
    }

    /** How the last class list went: the names added, then each line refused. */
    public ReadOnlyStringProperty classReportProperty() {
        return classReport.getReadOnlyProperty();
    }

    /** The teacher page opens for the right PIN, with the class's totals and its first page. */
    public void unlock(String typed) {
        if (pin.test(typed)) {
            unlocked.set(true);
            message.set("");
            from = 0;
            refresh();
        } else {
            message.set(texts.text("wrongPin"));
        }
    }

    /** The teacher page's next learners. */
    public void nextPage() {
        if (canNext.get()) {
            readPage(from + PAGE);
        }
    }

    /** The teacher page's learners before. */
    public void previousPage() {
        if (canPrevious.get()) {
            readPage(Math.max(0, from - PAGE));
        }
    }

    /** Reads the teacher page from its {@code first} learner: those learners and their lessons only. */
    private void readPage(int first) {
        String part = find.get().strip();
        pageRead.run(cancelled -> {
            Learners.Page page = learners.page(part, first, PAGE);
            List<String> names = page.learners().stream().map(Learners.Learner::name).toList();
            Map<String, Map<String, Learners.Lesson>> lessons = learners.of(names);
            Set<String> passwords = learners.withPassword(names);
            Map<String, Integer> missed = reviews == null ? Map.of() : reviews.stillMissed(names);
            return Map.entry(page, page.learners().stream().map(l -> row(l, lessons.getOrDefault(l.name(), Map.of()),
                    passwords.contains(l.name()), missed.getOrDefault(l.name(), 0))).toList());
        }, read -> {
            from = first;
            found = read.getKey().total();
            rows.setAll(read.getValue());
            pageLabel.set(found == 0 ? texts.text("noneFound")
                    : texts.text("pageOf", from + 1, from + read.getValue().size(), found));
            canPrevious.set(from > 0);
            canNext.set(from + PAGE < found);
            readAnswers();
        });
    }

    private static Row row(Learners.Learner l, Map<String, Learners.Lesson> lessons, boolean password, int missed) {
        return new Row(l, (int) lessons.values().stream().filter(Learners.Lesson::done).count(),
                lessons.values().stream().mapToInt(Learners.Lesson::asked).sum(),
                lessons.values().stream().mapToInt(Learners.Lesson::right).sum(), lessons, password, missed);
    }

    /** Where the teacher page reads, per pupil, what is still missed (read with each page from now on). */
    public void reviews(Reviews reviews) {
        this.reviews = reviews;
    }

    /**
     * The progress as CSV (the same as {@code report}, titles in the language chosen) in the data
     * folder; see {@link #write}.
     */
    public void export() {
        write(exportFolder.resolve(exportName()));
    }

    /** The progress as CSV where the teacher chooses in {@code files} (outside kiosk mode); see {@link #write}. */
    public void saveAs(FileDialogs files) {
        files.save(new FileDialogs.Kind(texts.text("csvFiles"), List.of("*.csv")), exportName()).ifPresent(this::write);
    }

    private static String exportName() {
        return "katro-progress-" + LocalDate.now() + ".csv";
    }

    /**
     * Writes the progress whole, off the screen's thread, through {@link SafeFile}: a link planted at
     * its name is replaced, never written through, and a database that cannot be read replaces no file.
     */
    private void write(Path file) {
        Texts said = texts;
        Report.Words words = new ReportWords(library, language.get());
        work.run(cancelled -> {
            try {
                Path folder = file.toAbsolutePath().getParent();
                if (folder != null) {
                    Files.createDirectories(folder);
                }
                // row by row as the database gives them, nothing of the class held
                SafeFile.write(file, out -> {
                    if (!Report.progress(learners, out, words)) {
                        throw new IOException("the database cannot be read");
                    }
                }, true);
                return said.text("exported", file.toString());
            } catch (IOException e) {
                return said.text("exportFailed", file.toString());
            }
        }, message::set);
    }

    /** One learner's line on the teacher page. */
    public String summary(Row row) {
        String line = texts.text("row", Learners.isolated(row.learner().name()), row.done(), row.right(), row.asked());
        return row.missed() == 0 ? line : line + " \u00b7 " + texts.text("row.missed", row.missed());
    }

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    /** What is typed in the search field: part of a name. */
    public StringProperty findProperty() {
        return find;
    }

    /** The chooser's learners: the first page of those found. */
    public ObservableList<Learners.Learner> learners() {
        return chooser;
    }

    /** How many more were found than the chooser shows, and how to find them; empty when it shows all. */
    public ReadOnlyStringProperty moreProperty() {
        return more.getReadOnlyProperty();
    }

    /** The class's totals, on the teacher page above the learners. */
    public ReadOnlyStringProperty totalsProperty() {
        return totals.getReadOnlyProperty();
    }

    /** Which learners the teacher page shows, of how many found. */
    public ReadOnlyStringProperty pageLabelProperty() {
        return pageLabel.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canPreviousProperty() {
        return canPrevious.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canNextProperty() {
        return canNext.getReadOnlyProperty();
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ObjectProperty<String> pictureProperty() {
        return picture;
    }

    /** The teacher's PIN field is showing. */
    public BooleanProperty teacherProperty() {
        return teacher;
    }

    public ReadOnlyBooleanProperty unlockedProperty() {
        return unlocked.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
