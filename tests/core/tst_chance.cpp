// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of chance nodes: their tree text, expectiminimax and Star1 against a plain exact-fraction
// oracle, the replay of their traces, and the words that show their values.
#include "core/content/Catalogue.h"
#include "core/io/TraceExport.h"
#include "core/io/TreeFile.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"
#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/SearchRun.h"
#include "core/search/chance/ChanceWords.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/PracticeQuiz.h"
#include "core/teaching/Pseudocode.h"
#include "core/tree/EditableTree.h"
#include "core/tree/MoveOrdering.h"
#include "tests/support/ReferenceChance.h"
#include "tests/support/ReferenceChanceTrace.h"
#include "tests/support/ReplaySnapshot.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

namespace {

const char* const kAima = "(a1: {0.9: 2, 0.1: 3}, a2: {0.9: 1, 0.1: 4})";
const char* const kAimaRelabelled = "(a1: {0.9: 20, 0.1: 30}, a2: {0.9: 1, 0.1: 400})";
/// a is worth 5; b's first outcome, 0, leaves at most 0 + 0.4 × 9 = 3.6.
const char* const kStar1Cuts = "(a: {0.5: 4, 0.5: 6}, b: {0.6: 0, 0.4: 9})";

Trace searched(const GameTree& tree, Algorithm algorithm)
{
    SearchOptions options{algorithm, false};
    const std::string problem = Search::problem(tree, options).english();
    if (!problem.empty())
        qFatal("refused: %s", problem.c_str());
    return Search::run(tree, options);
}

/// The value of @p trace as an exact fraction.
ReferenceFraction valueOf(const Trace& trace)
{
    return ReferenceFraction::of(trace.result.value, trace.chance.denominator);
}

bool sameEvent(const Event& a, const Event& b)
{
    return a == b;
}

/// A random tree with chance nodes at every other level; every third one under a chance root.
GameTree randomChanceTree(std::uint64_t seed)
{
    RandomTreeSpec spec;
    spec.seed = seed;
    spec.minBranching = 1 + seed % 2;
    spec.maxBranching = 3;
    spec.depth = 1 + std::uint32_t(seed % 5);
    spec.chance = true;
    const GameTree tree = buildRandomTree(spec);
    if (seed % 3 != 0)
        return tree;
    spec.seed = seed * 7919;
    const std::string text = "{2/3: " + toTreeText(tree) + ", 1/3 other: " + toTreeText(buildRandomTree(spec)) + "}";
    return parsed(text.c_str());
}

} // namespace

class ChanceTest : public QObject {
    Q_OBJECT

private slots:
    void chanceTextIsReadAndWrittenBack()
    {
        const GameTree tree = parsed(kAima);
        QVERIFY(tree.hasChance());
        QCOMPARE(tree.player(0), Player::Max);
        QCOMPARE(tree.player(1), Player::Chance);
        // A throw is no turn: after MAX's move and the die, MIN moves.
        QCOMPARE(tree.player(3), Player::Min);
        QCOMPARE(tree.probability(3), (Probability{9, 10}));
        QCOMPARE(toTreeText(tree), std::string("(a1:{0.9: 2, 0.1: 3}, a2:{0.9: 1, 0.1: 4})"));
        for (const char* text : {"{1/6 one: (1, 2), 5/6 other: {0.5: 3, 0.5: 4}}", "{1: 7}",
                 "(A:{0.25: 1, 0.75: (2, {1/3: 5, 2/3: 6})}, B:3)", "{0.5 six:(1, 2)[4], 0.5: 3}"}) {
            const GameTree once = parsed(text);
            QCOMPARE(toTreeText(parsed(toTreeText(once).c_str())), toTreeText(once));
        }
        const GameTree root = parsed("{1/6 six: (1, 2), 5/6: (3, 4)}");
        QCOMPARE(root.player(0), Player::Chance);
        QCOMPARE(root.player(1), Player::Max); // the root's side moves after the throw
        QCOMPARE(root.player(3), Player::Min);
        QCOMPARE(root.label(1), std::string_view("six"));
        QCOMPARE(toTreeText(root), std::string("{1/6 six: (1, 2), 5/6: (3, 4)}"));
    }

    void editsKeepChanceNodes()
    {
        const GameTree tree = parsed("(a1: {0.9: 2, 0.1 six: 3}, a2: {1/3: 1, 2/3: 4})");
        EditableTree edit(tree);
        edit.setValue(3, 5);
        const GameTree revalued = edit.build();
        QCOMPARE(toTreeText(revalued), std::string("(a1:{0.9: 5, 0.1 six: 3}, a2:{1/3: 1, 2/3: 4})"));
        // A new outcome is as likely as the others were on average; the rest make room for it.
        edit.addChild(2, 7);
        QCOMPARE(toTreeText(edit.build()), std::string("(a1:{0.9: 5, 0.1 six: 3}, a2:{0.25: 1, 0.5: 4, 0.25: 7})"));
        edit.remove(3);
        QCOMPARE(toTreeText(edit.build()), std::string("(a1:{1 six: 3}, a2:{0.25: 1, 0.5: 4, 0.25: 7})"));
    }

    /// A move into a throw is ranked by the throw's expectation, not by its worst outcome; the
    /// outcomes themselves keep their order, as nobody chooses among them.
    void reorderingRanksThrowsByTheirExpectation()
    {
        // a: 5 on average, its worst 0; b: 3.5 on average, its worst 3.
        const GameTree tree = parsed("(b: {0.5: 4, 0.5: 3}, a: {0.5: 0, 0.5: 10})");
        QCOMPARE(toTreeText(reorderMoves(tree, MoveOrder::BestFirst)),
            std::string("(a:{0.5: 0, 0.5: 10}, b:{0.5: 4, 0.5: 3})"));
        QCOMPARE(toTreeText(reorderMoves(tree, MoveOrder::WorstFirst)),
            std::string("(b:{0.5: 4, 0.5: 3}, a:{0.5: 0, 0.5: 10})"));
        const std::vector<double> expected = expectedValues(tree);
        QCOMPARE(expected[0], 5.0);
        QCOMPARE(expected[1], 3.5);
    }

    void filesKeepChanceNodes()
    {
        const TreeDocument document{
            std::make_shared<const GameTree>(parsed("{1/6 six: (a: 1, b: {0.5: 2, 0.5: 3}), 5/6: 4}")), "dice", ""};
        const std::string file = TreeFile::write(document);
        QCOMPARE(TreeFile::readBackProblem(document, file).english(), std::string());
        const auto read = TreeFile::read(file);
        QVERIFY(read);
        QCOMPARE(toTreeText(*read->tree), toTreeText(*document.tree));
        QCOMPARE(read->tree->player(0), Player::Chance);
        QCOMPARE(read->tree->probability(1), (Probability{1, 6}));
    }

    void probabilitiesWithinToleranceAreMadeExact()
    {
        // 1/3 + 1/3 + 0.333333333 is within 1e-9 of 1: the last outcome takes exactly what is left.
        const GameTree tree = parsed("{1/3: 1, 1/3: 2, 0.333333333: 3}");
        QCOMPARE(tree.probability(3), (Probability{1, 3}));
        const GameTree thirds = parsed("{1/3: 1, 1/3: 2, 1/3: 3}");
        QCOMPARE(valueOf(searched(thirds, Algorithm::Expectiminimax)), ReferenceFraction::of(2, 1));
    }

    void aimaExampleGivesTheTextbookValues_data()
    {
        QTest::addColumn<int>("algorithm");
        QTest::newRow("expectiminimax") << int(Algorithm::Expectiminimax);
        QTest::newRow("star1") << int(Algorithm::Star1);
    }

    void aimaExampleGivesTheTextbookValues()
    {
        QFETCH(int, algorithm);
        const GameTree tree = parsed(kAima);
        const Trace trace = searched(tree, Algorithm(algorithm));
        QCOMPARE(valueOf(trace), ReferenceFraction::of(21, 10));
        QCOMPARE(trace.result.bestMoveLabel(tree), std::string_view("a1"));
        QCOMPARE(trace.chance.exactText(trace.result.value), std::string("2.1"));
        // The same order of leaves, other numbers: a2 wins, so an evaluation must be linear.
        const GameTree relabelled = parsed(kAimaRelabelled);
        const Trace again = searched(relabelled, Algorithm(algorithm));
        QCOMPARE(valueOf(again), ReferenceFraction::of(409, 10));
        QCOMPARE(again.result.bestMoveLabel(relabelled), std::string_view("a2"));
    }

    /// The one search routine searches a tree written out with its chance nodes as a game of
    /// dice: event for event as a separate routine that walks the tree itself.
    void theSearchRoutineTakesTheReferencesSteps()
    {
        for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
            const GameTree tree = randomChanceTree(seed);
            for (Algorithm algorithm : algorithmsOf(SearchFamily::Chance)) {
                SearchOptions options{algorithm, false};
                if (algorithm == Algorithm::Star1 && seed % 4 == 0) {
                    options.lowBound = -12; // wider than the leaves: prunes less
                    options.highBound = 15;
                }
                const QString where = QString("seed %1, %2").arg(seed).arg(algorithmName(algorithm).data());
                const Trace trace = Search::run(tree, options);
                const Trace expected = ReferenceChanceTrace::run(tree, options, true);
                QVERIFY2(trace.events.size() == expected.events.size(), qPrintable(where));
                for (std::size_t i = 0; i < trace.events.size(); ++i)
                    QVERIFY2(sameEvent(trace.events[i], expected.events[i]),
                        qPrintable(where + ", step " + QString::number(i)));
                QCOMPARE(trace.result.value, expected.result.value);
                QCOMPARE(trace.result.bestMove, expected.result.bestMove);
                QCOMPARE(trace.result.visited, expected.result.visited);
                QCOMPARE(trace.result.pruned, expected.result.pruned);
                QCOMPARE(trace.result.cutoffs, expected.result.cutoffs);
                QCOMPARE(trace.result.leavesEvaluated, expected.result.leavesEvaluated);
                QCOMPARE(trace.result.steps, expected.result.steps);
                QCOMPARE(trace.chance.denominator, expected.chance.denominator);
                QCOMPARE(trace.chance.low, expected.chance.low);
                QCOMPARE(trace.chance.high, expected.chance.high);
                QCOMPARE(Search::summarize(tree, options).steps, expected.result.steps);
            }
        }
    }

    void bothSearchesMatchThePlainOracle()
    {
        for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
            const GameTree tree = randomChanceTree(seed);
            const ReferenceChanceResult expected = referenceExpectiminimax(tree);
            const Trace plain = searched(tree, Algorithm::Expectiminimax);
            const Trace star1 = searched(tree, Algorithm::Star1);
            QVERIFY2(valueOf(plain) == expected.value, qPrintable(QString::number(seed)));
            QVERIFY2(valueOf(star1) == expected.value, qPrintable(QString::number(seed)));
            QCOMPARE(plain.result.bestMove, expected.bestMove);
            QCOMPARE(star1.result.bestMove, expected.bestMove);
            QCOMPARE(plain.result.visited, tree.size());
            QVERIFY(star1.result.visited <= plain.result.visited);
            QCOMPARE(star1.result.visited + star1.result.pruned, tree.size());
            // Wider bounds than the leaves' prune less, never differently.
            SearchOptions wide{Algorithm::Star1, false};
            wide.lowBound = -20;
            wide.highBound = 20;
            const Trace loose = Search::run(tree, wide);
            QVERIFY(valueOf(loose) == expected.value);
            QVERIFY(loose.result.visited >= star1.result.visited);
        }
    }

    void star1CutsAChanceNodeByItsUpperBound()
    {
        const GameTree tree = parsed(kStar1Cuts);
        const Trace trace = searched(tree, Algorithm::Star1);
        QCOMPARE(valueOf(trace), ReferenceFraction::of(5, 1));
        QCOMPARE(trace.result.cutoffs, NodeId(1));
        QCOMPARE(trace.result.pruned, NodeId(1));
        QCOMPARE(trace.result.visited, tree.size() - 1);
        Replay replay(tree, trace);
        while (replay.stepForward() && replay.currentEvent()->kind != EventKind::Cutoff) { }
        const Event cut = *replay.currentEvent();
        QCOMPARE(EventFields::cut(cut).chanceBound, kChanceCutByUpper);
        QCOMPARE(ChanceWords::cutReason(replay, cut), std::string("even 0.4 × 9 more cannot reach α = 5"));
        QCOMPARE(ChanceWords::interval(replay, cut.node), std::string("[0, 3.6]"));
        QVERIFY(Narrator::describe(replay).find("even 0.4 × 9 more cannot reach α = 5") != std::string::npos);
        QCOMPARE(replay.status(tree.childrenEnd(cut.node) - 1), NodeStatus::Pruned);
        // Expectiminimax throws every outcome.
        QCOMPARE(searched(tree, Algorithm::Expectiminimax).result.cutoffs, NodeId(0));
    }

    void narrationSumsOutcomeByOutcome()
    {
        const GameTree tree = parsed(kAima);
        const Trace trace = searched(tree, Algorithm::Expectiminimax);
        Replay replay(tree, trace);
        std::vector<std::string> sums;
        while (replay.stepForward()) {
            const Event& e = *replay.currentEvent();
            if (e.kind == EventKind::ValueChanged && tree.player(e.node) == Player::Chance)
                sums.push_back(Narrator::describe(replay));
            QVERIFY(Pseudocode::lineFor(trace.options, tree, &e) >= 0);
        }
        QCOMPARE(sums.size(), std::size_t(4));
        QCOMPARE(sums[0], std::string("A1: 0.9 × 2 = 1.8 so far."));
        QCOMPARE(sums[1], std::string("A1: 0.9 × 2 + 0.1 × 3 = 2.1 so far."));
        QCOMPARE(sums[3], std::string("A2: 0.9 × 1 + 0.1 × 4 = 1.3 so far."));
    }

    void everyStar1StepHasAPseudocodeLine()
    {
        const GameTree tree = parsed(kStar1Cuts);
        const Trace trace = searched(tree, Algorithm::Star1);
        for (const Event& e : trace.events)
            QVERIFY2(Pseudocode::lineFor(trace.options, tree, &e) >= 0, eventKindName(e.kind).data());
    }

    void replayForwardThenBackIsIdentity()
    {
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const GameTree tree = randomChanceTree(seed);
            for (Algorithm algorithm : algorithmsOf(SearchFamily::Chance)) {
                const Trace trace = searched(tree, algorithm);
                Replay replay(tree, trace);
                std::vector<Snapshot> forward{Snapshot(replay)};
                while (replay.stepForward())
                    forward.emplace_back(replay);
                for (std::size_t step = forward.size() - 1; step > 0; --step) {
                    QVERIFY(replay.stepBack());
                    QVERIFY2(Snapshot(replay) == forward[step - 1], qPrintable(QString::number(seed)));
                }
                replay.seek(trace.steps());
                QVERIFY(Snapshot(replay) == forward.back());
            }
        }
    }

    void exportsCarryTheValueAsANumber()
    {
        const GameTree tree = parsed(kAima);
        const Trace trace = searched(tree, Algorithm::Star1);
        const std::string json = TraceExport::json(tree, trace, true);
        QVERIFY2(json.find("\"value\": 2.1,") != std::string::npos, json.c_str());
        QVERIFY(TraceExport::text(tree, trace, true).find("value 2.1, best move a1") != std::string::npos);
        QVERIFY(TraceExport::json(tree, trace, false).find("\"kind\": \"upper\"") != std::string::npos);
    }

    void valuesAreShownWithAtMostTwoDecimals()
    {
        ChanceScale scale;
        scale.denominator = 36;
        QCOMPARE(scale.text(12), std::string("0.33"));
        QCOMPARE(scale.exactText(12), std::string("1/3"));
        QCOMPARE(scale.text(-90), std::string("−2.5"));
        QCOMPARE(scale.exactText(-9), std::string("−0.25"));
        QCOMPARE(scale.text(kInfinity), std::string("+∞"));
        QCOMPARE(scale.text(-1), std::string("−0.03"));
        QCOMPARE(scale.text(0), std::string("0"));
        scale.denominator = 216;
        QCOMPARE(scale.exactText(13085), std::string("≈60.58"));
        QCOMPARE(scale.exactText(72), std::string("1/3"));
        QCOMPARE(scale.spokenText(72), std::string("1/3 ≈ 0.33"));
        QCOMPARE(scale.spokenText(54), std::string("0.25"));
        QCOMPARE(scale.spokenText(13085), std::string("≈60.58"));
    }

    /// On the dice game the step list writes each value as the tree beside it does, and the
    /// narration says a fraction with the tree's decimal: one way of writing a value on screen.
    void theStepListWritesValuesAsTheTreeDoes()
    {
        const auto run
            = SearchRun::create(std::make_shared<const GameTree>(presetTree("pig")), {Algorithm::Star1, false, {}}, "");
        const ChanceScale& scale = run->trace.chance;
        Replay replay(*run->tree, run->trace);
        int fractions = 0;
        while (replay.stepForward()) {
            const Event& e = *replay.currentEvent();
            if (e.kind != EventKind::ValueChanged || EventFields::change(e).to == kNoValue)
                continue;
            const Value to = EventFields::change(e).to;
            const std::string headline = Narrator::headline(*run->tree, e, scale);
            QVERIFY2(headline.ends_with("→ " + scale.text(to)), headline.c_str());
            if (scale.exactText(to).find('/') != std::string::npos) {
                ++fractions;
                const std::string story = Narrator::describe(replay);
                QVERIFY2(story.find(scale.text(to)) != std::string::npos, story.c_str());
            }
        }
        QVERIFY(fractions > 0);
    }

    void otherSearchesAreRefusedOnChanceTrees()
    {
        const GameTree tree = parsed(kAima);
        for (Algorithm algorithm : algorithmsOf(SearchFamily::Minimax)) {
            const std::string problem = Search::problem(tree, {algorithm, false}).english();
            QVERIFY2(problem.find("chance nodes") != std::string::npos
                    && problem.find("expectiminimax") != std::string::npos
                    && problem.find("Star1") != std::string::npos,
                problem.c_str());
        }
        SearchOptions bounded{Algorithm::Star1, false};
        bounded.lowBound = 0;
        bounded.highBound = 3;
        QVERIFY(Search::problem(tree, bounded).english().find("a leaf is worth 4, above the upper bound 3")
            != std::string::npos);
        bounded.highBound = 4;
        QCOMPARE(Search::problem(tree, bounded).english(), std::string());
        SearchOptions deep{Algorithm::Expectiminimax, false};
        deep.enhancements.depth = 2;
        QVERIFY(!Search::problem(tree, deep).empty());
        // Probabilities whose common denominator passes the values' range are refused plainly.
        const GameTree fine = parsed("{1/999983: 1, 999982/999983: {1/999979: 5, 999978/999979: 6}}");
        QVERIFY(Search::problem(fine, {Algorithm::Expectiminimax, false}).english().find("common denominator")
            != std::string::npos);
    }

    void chancePresetsGiveTheirFigures_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("tenths");
        QTest::addColumn<QString>("best");
        QTest::addColumn<int>("visited");
        const int emm = int(Algorithm::Expectiminimax);
        const int star1 = int(Algorithm::Star1);
        QTest::newRow("aima-chance expectiminimax") << "aima-chance" << emm << 21 << "a1" << 7;
        QTest::newRow("aima-chance star1") << "aima-chance" << star1 << 21 << "a1" << 6;
        QTest::newRow("aima-relabelled expectiminimax") << "aima-relabelled" << emm << 409 << "a2" << 7;
        QTest::newRow("aima-relabelled star1") << "aima-relabelled" << star1 << 409 << "a2" << 7;
        QTest::newRow("star1-cuts expectiminimax") << "star1-cuts" << emm << 50 << "a" << 7;
        QTest::newRow("star1-cuts star1") << "star1-cuts" << star1 << 50 << "a" << 6;
        QTest::newRow("star1-no-cut expectiminimax") << "star1-no-cut" << emm << 50 << "b" << 7;
        QTest::newRow("star1-no-cut star1") << "star1-no-cut" << star1 << 50 << "b" << 7;
    }

    void pigPresetIsTheDiceGame()
    {
        const GameTree tree = Catalogue::findPreset("pig")->build();
        QCOMPARE(tree.game(), std::string_view("pig"));
        QCOMPARE(tree.size(), NodeId(68));
        QCOMPARE(tree.player(1), Player::Chance);
        QCOMPARE(tree.probability(2), (Probability{1, 6}));
        const ReferenceChanceResult expected = referenceExpectiminimax(tree);
        QCOMPARE(expected.value, ReferenceFraction::of(13085, 216));
        const Trace plain = searched(tree, Algorithm::Expectiminimax);
        const Trace star1 = searched(tree, Algorithm::Star1);
        QVERIFY(valueOf(plain) == expected.value && valueOf(star1) == expected.value);
        QCOMPARE(plain.result.bestMoveLabel(tree), std::string_view("roll"));
        QCOMPARE(star1.result.visited, NodeId(60));
        QCOMPARE(plain.chance.exactText(plain.result.value), std::string("≈60.58"));
        // The dice game takes no alpha-beta, even from its start alone.
        QVERIFY(!Search::problem(tree, {Algorithm::AlphaBeta, false}).empty());
    }

    void chancePresetsGiveTheirFigures()
    {
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        const Preset* found = Catalogue::findPreset(preset.toStdString());
        QVERIFY(found);
        const GameTree tree = found->build();
        QCOMPARE(tree.size(), NodeId(7));
        const Trace trace = searched(tree, Algorithm(algorithm));
        QTEST(int(valueOf(trace).numerator * 10 / valueOf(trace).denominator), "tenths");
        QCOMPARE(ReferenceFraction::of(valueOf(trace).numerator * 10, valueOf(trace).denominator).denominator,
            std::int64_t(1));
        const std::string_view best = trace.result.bestMoveLabel(tree);
        QTEST(QString::fromUtf8(best.data(), qsizetype(best.size())), "best");
        QTEST(int(trace.result.visited), "visited");
        // The description quotes the figures.
        QVERIFY(std::string(found->description).find(trace.chance.exactText(trace.result.value)) != std::string::npos);
    }

    void practiceAsksAChanceNodesValueAsADecimal()
    {
        const GameTree tree = parsed(kAima);
        const Trace trace = searched(tree, Algorithm::Expectiminimax);
        const PracticeQuiz quiz(tree, trace);
        using Kind = PracticeQuiz::Question::Kind;
        QCOMPARE(quiz.questions().size(), std::size_t(2));
        const PracticeQuiz::Question& a1 = quiz.questions()[0];
        QCOMPARE(a1.kind, Kind::ChanceValue);
        QCOMPARE(a1.node, NodeId(1));
        QCOMPARE(a1.answer, Value(21)); // 2.1 in tenths
        QVERIFY(quiz.isRightDecimal(a1, 2.1));
        QVERIFY(!quiz.isRightDecimal(a1, 2.0));
        QVERIFY(quiz.isRightDecimal(quiz.questions()[1], 1.3));
        QCOMPARE(quiz.prompt(a1),
            std::string("The search enters a1, a chance node. What is it worth: each outcome's value times its "
                        "probability, added up? (A decimal, such as 2.5.)"));
        QCOMPARE(quiz.answerText(a1), std::string("A1 is worth 0.9 × 2 + 0.1 × 3 = 2.1."));
    }

    void practiceAsksWhetherStar1Cuts()
    {
        const GameTree tree = parsed(kStar1Cuts);
        const Trace trace = searched(tree, Algorithm::Star1);
        const PracticeQuiz quiz(tree, trace);
        using Kind = PracticeQuiz::Question::Kind;
        std::vector<const PracticeQuiz::Question*> cuts;
        for (const auto& q : quiz.questions()) {
            if (q.kind == Kind::ChanceCut)
                cuts.push_back(&q);
        }
        QCOMPARE(cuts.size(), std::size_t(2));
        QCOMPARE(cuts[0]->answer, Value(0)); // a after its first outcome: [2, 6.5], no window yet
        QCOMPARE(cuts[1]->answer, Value(1)); // b after 0: at most 3.6 < α = 5
        QCOMPARE(quiz.prompt(*cuts[1]),
            std::string("Its value lies in [0, 3.6], with α = 5 and β = +∞. Does Star1 cut b now, or throw its next "
                        "outcome?"));
        QCOMPARE(quiz.answerText(*cuts[1]),
            std::string("Star1 cuts b: its value lies in [0, 3.6], with α = 5 and β = +∞, and even 0.4 × 9 more "
                        "cannot reach α = 5."));
        QVERIFY(PracticeQuiz::isRight(*cuts[1], 1));
        // A is summed in full, B is cut: only A's value is asked.
        QCOMPARE(std::count_if(quiz.questions().begin(), quiz.questions().end(),
                     [](const auto& q) { return q.kind == Kind::ChanceValue; }),
            std::ptrdiff_t(1));
    }

    void practiceChanceAnswersMatchTheReplay()
    {
        using Kind = PracticeQuiz::Question::Kind;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const GameTree tree = randomChanceTree(seed);
            for (Algorithm algorithm : algorithmsOf(SearchFamily::Chance)) {
                const Trace trace = searched(tree, algorithm);
                const PracticeQuiz quiz(tree, trace);
                Replay replay(tree, trace);
                Replay end(tree, trace);
                end.seek(trace.steps());
                for (const auto& q : quiz.questions()) {
                    const QString where = QString("seed %1 step %2").arg(seed).arg(q.step);
                    replay.seek(q.step);
                    if (q.kind == Kind::ChanceCut) {
                        QVERIFY2(algorithm == Algorithm::Star1, qPrintable(where));
                        QVERIFY2(replay.path().back() == q.node, qPrintable(where));
                        const bool cuts = replay.chanceUpper(q.node) <= replay.alpha(q.node)
                            || replay.chanceLower(q.node) >= replay.beta(q.node);
                        QVERIFY2(q.answer == Value(cuts), qPrintable(where));
                        QVERIFY2(cuts == (trace.events[q.step].kind == EventKind::Cutoff), qPrintable(where));
                    } else if (q.kind == Kind::ChanceValue) {
                        QVERIFY2(replay.status(q.node) == NodeStatus::Unvisited, qPrintable(where));
                        QVERIFY2(q.answer == end.value(q.node), qPrintable(where));
                        const Event& settled = trace.events[q.settled - 1];
                        QVERIFY2(settled.kind == EventKind::Return && settled.node == q.node, qPrintable(where));
                        const EventFields::Answer answer = EventFields::answer(settled);
                        QVERIFY2(answer.value == answer.shownBefore, qPrintable(where)); // the sum, not a bound
                        QVERIFY(quiz.isRightDecimal(q, trace.chance.number(q.answer)));
                    }
                }
            }
        }
    }

    void randomSpecsKeepTheirChanceLevels()
    {
        const auto spec = RandomTreeSpec::parse("2,3,7,-9,9,chance");
        QVERIFY(spec);
        QVERIFY(spec->chance);
        QCOMPARE(spec->toString(), std::string("2,3,7,-9,9,chance"));
        const GameTree tree = buildRandomTree(*spec);
        QCOMPARE(tree.player(1), Player::Chance);
        QCOMPARE(tree.player(tree.firstChild(1)), Player::Min);
        QVERIFY(!RandomTreeSpec::parse("2,3,7,chance")->toString().empty());
        QVERIFY(!RandomTreeSpec::parse("2,3,7,-9,chance"));
    }
};

QTEST_APPLESS_MAIN(ChanceTest)
#include "tst_chance.moc"
