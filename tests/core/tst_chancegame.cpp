// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the one search routine on a game of dice: expectiminimax and Star1 over Pig to a
// depth, growing the tree as they go, against the plain exact-fraction oracle on the tree of the
// same positions written out, and step for step against the search of that tree.
#include "core/games/ChanceGameTree.h"
#include "core/games/pig/PigGame.h"
#include "core/games/pig/PigKind.h"
#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Pseudocode.h"
#include "tests/support/ReferenceChance.h"
#include "tests/support/ReplaySnapshot.h"

#include <QtTest>

#include <random>

using namespace gtl;
using namespace gtl::test;

namespace {

/// A Pig position drawn from @p random: any scores short of the target, a turn's total that
/// has not reached it, either side to move, the die in the air or not.
Position randomPigPosition(std::mt19937_64& random)
{
    PigGame::State state;
    state.scoreA = int(random() % PigGame::kTarget);
    state.scoreB = int(random() % PigGame::kTarget);
    state.bToMove = random() % 2 == 1;
    const int own = state.bToMove ? state.scoreB : state.scoreA;
    state.turnTotal = int(random() % std::uint64_t(PigGame::kTarget - own));
    state.rolling = random() % 3 == 0;
    return PigGame::positionOf(state);
}

SearchOptions toDepth(Algorithm algorithm, std::uint32_t depth)
{
    SearchOptions options{algorithm, false};
    options.enhancements.depth = depth;
    return options;
}

/// The start of Pig at @p position alone: the tree a search grows from.
GameTree startOnly(Position position)
{
    return buildChanceGameTree(PigGame(position), "pig", 0);
}

ReferenceFraction valueOf(const Trace& trace)
{
    return ReferenceFraction::of(trace.result.value, trace.chance.denominator);
}

/// A value of a trace for comparing traces of other scales: the exact fraction, or the sentinel.
std::string exact(Value value, const ChanceScale& scale)
{
    if (value == kNoValue || value == kInfinity || value == -kInfinity)
        return std::to_string(value);
    const ReferenceFraction f = ReferenceFraction::of(value, scale.denominator);
    return std::to_string(f.numerator) + "/" + std::to_string(f.denominator);
}

/// One step of @p trace over @p tree in words that do not depend on the node ids or the scale:
/// a horizon's evaluation and a leaf of the tree written out read the same.
std::string stepWords(const GameTree& tree, const Trace& trace, const Event& e)
{
    const bool scored = e.kind == EventKind::Leaf || e.kind == EventKind::Evaluate;
    std::string words = scored ? "score" : std::string(eventKindName(e.kind));
    words += " " + tree.path(e.node);
    const EventFields::Payload payload = EventFields::payload(e);
    if (e.kind == EventKind::Cutoff)
        return words + " from " + tree.path(NodeId(payload.a)) + " " + std::to_string(payload.detail) + " "
            + std::to_string(payload.extra);
    words += " " + exact(payload.a, trace.chance);
    return scored ? words : words + " " + exact(payload.b, trace.chance);
}

/// The first step at which the two traces differ, or "".
std::string firstDifference(const GameTree& aTree, const Trace& a, const GameTree& bTree, const Trace& b)
{
    for (std::size_t i = 0; i < std::max(a.events.size(), b.events.size()); ++i) {
        const std::string left = i < a.events.size() ? stepWords(aTree, a, a.events[i]) : "(none)";
        const std::string right = i < b.events.size() ? stepWords(bTree, b, b.events[i]) : "(none)";
        if (left != right)
            return "step " + std::to_string(i) + ": " + left + " | " + right;
    }
    return {};
}

} // namespace

class ChanceGameTest : public QObject {
    Q_OBJECT

private slots:
    void grownSearchesMatchThePlainOracle()
    {
        std::mt19937_64 random(20261201);
        for (int round = 0; round < 1500; ++round) {
            const Position start = randomPigPosition(random);
            const auto depth = std::uint32_t(1 + random() % 5);
            const GameTree written = buildChanceGameTree(PigGame(start), "pig", depth);
            const ReferenceChanceResult expected = referenceExpectiminimax(written);
            const GameTree root = startOnly(start);
            const QString where = QString::fromStdString(pigKind().text(start)) + " depth " + QString::number(depth);
            Trace plain;
            for (Algorithm algorithm : algorithmsOf(SearchFamily::Chance)) {
                const SearchOptions options = toDepth(algorithm, depth);
                QVERIFY2(Search::problem(root, options).empty(), qPrintable(where));
                const Trace trace = Search::run(root, options);
                QVERIFY(trace.grownTree);
                const GameTree& grown = *trace.grownTree;
                QVERIFY2(valueOf(trace) == expected.value, qPrintable(where));
                if (expected.bestMove != kNoNode) {
                    QCOMPARE(trace.result.bestMoveLabel(grown), written.label(expected.bestMove));
                }
                QCOMPARE(trace.result.visited + trace.result.pruned <= grown.size(), true);
                // The search of the tree written out, with the game's bounds, takes the same steps.
                SearchOptions writtenOptions{algorithm, false};
                if (algorithm == Algorithm::Star1) {
                    writtenOptions.lowBound = -PigGame(start).scoreLimit();
                    writtenOptions.highBound = PigGame(start).scoreLimit();
                }
                const Trace ofWritten = Search::run(written, writtenOptions);
                const std::string difference = firstDifference(grown, trace, written, ofWritten);
                QVERIFY2(difference.empty(), qPrintable(where + ": " + QString::fromStdString(difference)));
                QCOMPARE(trace.result.visited, ofWritten.result.visited);
                QCOMPARE(trace.result.cutoffs, ofWritten.result.cutoffs);
                if (algorithm == Algorithm::Expectiminimax) {
                    // Nothing is pruned: the grown tree is the tree written out.
                    QCOMPARE(grown.size(), written.size());
                    QCOMPARE(trace.result.visited, written.size());
                    plain = trace;
                } else {
                    QVERIFY(trace.result.visited <= plain.result.visited);
                }
            }
        }
    }

    void grownTreeKeepsTheThrows()
    {
        const Position start = PigGame::positionOf({.scoreA = 6, .scoreB = 8});
        const Trace trace = Search::run(startOnly(start), toDepth(Algorithm::Expectiminimax, 3));
        const GameTree& grown = *trace.grownTree;
        QCOMPARE(grown.size(), buildChanceGameTree(PigGame(start), "pig", 3).size());
        QCOMPARE(grown.label(1), std::string_view("roll"));
        QCOMPARE(grown.player(1), Player::Chance);
        QCOMPARE(grown.probability(grown.firstChild(1)), (Probability{1, 6}));
        // One throw at most on a line of three: the scale is a sixth.
        QCOMPARE(trace.chance.denominator, std::int64_t(6));
        // The throw's outcomes appear at the step the throw is first entered, not before.
        QVERIFY(grown.isGrown());
        std::size_t enteredAt = 0;
        while (trace.events[enteredAt].kind != EventKind::Enter || trace.events[enteredAt].node != 1)
            ++enteredAt;
        QCOMPARE(std::size_t(grown.generatedAt(grown.firstChild(1))), enteredAt + 1);
    }

    void everyGrownStepIsNarratedWithAPseudocodeLine()
    {
        const Position start = PigGame::positionOf({.scoreA = 7, .scoreB = 5, .turnTotal = 2});
        for (Algorithm algorithm : algorithmsOf(SearchFamily::Chance)) {
            const Trace trace = Search::run(startOnly(start), toDepth(algorithm, 4));
            const GameTree& grown = *trace.grownTree;
            Replay replay(grown, trace);
            std::vector<Snapshot> forward{Snapshot(replay)};
            while (replay.stepForward()) {
                const Event& e = *replay.currentEvent();
                QVERIFY2(Pseudocode::lineFor(trace.options, grown, &e) >= 0, eventKindName(e.kind).data());
                QVERIFY2(!Narrator::describe(replay).empty(),
                    qPrintable(QString::number(replay.step()) + " " + QString::fromUtf8(eventKindName(e.kind).data())));
                forward.emplace_back(replay);
            }
            for (std::size_t step = forward.size() - 1; step > 0; --step) {
                QVERIFY(replay.stepBack());
                QVERIFY(Snapshot(replay) == forward[step - 1]);
            }
        }
        const std::vector<std::string> listing = Pseudocode::listing(toDepth(Algorithm::Star1, 4));
        QVERIFY(std::find_if(listing.begin(), listing.end(), [](const std::string& line) {
            return line.find("evaluate") != std::string::npos;
        }) != listing.end());
    }

    void refusesWhatTheSearchCannotCarry()
    {
        const GameTree root = startOnly(PigGame::positionOf({.scoreA = 6, .scoreB = 8}));
        SearchOptions tooDeep = toDepth(Algorithm::Expectiminimax, 40);
        QVERIFY(Search::problem(root, tooDeep).english().find("search less deep") != std::string::npos);
        SearchOptions narrow = toDepth(Algorithm::Star1, 3);
        narrow.lowBound = -10;
        narrow.highBound = 10;
        QCOMPARE(Search::problem(root, narrow).english(),
            std::string("the game's scores run from −100 to 100: Star1's bounds must hold every score"));
        SearchOptions table = toDepth(Algorithm::Star1, 3);
        table.enhancements.table = true;
        QVERIFY(Search::problem(root, table).english().find("no table") != std::string::npos);
        // A tree written out has no horizon to stop at.
        SearchOptions deep = toDepth(Algorithm::Expectiminimax, 2);
        QVERIFY(Search::problem(buildChanceGameTree(PigGame(0), "", 3), deep).english().find("game of dice")
            != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(ChanceGameTest)
#include "tst_chancegame.moc"
