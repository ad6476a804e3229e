// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the replay: stepping a trace forward and back, plain and enhanced, and every step narrated.
#include "core/content/Catalogue.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Pseudocode.h"
#include "tests/support/ReplaySnapshot.h"
#include "tests/support/SearchConfigurations.h"
#include "tests/support/TestTrees.h"

#include <QtTest>

using namespace gtl;
using namespace gtl::test;

class ReplayTest : public QObject {
    Q_OBJECT

private slots:
    /// Each kind's payload reads back by name as it was made: the one description of what a,
    /// b, detail and extra hold is EventFields, and an event made by the search says the same.
    void everyEventKindReadsBackByName()
    {
        using F = EventFields;
        const NodeId node = 7;
        QCOMPARE(F::entered({EventKind::Enter, node, -3, 9}).alpha, -3);
        QCOMPARE(F::entered({EventKind::Enter, node, -3, 9}).beta, 9);
        for (EventKind kind : {EventKind::ValueChanged, EventKind::AlphaChanged, EventKind::BetaChanged,
                 EventKind::LowerChanged, EventKind::UpperChanged}) {
            QCOMPARE(F::change({kind, node, 4, 6}).from, 4);
            QCOMPARE(F::change({kind, node, 4, 6}).to, 6);
        }
        QCOMPARE(F::answer({EventKind::Leaf, node, 5, 0}).value, 5);
        QCOMPARE(F::answer({EventKind::Leaf, node, 5, 0}).shownBefore, kNoValue);
        QCOMPARE(F::answer({EventKind::Return, node, 5, 8}).shownBefore, 8);
        QCOMPARE(F::answer({EventKind::Evaluate, node, 5, 8}).value, 5);
        const F::Cut cut = F::cut({EventKind::Cutoff, node, 11, 40, kChanceCutByLower, 3});
        QCOMPARE(cut.firstSkipped, NodeId(11));
        QCOMPARE(cut.skippedMoves, std::uint16_t(3));
        QCOMPARE(cut.skippedNodes, NodeId(40));
        QCOMPARE(cut.chanceBound, kChanceCutByLower);
        QCOMPARE(F::iteration({EventKind::Iteration, 0, 4, 17}).depth, 4u);
        QCOMPARE(F::iteration({EventKind::Iteration, 0, 4, 17}).previousStep, 17);
        const F::Probe probe = F::probe({EventKind::Probe, node, 12, 30, std::uint8_t(ProbeOutcome::RaisesAlpha), 5});
        QCOMPARE(probe.outcome, ProbeOutcome::RaisesAlpha);
        QCOMPARE(probe.depth, std::uint16_t(5));
        QCOMPARE(probe.value, 12);
        QCOMPARE(probe.storeStep, 30);
        const auto detail = std::uint8_t(std::uint8_t(TableFlag::Upper) | kStoreRefused | 3 << kStoreMoveShift);
        const F::Store store = F::store({EventKind::Store, node, -2, -1, detail, 6});
        QCOMPARE(store.flag, TableFlag::Upper);
        QVERIFY(store.refused);
        QCOMPARE(store.bestMoveIndex, 3);
        QCOMPARE(store.depth, std::uint16_t(6));
        QCOMPARE(store.value, -2);
        QCOMPARE(store.replacedStep, -1);
        const F::Order order = F::order({EventKind::Order, node, 0x21, 0, OrderKiller});
        QCOMPARE(order.reasons, std::uint8_t(OrderKiller));
        QCOMPARE(order.indices, std::uint64_t(0x21));
        const F::Research research
            = F::research({EventKind::Research, node, 3, 12, std::uint8_t(ResearchReason::AspirationFailedHigh)});
        QCOMPARE(research.reason, ResearchReason::AspirationFailedHigh);
        QCOMPARE(research.failed, 3);
        QCOMPARE(research.enterStep, 12);
        const F::Interruption stopped
            = F::interruption({EventKind::Interrupted, 0, 6, 4, std::uint8_t(LimitKind::Nodes)});
        QCOMPARE(stopped.iteration, 6u);
        QCOMPARE(stopped.answer, 4);
        QCOMPARE(stopped.limit, LimitKind::Nodes);
        QCOMPARE(F::sample({EventKind::Sample, 0, 9, 0}), 9u);
        QCOMPARE(F::select({EventKind::Select, node, 100, 200}).exploration, 200);
        const F::Playout playout = F::playout({EventKind::Playout, node, 44, -1000, 0, 5});
        QCOMPARE(playout.offset, 44);
        QCOMPARE(playout.moves, std::uint16_t(5));
        QCOMPARE(playout.reward, -1000);
        QCOMPARE(F::backup({EventKind::Backup, node, 2, 500}).visitsBefore, 2);
        QCOMPARE(F::backup({EventKind::Backup, node, 2, 500}).reward, 500);
        // A search's own events: a probe that found an entry names the store that filed it,
        // of the same position, earlier.
        const Trace trace
            = Search::run(presetTree("transpositions"), {Algorithm::NegamaxAlphaBeta, false, {.table = true}});
        std::size_t found = 0;
        for (std::size_t k = 0; k < trace.events.size(); ++k) {
            const Event& e = trace.events[k];
            if (e.kind != EventKind::Probe || F::probe(e).storeStep < 0)
                continue;
            const auto storeStep = std::size_t(F::probe(e).storeStep);
            QVERIFY(storeStep < k && trace.events[storeStep].kind == EventKind::Store);
            QCOMPARE(F::store(trace.events[storeStep]).value, F::probe(e).value);
            ++found;
        }
        QVERIFY(found > 0);
    }

    void replayForwardThenBack_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("failHard");
        for (const Preset& preset : Catalogue::presets()) {
            const GameTree tree = preset.build();
            for (Algorithm a : algorithmsOf(SearchFamily::Minimax)) {
                for (bool hard : {false, true}) {
                    if ((hard && !usesWindow(a)) || !Search::problem(tree, {a, hard}).empty())
                        continue;
                    const std::string row
                        = std::string(preset.name) + " " + std::string(algorithmName(a)) + (hard ? " fail-hard" : "");
                    QTest::newRow(row.c_str())
                        << QString::fromUtf8(preset.name.data(), int(preset.name.size())) << int(a) << hard;
                }
            }
        }
    }

    void replayForwardThenBack()
    {
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        QFETCH(bool, failHard);
        const GameTree tree = presetTree(preset);
        const Trace trace = Search::run(tree, {Algorithm(algorithm), failHard});
        Replay replay(tree, trace);
        const Snapshot initial(replay);
        QVERIFY(replay.path().empty());
        for (std::size_t k = 0; k <= trace.steps(); ++k) {
            replay.seek(k);
            const Snapshot here(replay);
            for (std::size_t ahead = 1; k + ahead <= trace.steps(); ahead *= 2) {
                for (std::size_t i = 0; i < ahead; ++i)
                    QVERIFY(replay.stepForward());
                for (std::size_t i = 0; i < ahead; ++i)
                    QVERIFY(replay.stepBack());
                QVERIFY2(Snapshot(replay) == here, qPrintable(QString("step %1, %2 ahead").arg(k).arg(ahead)));
            }
        }
        replay.seek(trace.steps());
        QVERIFY(replay.atEnd());
        QVERIFY(replay.path().empty());
        QCOMPARE(replay.visited(), trace.result.visited);
        QCOMPARE(replay.pruned(), trace.result.pruned);
        QCOMPARE(replay.cutoffs(), trace.result.cutoffs);
        QCOMPARE(replay.leavesEvaluated(), trace.result.leavesEvaluated);
        QCOMPARE(replay.value(0), trace.result.value);
        for (NodeId n = 0; n < tree.size(); ++n) {
            const NodeStatus s = replay.status(n);
            QVERIFY(s == NodeStatus::Done || s == NodeStatus::Pruned);
        }
        QVERIFY(!replay.stepForward());
        replay.seek(0);
        QVERIFY(Snapshot(replay) == initial);
        QVERIFY(!replay.stepBack());
    }

    void replayShowsTheTextbookCut()
    {
        const GameTree tree = presetTree("textbook");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        replay.seek(19); // the cut-off at B
        QCOMPARE(replay.currentEvent()->kind, EventKind::Cutoff);
        QCOMPARE(replay.alpha(2), 3);
        QCOMPARE(replay.beta(2), 2);
        QCOMPARE(replay.status(8), NodeStatus::Pruned);
        QCOMPARE(replay.status(9), NodeStatus::Pruned);
        QCOMPARE(replay.status(7), NodeStatus::Done);
        QCOMPARE(replay.path(), (std::vector<NodeId>{0, 2}));
        QCOMPARE(int(replay.pruned()), 2);
        const std::string story = Narrator::describe(replay);
        QVERIFY2(story.find("α = 3 ≥ β = 2") != std::string::npos, story.c_str());
        QVERIFY2(story.find("B/2 and B/3") != std::string::npos, story.c_str());
        QCOMPARE(Pseudocode::lineFor(trace.options, tree, replay.currentEvent()), 15);
        QVERIFY(Pseudocode::listing(trace.options)[15].find("α ≥ β") != std::string::npos);
        replay.seek(18);
        QCOMPARE(replay.status(8), NodeStatus::Unvisited);
    }

    void everyStepIsNarratedAndHasALine()
    {
        for (const Preset& preset : Catalogue::presets()) {
            const GameTree tree = preset.build();
            for (Algorithm a : algorithmsOf(SearchFamily::Minimax)) {
                if (!Search::problem(tree, {a, false}).empty())
                    continue;
                const Trace trace = Search::run(tree, {a, false});
                const auto lines = Pseudocode::listing(trace.options);
                Replay replay(tree, trace);
                QVERIFY(Narrator::describe(replay).starts_with("Ready"));
                QCOMPARE(Pseudocode::lineFor(trace.options, tree, nullptr), -1);
                while (replay.stepForward()) {
                    QVERIFY(!Narrator::describe(replay).empty());
                    const int line = Pseudocode::lineFor(trace.options, tree, replay.currentEvent());
                    QVERIFY(line >= 0 && line < int(lines.size()));
                }
                QVERIFY(Narrator::describe(replay).find("value of the game") != std::string::npos);
            }
        }
    }

    void enhancedReplayForwardThenBack()
    {
        std::size_t runs = 0;
        // Under the sanitizers (ten times slower) a third of the random trees.
        const bool sanitized = qEnvironmentVariableIsSet("GTL_SANITIZED");
        for (const GameTree& tree : enhancedTestTrees(sanitized ? 4 : 12)) {
            for (const SearchOptions& options : enhancedConfigurations(tree, tree.hasPayload() ? 3 : 0)) {
                const Trace trace = Search::run(tree, options);
                const std::string where
                    = searchOptionsName(options, ChoiceNames(tree)) + " on " + std::to_string(tree.size()) + " nodes";
                Replay replay(trace.searchedTree(tree), trace);
                const Snapshot initial(replay);
                for (std::size_t k = 0; k <= trace.steps(); ++k) {
                    replay.seek(k);
                    const Snapshot here(replay);
                    for (const std::size_t ahead : {1, 5, 40}) {
                        const std::size_t moved = std::min(ahead, trace.steps() - k);
                        replay.seek(k + moved);
                        for (std::size_t i = 0; i < moved; ++i)
                            QVERIFY(replay.stepBack());
                        QVERIFY2(Snapshot(replay) == here,
                            qPrintable(
                                QString("%1: step %2, %3 ahead").arg(QString::fromStdString(where)).arg(k).arg(ahead)));
                    }
                }
                replay.seek(trace.steps());
                QVERIFY2(replay.path().empty(), where.c_str());
                QCOMPARE(replay.visited(), trace.result.visited);
                QCOMPARE(replay.cutoffs(), trace.result.cutoffs);
                QCOMPARE(replay.pruned(), trace.result.pruned);
                QCOMPARE(replay.evaluations(), trace.result.evaluations);
                QCOMPARE(replay.tableHits(), trace.result.tableHits);
                QCOMPARE(replay.researches(), trace.result.researches);
                QCOMPARE(replay.value(GameTree::root()), trace.result.value);
                replay.seek(0);
                QVERIFY2(Snapshot(replay) == initial, where.c_str());
                ++runs;
            }
        }
        QVERIFY(runs > (sanitized ? 100u : 300u));
    }

    /// The ordering lines name exactly the heuristics that are on, for every combination.
    void theListingOrdersByWhatIsOn()
    {
        for (int on = 1; on < 16; ++on) {
            SearchOptions options{Algorithm::NegamaxAlphaBeta, false};
            Enhancements& e = options.enhancements;
            e.depth = 5;
            e.table = on & 1;
            e.killers = on & 2;
            e.history = on & 4;
            e.order = on & 8 ? 1 : 0;
            std::string listing;
            for (const std::string& line : Pseudocode::listing(options))
                listing += line + '\n';
            const auto names = [&](const char* words) { return listing.find(words) != std::string::npos; };
            QVERIFY2(names("order the moves"), listing.c_str());
            QVERIFY2(names("table's best move") == e.table, listing.c_str());
            QVERIFY2(names("killer") == e.killers, listing.c_str());
            QVERIFY2(names("caused a cut-off") == e.history, listing.c_str());
            QVERIFY2(names("in the order chosen") == (!e.history && e.order != 0), listing.c_str());
        }
    }

    void everyEnhancedStepIsNarratedAndListed()
    {
        for (const GameTree& tree : enhancedTestTrees(3)) {
            for (const SearchOptions& options : enhancedConfigurations(tree, tree.hasPayload() ? 3 : 0)) {
                const Trace trace = Search::run(tree, options);
                Replay replay(tree, trace);
                // Only the last search's value is the game's, not an iteration's or a failed window's.
                std::size_t lastRootReturn = 0;
                for (std::size_t k = 0; k < trace.events.size(); ++k) {
                    if (trace.events[k].kind == EventKind::Return && trace.events[k].node == GameTree::root())
                        lastRootReturn = k + 1;
                }
                while (replay.stepForward()) {
                    const Event& e = *replay.currentEvent();
                    const std::string where = searchOptionsName(options, ChoiceNames(tree)) + ", step "
                        + std::to_string(replay.step()) + " (" + std::string(eventKindName(e.kind)) + ")";
                    const bool ofTheGame = Narrator::describe(replay).find("value of the game") != std::string::npos;
                    QVERIFY2(ofTheGame == (replay.step() == lastRootReturn), where.c_str());
                    QVERIFY2(!Narrator::describe(replay).empty(), where.c_str());
                    QVERIFY2(!Narrator::headline(tree, e).empty(), where.c_str());
                    QVERIFY2(Pseudocode::lineFor(options, tree, &e) >= 0, where.c_str());
                }
            }
        }
    }
};

QTEST_APPLESS_MAIN(ReplayTest)
#include "tst_replay.moc"
