// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the teaching material: practice quizzes, Knuth and Moore's node types, the built-in lessons,
// comparisons and the words counts are written in, the Knuth–Moore verdicts at a step and the
// scores leaves will give.
#include "core/base/Counted.h"
#include "core/content/BuiltInLessons.h"
#include "core/content/Catalogue.h"
#include "core/content/Comparison.h"
#include "core/games/GameRegistry.h"
#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/SearchFamilyEntry.h"
#include "core/teaching/ForwardPruning.h"
#include "core/teaching/Lesson.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/NodeTypes.h"
#include "core/teaching/PendingScore.h"
#include "core/teaching/PracticeQuiz.h"
#include "core/teaching/Pseudocode.h"
#include "core/tree/RandomTree.h"
#include "tests/support/ReferenceSearch.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

#include <set>

using namespace gtl;
using namespace gtl::test;

class TeachingTest : public QObject {
    Q_OBJECT

private slots:
    /// A cut-off names the moves it skips, or counts them when reordering put them elsewhere,
    /// and the count is the recorder's, on prebuilt and grown trees alike.
    void cutOffNarrationCountsTheSkippedMoves()
    {
        const GameTree tree = Catalogue::findPreset("ttt-transpositions")->build();
        for (bool table : {false, true}) {
            SearchOptions options{Algorithm::AlphaBeta, false};
            options.enhancements.table = table;
            options.enhancements.order = 1; // the game's centre-first order
            const Trace trace = Search::run(tree, options);
            Replay replay(tree, trace);
            int cutoffs = 0;
            for (std::size_t step = 1; step <= trace.steps(); ++step) {
                const Event& e = trace.events[step - 1];
                if (e.kind != EventKind::Cutoff)
                    continue;
                replay.seek(step);
                const std::string text = Narrator::describe(replay);
                const std::size_t from = text.find("Skip ") + 5;
                const std::string skipped = text.substr(from, text.find(" (", from) - from);
                const std::uint16_t moves = EventFields::cut(e).skippedMoves;
                const std::string count = std::to_string(moves);
                const bool counted = skipped == count + (moves == 1 ? " move" : " moves");
                const auto names = 1 + std::count(skipped.begin(), skipped.end(), ',')
                    + (skipped.find(" and ") != std::string::npos ? 1 : 0);
                QVERIFY2(counted || names == moves, text.c_str());
                ++cutoffs;
            }
            QVERIFY(cutoffs > 0);
        }
    }

    void practiceQuizOnTheTextbookTree()
    {
        const GameTree tree = presetTree("textbook");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        const PracticeQuiz quiz(tree, trace);
        using Kind = PracticeQuiz::Question::Kind;
        QStringList asked;
        for (const auto& q : quiz.questions()) {
            asked << QString("%1 %2 %3 %4")
                         .arg(q.step)
                         .arg(q.kind == Kind::CutOff           ? "cut?"
                                 : q.kind == Kind::ReturnValue ? "returns?"
                                                               : "unread?")
                         .arg(QString::fromStdString(Narrator::nodeName(tree, q.node)))
                         .arg(q.answer);
        }
        QCOMPARE(asked,
            QStringList({"0 unread? the root 2", "0 returns? the root 3", "1 returns? A 3", "6 cut? A 0", "8 cut? A 0",
                "13 cut? the root 0", "13 returns? B 2", "18 cut? B 1", "20 cut? the root 0", "20 returns? C 2",
                "25 cut? C 0", "29 cut? C 0"}));
        QCOMPARE(quiz.prompt(quiz.questions()[6]),
            std::string("The search enters B with α = 3 and β = +∞. What will B return?"));
        QCOMPARE(quiz.prompt(quiz.questions()[7]), std::string("Does the search cut off at B now, or go on to B/2?"));
        // The answer names the bounds that decide it.
        QCOMPARE(quiz.answerText(quiz.questions()[7]),
            std::string("The search cuts off at B: there α = 3 ≥ β = 2, so no further move can change the result."));
        QCOMPARE(quiz.answerText(quiz.questions()[3]),
            std::string("The search goes on to A/2: at A α = −∞ < β = 3, so the next move can still matter."));
        QCOMPARE(quiz.answerText(quiz.questions()[1]), std::string("The root returns 3."));
        QVERIFY(PracticeQuiz::isRight(quiz.questions()[6], 2));
        QVERIFY(!PracticeQuiz::isRight(quiz.questions()[6], 4));
        // Which leaves are never read: B/2 and B/3, ids 8 and 9.
        QCOMPARE(quiz.unreadLeaves(), std::vector<NodeId>({8, 9}));
        QCOMPARE(quiz.answerText(quiz.questions()[0]), std::string("The search never reads B/2 and B/3."));
        QVERIFY(quiz.marksRight({9, 8}));
        QVERIFY(!quiz.marksRight({8}));
        QCOMPARE(quiz.marksMistakes({8, 9}), std::string());
        QCOMPARE(quiz.marksMistakes({4, 8}), std::string("A/1 is read; B/3 is not."));
        QCOMPARE(quiz.marksMistakes({4, 5, 8, 9}), std::string("A/1 and A/2 are read."));
        QCOMPARE(quiz.questionsAt(0).size(), std::size_t(2));
        QCOMPARE(quiz.questionsAt(0)[0].kind, Kind::UnreadLeaves); // before anything else
        QCOMPARE(quiz.questionsAt(13).size(), std::size_t(2));
        QCOMPARE(quiz.questionsAt(13)[0].kind, Kind::CutOff); // the decision comes before the new move
        QVERIFY(quiz.questionsAt(14).empty());
        QCOMPARE(quiz.nextQuestionStep(1, 100), std::optional<std::size_t>(6));
        QCOMPARE(quiz.nextQuestionStep(13, 17), std::nullopt);
        QCOMPARE(quiz.nextQuestionStep(29, trace.events.size()), std::nullopt);
        // Negamax asks for the value from the side to move.
        const Trace negamax = Search::run(tree, {Algorithm::Negamax, false});
        const PracticeQuiz negamaxQuiz(tree, negamax);
        QCOMPARE(negamaxQuiz.questions()[1].answer, Value(-3));
        QVERIFY(negamaxQuiz.prompt(negamaxQuiz.questions()[1]).ends_with("scored for MIN, who moves there?"));
        // Minimax reads every leaf, so it does not ask.
        const PracticeQuiz minimaxQuiz(tree, Search::run(tree, {Algorithm::Minimax, false}));
        QCOMPARE(minimaxQuiz.questions()[0].kind, Kind::ReturnValue);
        QVERIFY(minimaxQuiz.unreadLeaves().empty());
    }

    void practiceAnswersComeFromTheSearch()
    {
        // Every question is answerable from what is on screen when it is asked, and its
        // answer is what the search then does.
        for (int i = 0; i < 300; ++i) {
            const GameTree tree = buildRandomTree(randomSpec(i));
            for (Algorithm algorithm : algorithmsOf(SearchFamily::Minimax)) {
                for (bool failHard : {false, true}) {
                    const Trace trace = Search::run(tree, {algorithm, failHard});
                    const PracticeQuiz quiz(tree, trace);
                    Replay replay(tree, trace);
                    Replay end(tree, trace);
                    end.seek(trace.events.size());
                    std::size_t previousStep = 0;
                    for (const auto& q : quiz.questions()) {
                        const QString where = QString("tree %1, %2, step %3")
                                                  .arg(i)
                                                  .arg(QString::fromUtf8(algorithmName(algorithm).data()))
                                                  .arg(q.step);
                        QVERIFY2(q.step >= previousStep, qPrintable(where));
                        previousStep = q.step;
                        replay.seek(q.step);
                        if (q.kind == PracticeQuiz::Question::Kind::UnreadLeaves) {
                            QVERIFY2(q.step == 0 && usesWindow(algorithm), qPrintable(where));
                            std::vector<NodeId> pruned;
                            for (NodeId n = 0; n < tree.size(); ++n) {
                                if (tree.isLeaf(n) && end.status(n) == NodeStatus::Pruned)
                                    pruned.push_back(n);
                            }
                            QVERIFY2(quiz.marksRight(pruned), qPrintable(where));
                            QVERIFY2(q.answer == Value(pruned.size()), qPrintable(where));
                        } else if (q.kind == PracticeQuiz::Question::Kind::ReturnValue) {
                            QVERIFY2(replay.status(q.node) == NodeStatus::Unvisited, qPrintable(where));
                            QVERIFY2(q.answer == end.value(q.node), qPrintable(where));
                            if (algorithm == Algorithm::Minimax)
                                QVERIFY2(q.answer == referenceMinimax(tree, q.node), qPrintable(where));
                        } else {
                            QVERIFY2(usesWindow(algorithm), qPrintable(where));
                            QVERIFY2(replay.path().back() == q.node, qPrintable(where));
                            const bool cuts = replay.alpha(q.node) >= replay.beta(q.node);
                            QVERIFY2(q.answer == Value(cuts), qPrintable(where));
                            QVERIFY2(cuts == (trace.events[q.step].kind == EventKind::Cutoff), qPrintable(where));
                        }
                    }
                }
            }
        }
    }

    /// Best move first, alpha-beta searches exactly Knuth and Moore's minimal tree: the nodes
    /// it visits are the typed ones, each CUT node searches one move and each ALL node all.
    void knuthMooreTypesAreTheMinimalTree()
    {
        const GameTree tree = presetTree("best-first");
        const std::vector<NodeType> types = knuthMooreTypes(tree);
        QCOMPARE(types[0], NodeType::Pv);
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        replay.seek(trace.steps());
        for (NodeId n = 0; n < tree.size(); ++n) {
            const bool visited = replay.status(n) == NodeStatus::Done;
            QCOMPARE(visited, types[n] != NodeType::None);
            std::uint32_t searched = 0;
            for (NodeId child : tree.children(n))
                searched += replay.status(child) == NodeStatus::Done ? 1 : 0;
            if (types[n] == NodeType::Cut && !tree.isLeaf(n))
                QCOMPARE(searched, 1u);
            if (types[n] == NodeType::All)
                QCOMPARE(searched, tree.childCount(n));
        }
        // Worst first, the search strays from it: some CUT node searches more than one move.
        const GameTree worst = presetTree("worst-first");
        const std::vector<NodeType> worstTypes = knuthMooreTypes(worst);
        const Trace worstTrace = Search::run(worst, {Algorithm::AlphaBeta, false});
        Replay worstReplay(worst, worstTrace);
        worstReplay.seek(worstTrace.steps());
        bool strays = false;
        for (NodeId n = 0; n < worst.size(); ++n)
            strays = strays || (worstTypes[n] == NodeType::None && worstReplay.status(n) == NodeStatus::Done);
        QVERIFY(strays);
        QCOMPARE(std::string(nodeTypeName(NodeType::All)), std::string("ALL"));
    }

    /// Every built-in lesson's stops lie inside its run, in order, and each figure in a caption
    /// is the run's own at that stop, read here from a separate replay.
    /// Every search of the registry tells every step of a run in a sentence, and shows where
    /// each node is entered and each of its landmarks (cut-offs, iterations) on a line of its
    /// listing.
    void everySearchOfTheRegistryIsNarrated()
    {
        for (const AlgorithmEntry& entry : kAlgorithms) {
            const SearchFamilyEntry& family = familyEntry(entry.algorithm);
            const GameTree tree = presetTree(presetReadBy(entry.algorithm));
            SearchOptions options;
            options.algorithm = entry.algorithm;
            const Trace trace = Search::run(tree, options);
            const GameTree& searched = trace.searchedTree(tree);
            Replay replay(searched, trace);
            for (std::size_t step = 0; step <= trace.steps(); ++step) {
                replay.seek(step);
                const std::string where = std::string(entry.name) + " at step " + std::to_string(step);
                QVERIFY2(!Narrator::message(replay).empty(), where.c_str());
                const Event* event = replay.currentEvent();
                if (event && (event->kind == EventKind::Enter || event->kind == family.landmark))
                    QVERIFY2(Pseudocode::lineFor(options, searched, event) >= 0, where.c_str());
            }
        }
    }

    /// Each content's presets are trees of its game (or of their own), every name is unique, the
    /// catalogue holds every content's presets and lessons once, in the order a course takes.
    void theCatalogueJoinsEveryContent()
    {
        std::set<std::string_view> presetNames;
        std::set<std::string_view> lessonNames;
        for (const Content* content : Catalogue::contents()) {
            for (const Preset& preset : content->presets) {
                QVERIFY2(presetNames.insert(preset.name).second, preset.name.data());
                QCOMPARE(GameRegistry::of(preset.build()), preset.game);
                QCOMPARE(Catalogue::findPreset(preset.name),
                    &*std::ranges::find(Catalogue::presets(), preset.name, &Preset::name));
            }
            for (const lessons::Definition& lesson : content->lessons) {
                QVERIFY2(lessonNames.insert(lesson.name).second, lesson.name.data());
                QVERIFY2(Catalogue::findPreset(lesson.preset), lesson.name.data());
            }
        }
        QCOMPARE(Catalogue::presets().size(), presetNames.size());
        QCOMPARE(Catalogue::lessons().size(), lessonNames.size());
        // The web page's five demos open the lessons, tic-tac-toe's block among them.
        std::vector<std::string_view> firstFive;
        for (const lessons::Definition& lesson : Catalogue::lessons().first(5))
            firstFive.push_back(lesson.name);
        QCOMPARE(firstFive,
            (std::vector<std::string_view>{"minimax", "alphabeta", "best-first", "worst-first", "ttt-block"}));
        QCOMPARE(Catalogue::presets()[3].name, std::string_view("ttt-block"));
        QVERIFY(Catalogue::findPreset("nonsense") == nullptr && Catalogue::findLesson("nonsense") == nullptr);
    }

    void builtInLessonsMatchTheirRuns()
    {
        QVERIFY(BuiltInLessons::list().size() >= 7);
        for (const auto& entry : BuiltInLessons::list()) {
            const auto outline = BuiltInLessons::outline(entry.name);
            QVERIFY(outline);
            const GameTree given = presetTree(QString::fromStdString(outline->presetName));
            // Its search is named through the registry (algorithmNamed), and takes its tree.
            QVERIFY2(Search::problem(given, outline->options).empty(), entry.name.data());
            const Trace trace = Search::run(given, outline->options);
            // A game's search to a horizon grows its own tree: the events name its nodes.
            const GameTree& tree = trace.searchedTree(given);
            const auto lesson = BuiltInLessons::make(entry.name, tree, trace);
            QVERIFY2(lesson, entry.name.data());
            QVERIFY(lesson->stops.size() >= 3);
            Replay replay(tree, trace);
            std::size_t previous = 0;
            for (const LessonStop& stop : lesson->stops) {
                QVERIFY(stop.step >= previous && stop.step <= trace.steps());
                previous = stop.step;
                replay.seek(stop.step);
                const std::string filled = fillCaption(stop.caption, replay);
                QVERIFY2(
                    filled.find('{') == std::string::npos && filled.find('?') == std::string::npos, filled.c_str());
                // Each figure, worked out again: the caption says what the tree shows.
                const QRegularExpression figure("\\{(alpha|beta|value|visits|mean) ([^}]+)\\}|\\{(visited|pruned|"
                                                "leaves|cutoffs|iterations|quiescence)\\}");
                QString rest = QString::fromStdString(stop.caption);
                for (auto match = figure.globalMatch(rest); match.hasNext();) {
                    const auto m = match.next();
                    QString expected;
                    if (!m.captured(3).isEmpty()) {
                        const QString what = m.captured(3);
                        expected = QLocale(QLocale::English)
                                       .toString(what == "visited"    ? replay.visited()
                                               : what == "pruned"     ? replay.pruned()
                                               : what == "leaves"     ? replay.leavesEvaluated()
                                               : what == "iterations" ? replay.iterations()
                                               : what == "quiescence" ? replay.quiescenceNodes()
                                                                      : replay.cutoffs());
                    } else {
                        NodeId node = kNoNode;
                        for (NodeId n = 0; n < tree.size(); ++n) {
                            if (QString::fromStdString(tree.path(n)) == m.captured(2))
                                node = n;
                        }
                        QVERIFY2(node != kNoNode, qPrintable(m.captured(2)));
                        const QString what = m.captured(1);
                        if (what == "visits" || what == "mean") {
                            // Monte Carlo tree search's: "1,234" visits, a mean reward "0.61".
                            expected = what == "visits" ? QLocale(QLocale::English).toString(replay.visits(node))
                                                        : QString::number(replay.meanReward(node), 'f', 2);
                            rest.replace(m.captured(0), expected);
                            continue;
                        }
                        // In the run's units: a chance tree's values are exact fractions.
                        expected = QString::fromStdString(trace.chance.exactText(what == "alpha" ? replay.alpha(node)
                                : what == "beta"                                                 ? replay.beta(node)
                                                                                                 : replay.value(node)));
                    }
                    // An infinite figure is a bound not yet found: a caption that quotes one
                    // speaks of what the run has not done yet.
                    QVERIFY2(!expected.contains(QChar(0x221E)),
                        qPrintable(QString("%1 stop at step %2: %3 is %4")
                                       .arg(entry.name.data())
                                       .arg(stop.step)
                                       .arg(m.captured(0), expected)));
                    rest.replace(m.captured(0), expected);
                }
                QCOMPARE(QString::fromStdString(filled), rest);
            }
        }
        QVERIFY(!BuiltInLessons::outline("nope"));
        QVERIFY(
            QString::fromStdString(BuiltInLessons::outline("nope").error().message.english()).contains("alphabeta"));
    }

    void lessonStopsAndCaptions()
    {
        Lesson lesson;
        lesson.stops = {{3, "a", {}}, {10, "b", {}}, {10, "c", {}}, {20, "d", {}}};
        QCOMPARE(lesson.stopAtOrBefore(2), std::optional<std::size_t>());
        QCOMPARE(lesson.stopAtOrBefore(3), std::optional<std::size_t>(0));
        QCOMPARE(lesson.stopAtOrBefore(15), std::optional<std::size_t>(2));
        QCOMPARE(lesson.stopAfter(3), std::optional<std::size_t>(1));
        QCOMPARE(lesson.stopAfter(20), std::optional<std::size_t>());
        QCOMPARE(lesson.stopBefore(10), std::optional<std::size_t>(0));
        QCOMPARE(lesson.stopBefore(3), std::optional<std::size_t>());
        const GameTree tree = presetTree("textbook");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        replay.seek(19); // the cut-off at B
        QCOMPARE(fillCaption("α = {alpha B} ≥ β = {beta B}; {visited} seen, {x} {value C} {alpha Q}", replay),
            std::string("α = 3 ≥ β = 2; 7 seen, {x} ? {alpha Q}"));
    }

    /// Forward pruning beside the exact search says what the guesses cost: for each preset on
    /// a guess, the exact search's move and what became of it; where the guess keeps every move,
    /// that it lost nothing.
    void forwardPruningSaysWhatItMissed_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("algorithm");
        QTest::addColumn<int>("depth");
        QTest::addColumn<int>("beam");
        QTest::addColumn<bool>("lmr");
        QTest::addColumn<int>("nullMove");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("beam") << "beam"
                              << "alphabeta" << 2 << 2 << false << 0
                              << "The exact search plays A for 7; with beam 2 the search plays C for 3. What was "
                                 "missed: the beam dropped A unsearched.";
        QTest::newRow("late moves")
            << "lmr"
            << "alphabeta" << 2 << 0 << true << 0
            << "The exact search plays E for 8; with late move reductions the search plays D for 6. What was missed: "
               "E was searched a move shallower and never again in full.";
        QTest::newRow("zugzwang") << "c4-zugzwang"
                                  << "negamax-alphabeta" << 5 << 0 << false << 1
                                  << "The exact search plays 4 for 1001; with null move R = 1 the search plays 2 for "
                                     "0. What was missed: after 4 a pass looked good enough for the opponent, and a "
                                     "null move cut it.";
        QTest::newRow("a beam as wide as the moves")
            << "lmr"
            << "alphabeta" << 2 << 5 << false << 0
            << "With beam 5 the search found no move to guess at here (no position had moves to leave out, late "
               "moves to reduce or a pass to try), so it searched exactly as the exact search.";
        QTest::newRow("reductions that cost nothing")
            << "c4-trap"
            << "negamax-alphabeta" << 4 << 0 << true << 0
            << "With late move reductions the search plays 5 for 1, as the exact search does, entering 571 nodes "
               "against 674: here the guess lost nothing.";
    }

    void forwardPruningSaysWhatItMissed()
    {
        QFETCH(QString, preset);
        QFETCH(QString, algorithm);
        QFETCH(int, depth);
        QFETCH(int, beam);
        QFETCH(bool, lmr);
        QFETCH(int, nullMove);
        QFETCH(QString, verdict);
        const auto tree = std::make_shared<const GameTree>(presetTree(preset));
        SearchOptions options{*algorithmFromName(algorithm.toStdString()), false, {}};
        options.enhancements.depth = std::uint32_t(depth);
        options.enhancements.beam = std::uint32_t(beam);
        options.enhancements.lmr = lmr;
        options.enhancements.nullMove = std::uint32_t(nullMove);
        const auto runs = comparedRuns(Comparison::ForwardPruning, tree, "Tree", options);
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0].options.enhancements, withoutForwardPruning(options.enhancements));
        QCOMPARE(runs[1].options, options);
        const Trace exact = Search::run(*tree, runs[0].options);
        const Trace guessed = Search::run(*tree, runs[1].options);
        const GameTree& exactTree = exact.grownTree ? *exact.grownTree : *tree;
        const GameTree& guessedTree = guessed.grownTree ? *guessed.grownTree : *tree;
        QCOMPARE(
            QString::fromStdString(forwardPruningVerdict(exactTree, exact, guessedTree, guessed).english()), verdict);
    }

    /// Without guesses of its own the search is compared with each guess the tree takes, at the
    /// tree's height: a tree of text without passing has no null move.
    void forwardPruningOffersEveryGuessTheTreeTakes()
    {
        const auto tree = std::make_shared<const GameTree>(presetTree("lmr"));
        const auto runs = comparedRuns(Comparison::ForwardPruning, tree, "Tree", {Algorithm::AlphaBeta, false});
        QCOMPARE(runs.size(), std::size_t(3));
        QCOMPARE(runs[0].options.enhancements.depth, 2u);
        QVERIFY(!prunesForward(runs[0].options.enhancements));
        QCOMPARE(runs[1].options.enhancements.beam, 2u);
        QVERIFY(runs[2].options.enhancements.lmr);
    }

    /// Max^n beside paranoid search: on a tree of several players, that tree; on any other, the
    /// kingmaker, where they choose differently.
    void maxnIsComparedWithParanoid()
    {
        const auto sticks = std::make_shared<const GameTree>(presetTree("sticks"));
        const auto runs = comparedRuns(Comparison::MaxnVersusParanoid, sticks, "Sticks", {Algorithm::AlphaBeta, false});
        QCOMPARE(runs.size(), std::size_t(2));
        QCOMPARE(runs[0].tree, sticks);
        QCOMPARE(runs[0].options.algorithm, algorithmNamed("maxn"));
        QCOMPARE(runs[1].options.algorithm, algorithmNamed("paranoid"));
        const auto plain = std::make_shared<const GameTree>(presetTree("textbook"));
        const auto kingmaker = comparedRuns(Comparison::MaxnVersusParanoid, plain, "Textbook", {});
        QVERIFY(kingmaker[0].tree->scoresEachPlayer());
        QCOMPARE(Search::run(*kingmaker[0].tree, kingmaker[0].options).result.bestMoveLabel(*kingmaker[0].tree),
            std::string_view("A"));
        QCOMPARE(Search::run(*kingmaker[1].tree, kingmaker[1].options).result.bestMoveLabel(*kingmaker[1].tree),
            std::string_view("B"));
        QVERIFY2(kingmaker[0].title.english().starts_with("Three players: the kingmaker · Max^n"),
            kingmaker[0].title.english().c_str());
    }

    void comparisonsHaveOneNameTable()
    {
        for (const ComparisonName& entry : kComparisons)
            QCOMPARE(comparisonFromName(entry.name), std::optional(entry.comparison));
        QCOMPARE(comparisonFromName("nonsense"), std::nullopt);
        QCOMPARE(comparisonNames(),
            std::string(
                "orderings, minimax, fail-hard, this-tree, enhancements, exploration, mcts, forward-pruning, maxn"));
        const auto tree = std::make_shared<const GameTree>(presetTree("textbook"));
        // Every run says what it runs, fail-hard included.
        const auto orderings = comparedRuns(Comparison::MixedOrderings, tree, "Textbook", {Algorithm::AlphaBeta, true});
        QCOMPARE(orderings.size(), std::size_t(3));
        for (const ComparedRun& run : orderings) {
            QVERIFY2(run.title.english().ends_with("Alpha-beta, fail-hard"), run.title.english().c_str());
            QVERIFY(run.options.failHard);
        }
        const auto versus = comparedRuns(Comparison::MinimaxVersusAlphaBeta, tree, "Textbook", {Algorithm::Negamax});
        QCOMPARE(versus[0].title.english(), std::string("Textbook · Minimax"));
        QCOMPARE(versus[1].title.english(), std::string("Textbook · Negamax alpha-beta, fail-soft"));
        QCOMPARE(versus[0].tree.get(), tree.get()); // the tree on screen is shared, not copied
        const auto hard = comparedRuns(Comparison::FailSoftVersusFailHard, tree, "T", {});
        QVERIFY(!hard[0].options.failHard && hard[1].options.failHard);
        // The enhancements the tree can take, each run named by them: a tree without
        // evaluations has no iterative deepening, tic-tac-toe adds centre-first order.
        SearchOptions withTable{Algorithm::AlphaBeta, false, {}};
        withTable.enhancements.table = true;
        QVERIFY(comparedRuns(Comparison::MinimaxVersusAlphaBeta, tree, "T", withTable)[1].options.enhancements
            == Enhancements{});
        const auto enhanced = comparedRuns(Comparison::EnhancementsOfThisTree, tree, "T", withTable);
        QCOMPARE(enhanced.size(), std::size_t(4));
        QCOMPARE(enhanced[1].title.english(), std::string("T · Alpha-beta, fail-soft, table"));
        const auto game = std::make_shared<const GameTree>(presetTree("ttt-transpositions"));
        const auto ticTacToe = comparedRuns(Comparison::EnhancementsOfThisTree, game, "T", {});
        QCOMPARE(ticTacToe.size(), std::size_t(6));
        QVERIFY(ticTacToe.back().title.english().ends_with("centre first, table, iterative"));
    }

    void countsAreWrittenForPeople()
    {
        QCOMPARE(grouped(0), std::string("0"));
        QCOMPARE(grouped(999), std::string("999"));
        QCOMPARE(grouped(549'946), std::string("549,946"));
        QCOMPARE(grouped(1'460'117), std::string("1,460,117"));
        QCOMPARE(counted(1, "node", "nodes"), std::string("1 node"));
        QCOMPARE(counted(1, "cut-off", "cut-offs"), std::string("1 cut-off"));
        QCOMPARE(counted(2, "leaf", "leaves"), std::string("2 leaves"));
        QCOMPARE(formatValue(-3), std::string("−3")); // the minus sign of −∞
        QCOMPARE(formatValue(-3, true), std::string("-3"));
    }

    // --- what the scene reads of a node at a step ----------------------------------------
    /// Best first, alpha-beta searches the minimal tree and every node does as its type says;
    /// worst first, the CUT node A searches both its moves and nodes beyond the minimal tree
    /// are searched.
    void nodeTypeVerdictsSayWhereTheSearchStrays()
    {
        for (const char* name : {"best-first", "worst-first"}) {
            const GameTree tree = presetTree(name);
            const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
            Replay replay(tree, trace);
            replay.seek(replay.stepCount());
            const std::vector<NodeType> types = knuthMooreTypes(tree);
            int strays = 0;
            for (NodeId n = 0; n < tree.size(); ++n)
                strays += nodeTypeVerdict(types[n], replay, n).kind != NodeTypeVerdict::Kind::AsTyped;
            QCOMPARE(strays == 0, std::string(name) == "best-first");
        }
        const GameTree tree = presetTree("worst-first");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        replay.seek(replay.stepCount());
        const NodeTypeVerdict a = nodeTypeVerdict(knuthMooreTypes(tree)[2], replay, 2);
        QCOMPARE(a.type, NodeType::Cut);
        QCOMPARE(a.kind, NodeTypeVerdict::Kind::CutSearchedMore);
        QCOMPARE(a.searched, 2u);
        replay.seek(0);
        QCOMPARE(nodeTypeVerdict(NodeType::Cut, replay, 2).kind, NodeTypeVerdict::Kind::AsTyped);
    }

    /// A leaf shows, faded, the score the search will read there until it does: from MAX's
    /// side, or for negamax from the side to move; none for inner nodes or once read.
    void pendingScoresAreWhatTheSearchWillRead()
    {
        const GameTree tree = presetTree("mixed"); // its leaves lie three moves down: MIN to move
        NodeId minLeaf = kNoNode;
        for (NodeId n = 0; n < tree.size() && minLeaf == kNoNode; ++n)
            minLeaf = tree.isLeaf(n) && tree.player(n) == Player::Min && tree.leafValue(n) != 0 ? n : kNoNode;
        QVERIFY(minLeaf != kNoNode);
        for (const Algorithm algorithm : {Algorithm::AlphaBeta, Algorithm::NegamaxAlphaBeta}) {
            const Trace trace = Search::run(tree, {algorithm, false});
            Replay replay(tree, trace);
            const Value expected = isNegamax(algorithm) ? -tree.leafValue(minLeaf) : tree.leafValue(minLeaf);
            QCOMPARE(pendingScore(replay, minLeaf), expected);
            QCOMPARE(pendingScore(replay, GameTree::root()), kNoValue);
            QVERIFY(!isBeyondHorizon(replay, minLeaf));
            replay.seek(replay.stepCount());
            for (NodeId n = 0; n < tree.size(); ++n) {
                const bool ahead = tree.isLeaf(n) && replay.value(n) == kNoValue;
                QCOMPARE(pendingScore(replay, n), ahead ? Search::leafScore(tree, n, algorithm) : kNoValue);
            }
        }
    }

    /// Below the horizon of a depth-limited search no score is shown ahead: the search
    /// evaluates the node on the horizon instead.
    void noPendingScoreBeyondTheHorizon()
    {
        const GameTree tree = presetTree("horizon");
        SearchOptions options{Algorithm::NegamaxAlphaBeta, false};
        options.enhancements.depth = 2;
        const Trace trace = Search::run(tree, options);
        Replay replay(tree, trace);
        replay.seek(1);
        QCOMPARE(replay.horizon(), 2u);
        int beyond = 0;
        for (NodeId n = 0; n < tree.size(); ++n) {
            QCOMPARE(isBeyondHorizon(replay, n), tree.depth(n) > 2);
            if (isBeyondHorizon(replay, n)) {
                ++beyond;
                QCOMPARE(pendingScore(replay, n), kNoValue);
            }
        }
        QVERIFY(beyond > 0);
    }
};

QTEST_APPLESS_MAIN(TeachingTest)
#include "tst_teaching.moc"
