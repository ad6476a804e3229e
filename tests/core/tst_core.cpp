// Tests of the search library: tree text, presets and their figures, the searches against a
// plain minimax oracle, replay, narration, tic-tac-toe, random trees, layout and exports.
#include "core/base/Counted.h"
#include "core/base/Printable.h"
#include "core/games/TicTacToeGame.h"
#include "core/games/TicTacToeTree.h"
#include "core/games/TreeGame.h"
#include "core/io/TraceExport.h"
#include "core/io/TreeFile.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"
#include "core/layout/FocusLayout.h"
#include "core/search/ConfigurationTable.h"
#include "core/search/GameSearch.h"
#include "core/search/Iterations.h"
#include "core/search/Replay.h"
#include "core/search/Search.h"
#include "core/search/SearchRun.h"
#include "core/teaching/BuiltInLessons.h"
#include "core/teaching/Comparison.h"
#include "core/teaching/Lesson.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/NodeTypes.h"
#include "core/teaching/PracticeQuiz.h"
#include "core/teaching/Preset.h"
#include "core/teaching/Pseudocode.h"
#include "core/tree/EditableTree.h"
#include "core/tree/GameTreeBuilder.h"
#include "core/tree/MoveOrdering.h"
#include "core/tree/RandomTree.h"
#include "core/tree/TreeHistory.h"

#include <QtTest>

#include <functional>
#include <random>
#include <set>
#include <unordered_map>

using namespace gtl;

namespace {

constexpr Value inf = kInfinity;

GameTree parsed(const char* text)
{
    auto result = TreeTextParser::parse(text);
    if (!result)
        qFatal("cannot parse %s: %s", text, result.error().toString().c_str());
    return std::move(*result);
}

GameTree presetTree(const QString& name)
{
    const Preset* preset = findPreset(name.toStdString());
    if (!preset)
        qFatal("no preset %s", qPrintable(name));
    return preset->build();
}

/// Tic-tac-toe as the textbook engine defines it, written again plainly and apart from the
/// library: the value for the side to move, a loss scoring −1 or −(1 + empty squares), and
/// positions at the depth limit scored by the lines still open to each side.
struct ReferenceTicTacToe {
    static constexpr int kLines[8][3]
        = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
    std::string board;
    bool fastWins;

    bool won(char mark) const
    {
        for (const auto& l : kLines) {
            if (board[l[0]] == mark && board[l[1]] == mark && board[l[2]] == mark)
                return true;
        }
        return false;
    }
    int open(char blocker) const
    {
        int lines = 0;
        for (const auto& l : kLines)
            lines += board[l[0]] != blocker && board[l[1]] != blocker && board[l[2]] != blocker;
        return lines;
    }
    int value(char mover, int depth)
    {
        const char other = mover == 'X' ? 'O' : 'X';
        const int empty = int(std::count(board.begin(), board.end(), '.'));
        if (won(other))
            return fastWins ? -(1 + empty) : -1;
        if (empty == 0)
            return 0;
        if (depth == 0)
            return open(other) - open(mover);
        int best = -1000;
        for (int square = 0; square < 9; ++square) {
            if (board[square] != '.')
                continue;
            board[square] = mover;
            best = std::max(best, -value(other, depth - 1));
            board[square] = '.';
        }
        return best;
    }
    /// value(), remembered: the tests ask for the same positions many times over.
    int remembered(char mover, int depth)
    {
        static std::unordered_map<std::string, int> known;
        const std::string key = board + mover + char('0' + depth) + (fastWins ? 'f' : 'p');
        const auto found = known.find(key);
        return found != known.end() ? found->second : known[key] = value(mover, depth);
    }
};

/// Every position reachable from the empty board, with its side to move.
std::vector<std::pair<std::string, char>> reachableTicTacToe()
{
    std::set<std::pair<std::string, char>> seen;
    std::vector<std::pair<std::string, char>> stack = {{".........", 'X'}};
    while (!stack.empty()) {
        auto [board, mover] = stack.back();
        stack.pop_back();
        if (!seen.insert({board, mover}).second)
            continue;
        ReferenceTicTacToe game{board, false};
        if (game.won('X') || game.won('O') || board.find('.') == std::string::npos)
            continue;
        for (int square = 0; square < 9; ++square) {
            if (board[square] == '.') {
                std::string next = board;
                next[square] = mover;
                stack.push_back({next, mover == 'X' ? 'O' : 'X'});
            }
        }
    }
    return {seen.begin(), seen.end()};
}

/// The configurations every lab test runs: the standard list, and beside it fail-hard and
/// fixed-size tables of a few entries under both replacement schemes.
std::vector<SearchOptions> labConfigurations(std::uint32_t depth, Scoring scoring, bool squares)
{
    std::vector<SearchOptions> list = standardConfigurations(depth, scoring, squares);
    SearchOptions hard = list[1];
    hard.failHard = true;
    hard.enhancements.table = true;
    list.push_back(hard);
    for (Replacement replacement : {Replacement::Always, Replacement::DeeperOrEqual}) {
        SearchOptions small = list[1];
        small.enhancements.table = true;
        small.enhancements.tableSize = 5;
        small.enhancements.replacement = replacement;
        small.enhancements.iterative = true;
        small.enhancements.killers = true;
        list.push_back(small);
    }
    return list;
}

/// Negamax alpha-beta to @p depth, as the textbook engine searches: the lab's base.
SearchOptions labOptions(std::uint32_t depth = 9, Scoring scoring = Scoring::FastWins)
{
    SearchOptions options;
    options.algorithm = Algorithm::NegamaxAlphaBeta;
    options.enhancements.depth = depth;
    options.enhancements.scoring = scoring;
    return options;
}

/// The textbook definition, recursive and independent of the library's search: the value of
/// @p node from MAX's side.
Value referenceMinimax(const GameTree& tree, NodeId node)
{
    if (tree.isLeaf(node))
        return tree.leafValue(node);
    const bool max = tree.player(node) == Player::Max;
    Value best = max ? -inf : inf;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c) {
        const Value v = referenceMinimax(tree, c);
        best = max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

/// Minimax that stops @p depthLeft moves below @p node and scores an inner node there by its
/// static evaluation.
Value referenceMinimaxTo(const GameTree& tree, NodeId node, std::uint32_t depthLeft)
{
    if (tree.isLeaf(node))
        return tree.leafValue(node);
    if (depthLeft == 0)
        return tree.evaluation(node);
    const bool max = tree.player(node) == Player::Max;
    Value best = max ? -inf : inf;
    for (NodeId c = tree.firstChild(node); c < tree.firstChild(node) + tree.childCount(node); ++c) {
        const Value v = referenceMinimaxTo(tree, c, depthLeft - 1);
        best = max ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

/// The first root move achieving the root's minimax value.
NodeId referenceBestMove(const GameTree& tree)
{
    if (tree.isLeaf(GameTree::root()))
        return kNoNode;
    const Value value = referenceMinimax(tree, GameTree::root());
    for (NodeId c = tree.firstChild(0); c < tree.firstChild(0) + tree.childCount(0); ++c) {
        if (referenceMinimax(tree, c) == value)
            return c;
    }
    return kNoNode;
}

/// Everything a replay shows, for comparing two moments.
/// The text of a random tree @p depth deep in which some subtrees recur as one position:
/// each inner subtree is named, and with some chance a node repeats one already written at its
/// depth. With @p evaluations every inner node has a static evaluation.
std::string randomTranspositionsText(std::mt19937& random, std::uint32_t depth, bool evaluations)
{
    std::vector<std::vector<std::string>> written(depth + 1);
    int names = 0;
    std::function<std::string(std::uint32_t, std::uint32_t)> subtree
        = [&](std::uint32_t level, std::uint32_t left) -> std::string {
        if (left == 0)
            return std::to_string(int(random() % 19) - 9);
        auto& seen = written[level];
        if (!seen.empty() && random() % 3 == 0)
            return seen[random() % seen.size()];
        std::string text = "(";
        const std::uint32_t children = 1 + random() % 3;
        for (std::uint32_t c = 0; c < children; ++c)
            text += (c ? ", " : "") + subtree(level + 1, left - 1);
        text += ")";
        if (evaluations)
            text += "[" + std::to_string(int(random() % 19) - 9) + "]";
        text += "~n" + std::to_string(names++);
        seen.push_back(text);
        return text;
    };
    return subtree(0, depth);
}

/// Each enhancement alone and in the combinations engines use, under each algorithm (and
/// fail-hard) that accepts it, to @p depth (0: the whole tree); only those @p tree can run.
std::vector<SearchOptions> enhancedConfigurations(const GameTree& tree, std::uint32_t depth)
{
    std::vector<Enhancements> sets;
    const auto add = [&](const std::function<void(Enhancements&)>& change) {
        Enhancements e;
        e.depth = depth;
        change(e);
        sets.push_back(e);
    };
    add([](Enhancements& e) { e.table = true; });
    add([](Enhancements& e) { e.iterative = true; });
    add([](Enhancements& e) { e.table = e.iterative = true; });
    add([](Enhancements& e) { e.killers = e.history = true; });
    add([](Enhancements& e) { e.pvs = true; });
    add([](Enhancements& e) { e.table = e.pvs = e.killers = true; });
    add([](Enhancements& e) {
        e.table = e.iterative = true;
        e.aspiration = 1;
    });
    add([](Enhancements& e) {
        e.table = e.iterative = true;
        e.tableSize = 3;
        e.replacement = Replacement::DeeperOrEqual;
    });
    add([](Enhancements& e) {
        e.order = StaticOrder::CentreFirst;
        e.table = e.iterative = true;
        e.scoring = Scoring::FastWins;
    });
    std::vector<SearchOptions> list;
    for (Algorithm algorithm : kAllAlgorithms) {
        for (bool hard : {false, true}) {
            if (hard && !usesWindow(algorithm))
                continue;
            for (const Enhancements& e : sets) {
                SearchOptions options{algorithm, hard, e};
                if (Search::problem(tree, options).empty())
                    list.push_back(options);
            }
        }
    }
    return list;
}

/// A few random trees with transpositions and static evaluations, and a tic-tac-toe position
/// with five empty squares: what the enhanced searches are stepped on in the tests.
std::vector<GameTree> enhancedTestTrees(int randomTrees)
{
    std::mt19937 random(31);
    std::vector<GameTree> trees;
    for (int i = 0; i < randomTrees; ++i) {
        const std::string text = randomTranspositionsText(random, 2 + std::uint32_t(i % 3), true);
        trees.push_back(*TreeTextParser::parse(text, i % 2 ? Player::Max : Player::Min));
    }
    trees.push_back(buildTicTacToeTree(*TicTacToeBoard::parse("X.O.X.O..", std::nullopt)));
    return trees;
}

struct Snapshot {
    std::vector<int> status;
    std::vector<Value> value, alpha, beta;
    std::vector<std::uint32_t> tryOrder, answeredAt;
    std::vector<NodeId> path;
    std::set<std::uint32_t> table;
    NodeId visited, pruned, leaves, cutoffs, evaluations, tableHits, researches;
    std::uint32_t horizon;
    std::size_t step;
    bool operator==(const Snapshot&) const = default;

    explicit Snapshot(const Replay& r)
        : path(r.path())
        , table(r.tableEntries())
        , visited(r.visited())
        , pruned(r.pruned())
        , leaves(r.leavesEvaluated())
        , cutoffs(r.cutoffs())
        , evaluations(r.evaluations())
        , tableHits(r.tableHits())
        , researches(r.researches())
        , horizon(r.horizon())
        , step(r.step())
    {
        for (NodeId n = 0; n < r.tree().size(); ++n) {
            status.push_back(int(r.status(n)));
            value.push_back(r.value(n));
            alpha.push_back(r.alpha(n));
            beta.push_back(r.beta(n));
            tryOrder.push_back(r.tryOrder(n));
            answeredAt.push_back(r.answeredAt(n));
        }
    }
};

/// The invariants of a focus layout: every shown node hangs below a shown, open parent; the
/// search path is open; the columns stay within the budget unless the path alone needs more;
/// open nodes are centred over their children; collapsed nodes hide their subtrees.
void checkLayout(const GameTree& tree, const FocusLayout& layout, const std::vector<NodeId>& path, NodeId current,
    std::size_t budget)
{
    float bottom = 0; // the bottom slots' widths
    float lastX = 0;
    // What must be open whatever the budget: the path, the current node and its ancestors.
    std::set<NodeId> pinned(path.begin(), path.end());
    pinned.insert(GameTree::root());
    for (NodeId n = current; n != kNoNode; n = n == GameTree::root() ? kNoNode : tree.parent(n))
        pinned.insert(n);
    std::size_t pinnedChildren = 0;
    for (NodeId n : pinned)
        pinnedChildren += tree.childCount(n);
    for (const FocusLayout::Place& slot : layout.placed()) {
        const bool open = !tree.isLeaf(slot.node) && !slot.collapsed;
        bottom += open ? 0 : slot.run > 1 ? FocusLayout::kRunSlot : FocusLayout::slotWidth(tree, slot.node);
        lastX = std::max(lastX, slot.x);
        if (slot.node != GameTree::root()) {
            const FocusLayout::Place* parent = layout.find(tree.parent(slot.node));
            QVERIFY(parent && !parent->collapsed);
            QCOMPARE(parent->level + 1, slot.level);
        }
        if (open) {
            // The last move may be one of a run, shown as the run's first.
            const float first = layout.find(tree.firstChild(slot.node))->x;
            const float last = layout.find(layout.shownAs(tree, tree.childrenEnd(slot.node) - 1))->x;
            QCOMPARE(slot.x, (first + last) / 2);
        }
    }
    QCOMPARE(lastX + 1, layout.width());
    QVERIFY(bottom <= float(std::max(budget, pinnedChildren)) + 1e-3f);
    for (NodeId n : path)
        QVERIFY(layout.find(n) && !layout.find(n)->collapsed);
    if (current != kNoNode) {
        QVERIFY(layout.find(current));
        QCOMPARE(layout.shownAs(tree, current), current);
    }
}

RandomTreeSpec randomSpec(int index)
{
    RandomTreeSpec spec;
    spec.seed = 1000 + std::uint64_t(index);
    spec.minBranching = index % 3 == 0 ? 0 : 1 + index % 2; // some branches end early
    spec.maxBranching = 2 + index % 4;
    spec.depth = 1 + index % 6;
    const Value range = index % 5 == 0 ? 2 : 50; // small ranges give many ties
    spec.minValue = -range;
    spec.maxValue = range;
    spec.rootPlayer = index % 7 == 0 ? Player::Min : Player::Max;
    return spec;
}

} // namespace

class CoreTest : public QObject {
    Q_OBJECT

private slots:
    // --- presets -----------------------------------------------------------------------
    void presetFigures_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<int>("value");
        QTest::addColumn<QString>("bestMove");
        QTest::addColumn<int>("nodes");
        QTest::addColumn<int>("visited");
        QTest::addColumn<int>("leaves");
        QTest::addColumn<int>("cutoffs");
        const int mm = int(Algorithm::Minimax);
        const int ab = int(Algorithm::AlphaBeta);
        const int nm = int(Algorithm::Negamax);
        const int nab = int(Algorithm::NegamaxAlphaBeta);
        QTest::newRow("mixed minimax") << "mixed" << mm << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("mixed alphabeta") << "mixed" << ab << 6 << "C" << 22 << 18 << 9 << 2;
        QTest::newRow("mixed negamax") << "mixed" << nm << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("mixed negamax-alphabeta") << "mixed" << nab << 6 << "C" << 22 << 18 << 9 << 2;
        QTest::newRow("best-first minimax") << "best-first" << mm << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("best-first alphabeta") << "best-first" << ab << 6 << "C" << 22 << 15 << 7 << 3;
        QTest::newRow("best-first negamax-alphabeta") << "best-first" << nab << 6 << "C" << 22 << 15 << 7 << 3;
        QTest::newRow("worst-first minimax") << "worst-first" << mm << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("worst-first alphabeta") << "worst-first" << ab << 6 << "C" << 22 << 22 << 12 << 0;
        QTest::newRow("ttt-block minimax") << "ttt-block" << mm << 0 << "7" << 14 << 14 << 6 << 0;
        QTest::newRow("ttt-block alphabeta") << "ttt-block" << ab << 0 << "7" << 14 << 10 << 4 << 2;
        QTest::newRow("textbook minimax") << "textbook" << mm << 3 << "A" << 13 << 13 << 9 << 0;
        QTest::newRow("textbook alphabeta") << "textbook" << ab << 3 << "A" << 13 << 11 << 7 << 1;
    }
    void presetFigures()
    {
        QFETCH(QString, preset);
        QFETCH(int, algorithm);
        const GameTree tree = presetTree(preset);
        for (bool failHard : {false, true}) {
            const Trace trace = Search::run(tree, {Algorithm(algorithm), failHard});
            const SearchResult& r = trace.result;
            QTEST(int(r.value), "value");
            QVERIFY(r.bestMove != kNoNode);
            QTEST(QString::fromStdString(std::string(tree.label(r.bestMove))), "bestMove");
            QTEST(int(r.nodes), "nodes");
            QTEST(int(r.visited), "visited");
            QCOMPARE(int(r.pruned), int(r.nodes - r.visited));
            QTEST(int(r.leavesEvaluated), "leaves");
            QTEST(int(r.cutoffs), "cutoffs");
            QCOMPARE(r.steps, trace.steps());
            const SearchResult summary = Search::summarize(tree, {Algorithm(algorithm), failHard});
            QCOMPARE(summary.value, r.value);
            QCOMPARE(summary.bestMove, r.bestMove);
            QCOMPARE(summary.visited, r.visited);
            QCOMPARE(summary.cutoffs, r.cutoffs);
            QCOMPARE(summary.steps, r.steps);
        }
    }

    void presetsShareOneGame()
    {
        // The three orderings hold the same leaves under the same move paths.
        auto leavesByPath = [](const GameTree& tree) {
            std::map<std::string, Value> leaves;
            for (NodeId n = 0; n < tree.size(); ++n) {
                if (tree.isLeaf(n))
                    leaves[tree.path(n)] = tree.leafValue(n);
            }
            return leaves;
        };
        const auto mixed = leavesByPath(presetTree("mixed"));
        QCOMPARE(mixed.size(), std::size_t(12));
        QVERIFY(leavesByPath(presetTree("best-first")) == mixed);
        QVERIFY(leavesByPath(presetTree("worst-first")) == mixed);
    }

    void bestFirstIsTheFewestAnyOrderingGives()
    {
        // Try every ordering of every node's children in the mixed game.
        const GameTree mixed = presetTree("mixed");
        std::function<std::string(NodeId, const std::vector<int>&, std::size_t&)> write;
        // Each interior node's permutation is read from a list of choices (0 = as is, 1 = reversed,
        // and for the root all six orders).
        std::vector<NodeId> interior;
        for (NodeId n = 0; n < mixed.size(); ++n) {
            if (!mixed.isLeaf(n))
                interior.push_back(n);
        }
        NodeId fewest = mixed.size();
        const int rootOrders = 6;
        const int other = int(interior.size()) - 1;
        for (int rootOrder = 0; rootOrder < rootOrders; ++rootOrder) {
            for (int mask = 0; mask < (1 << other); ++mask) {
                GameTreeBuilder builder;
                builder.addRoot();
                std::vector<std::pair<NodeId, NodeId>> todo{{0, 0}}; // (old id, new id)
                int rootPerm[3] = {0, 1, 2};
                for (int i = 0; i < rootOrder; ++i)
                    std::next_permutation(rootPerm, rootPerm + 3);
                while (!todo.empty()) {
                    const auto [old, made] = todo.back();
                    todo.pop_back();
                    const NodeId count = mixed.childCount(old);
                    for (NodeId i = 0; i < count; ++i) {
                        NodeId pick = i;
                        if (old == 0)
                            pick = NodeId(rootPerm[i]);
                        else {
                            const auto index = std::find(interior.begin(), interior.end(), old) - interior.begin();
                            if (mask & (1 << (index - 1)))
                                pick = count - 1 - i;
                        }
                        const NodeId child = mixed.firstChild(old) + pick;
                        const NodeId id = builder.addChild(made, mixed.label(child), mixed.leafValue(child));
                        if (!mixed.isLeaf(child))
                            todo.push_back({child, id});
                    }
                }
                const Trace trace = Search::run(builder.build(), {Algorithm::AlphaBeta, false});
                QCOMPARE(trace.result.value, 6);
                fewest = std::min(fewest, trace.result.visited);
            }
        }
        QCOMPARE(int(fewest), 15);
    }

    void presetsHaveWords()
    {
        QCOMPARE(int(presets().size()), 9);
        for (const Preset& preset : presets()) {
            QVERIFY(!preset.title.empty());
            QVERIFY(preset.description.size() > 80);
        }
        QVERIFY(findPreset("nonsense") == nullptr);
    }

    void textbookAlphaBetaEvents()
    {
        using K = EventKind;
        const std::vector<Event> expected = {
            {K::Enter, 0, -inf, inf},
            {K::Enter, 1, -inf, inf},
            {K::Enter, 4, -inf, inf},
            {K::Leaf, 4, 3, kNoValue},
            {K::ValueChanged, 1, inf, 3},
            {K::BetaChanged, 1, inf, 3},
            {K::Enter, 5, -inf, 3},
            {K::Leaf, 5, 12, kNoValue},
            {K::Enter, 6, -inf, 3},
            {K::Leaf, 6, 8, kNoValue},
            {K::Return, 1, 3, 3},
            {K::ValueChanged, 0, -inf, 3},
            {K::AlphaChanged, 0, -inf, 3},
            {K::Enter, 2, 3, inf},
            {K::Enter, 7, 3, inf},
            {K::Leaf, 7, 2, kNoValue},
            {K::ValueChanged, 2, inf, 2},
            {K::BetaChanged, 2, inf, 2},
            {K::Cutoff, 2, 8, 2},
            {K::Return, 2, 2, 2},
            {K::Enter, 3, 3, inf},
            {K::Enter, 10, 3, inf},
            {K::Leaf, 10, 14, kNoValue},
            {K::ValueChanged, 3, inf, 14},
            {K::BetaChanged, 3, inf, 14},
            {K::Enter, 11, 3, 14},
            {K::Leaf, 11, 5, kNoValue},
            {K::ValueChanged, 3, 14, 5},
            {K::BetaChanged, 3, 14, 5},
            {K::Enter, 12, 3, 5},
            {K::Leaf, 12, 2, kNoValue},
            {K::ValueChanged, 3, 5, 2},
            {K::BetaChanged, 3, 5, 2},
            {K::Return, 3, 2, 2},
            {K::Return, 0, 3, 3},
        };
        const Trace trace = Search::run(presetTree("textbook"), {Algorithm::AlphaBeta, false});
        QCOMPARE(trace.events.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const Event& a = trace.events[i];
            const Event& e = expected[i];
            const QString where = QString("step %1").arg(i + 1);
            QVERIFY2(a.kind == e.kind && a.node == e.node && a.a == e.a && a.b == e.b, qPrintable(where));
        }
    }

    void failHardClampsReturns()
    {
        const GameTree tree = presetTree("textbook");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, true});
        // B's best value 2 lies below its window (3, +∞): fail-hard returns the bound 3.
        const auto it = std::find_if(trace.events.begin(), trace.events.end(),
            [](const Event& e) { return e.kind == EventKind::Return && e.node == 2; });
        QVERIFY(it != trace.events.end());
        QCOMPARE(it->a, 3);
        QCOMPARE(it->b, 2);
        QCOMPARE(trace.result.value, 3);
    }

    // --- replay ------------------------------------------------------------------------
    void replayForwardThenBack_data()
    {
        QTest::addColumn<QString>("preset");
        QTest::addColumn<int>("algorithm");
        QTest::addColumn<bool>("failHard");
        for (const Preset& preset : presets()) {
            for (Algorithm a : kAllAlgorithms) {
                for (bool hard : {false, true}) {
                    if (hard && !usesWindow(a))
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
        for (const Preset& preset : presets()) {
            const GameTree tree = preset.build();
            for (Algorithm a : kAllAlgorithms) {
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

    void searchRunFindsCutoffs()
    {
        const auto tree = std::make_shared<const GameTree>(presetTree("mixed"));
        const auto run = SearchRun::create(tree, {Algorithm::AlphaBeta, false}, "mixed");
        QCOMPARE(run->cutoffSteps, std::vector<std::size_t>({36, 54})); // the step just after each cut-off
        QCOMPARE(run->cutoffStep(0, +1), std::optional<std::size_t>(36));
        QCOMPARE(run->cutoffStep(36, +1), std::optional<std::size_t>(54));
        QCOMPARE(run->cutoffStep(54, +1), std::nullopt);
        QCOMPARE(run->cutoffStep(54, -1), std::optional<std::size_t>(36));
        QCOMPARE(run->cutoffStep(36, -1), std::nullopt);
        QCOMPARE(run->cutoffStep(59, -1), std::optional<std::size_t>(54));
        QVERIFY(SearchRun::create(tree, {Algorithm::Minimax, false}, "")->cutoffSteps.empty());
        QCOMPARE(run->tree.get(), tree.get()); // shared, not copied
    }

    // --- practice --------------------------------------------------------------------
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
            for (Algorithm algorithm : kAllAlgorithms) {
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

    // --- oracle ------------------------------------------------------------------------
    void oracleOnRandomTrees()
    {
        const int kTrees = 3000;
        for (int i = 0; i < kTrees; ++i) {
            const RandomTreeSpec spec = randomSpec(i);
            QVERIFY(spec.problem().empty());
            const GameTree tree = buildRandomTree(spec);
            const Value expected = referenceMinimax(tree, 0);
            const NodeId expectedMove = referenceBestMove(tree);
            const Trace minimax = Search::run(tree, {Algorithm::Minimax, false});
            const QString where = QString("tree %1 (%2)").arg(i).arg(QString::fromStdString(spec.toString()));
            QVERIFY2(minimax.result.value == expected, qPrintable(where));
            QVERIFY2(minimax.result.bestMove == expectedMove, qPrintable(where));
            QCOMPARE(minimax.result.visited, tree.size());
            // Negamax forms score from the root player's side.
            const Value sign = tree.rootPlayer() == Player::Max ? 1 : -1;
            for (Algorithm a : {Algorithm::AlphaBeta, Algorithm::Negamax, Algorithm::NegamaxAlphaBeta}) {
                for (bool hard : {false, true}) {
                    const Trace t = Search::run(tree, {a, hard});
                    const Value value = isNegamax(a) ? t.result.value * sign : t.result.value;
                    const QString what
                        = where + " " + QString::fromUtf8(algorithmName(a).data()) + (hard ? " hard" : "");
                    QVERIFY2(value == expected, qPrintable(what));
                    QVERIFY2(t.result.bestMove == expectedMove, qPrintable(what));
                    QVERIFY2(t.result.visited <= minimax.result.visited, qPrintable(what));
                }
            }
        }
    }

    // --- tree text ---------------------------------------------------------------------
    /// Static evaluations of inner nodes: read, kept through edits and reorderings, written.
    void treeTextEvaluations()
    {
        const GameTree tree = parsed("(A:(3, 12, 8)[4], B:(2, (4, 5)[-1], 6) [ 1 ], 7)");
        QCOMPARE(tree.evaluation(1), Value(4));
        QCOMPARE(tree.evaluation(2), Value(1));
        QCOMPARE(tree.evaluation(0), kNoValue);
        QCOMPARE(tree.evaluation(3), kNoValue); // a leaf
        QCOMPARE(toTreeText(tree), std::string("((3, 12, 8)[4], (2, (4, 5)[-1], 6)[1], 7)"));
        QCOMPARE(toTreeText(reorderMoves(tree, MoveOrder::BestFirst, 0)).find("[4]") != std::string::npos, true);
        EditableTree edit(tree);
        edit.setEvaluation(0, 9);
        QCOMPARE(edit.build().evaluation(0), Value(9));
        QVERIFY(!parsed("(1, 2)").hasEvaluations());
    }

    /// Transpositions: nodes marked as one position pair up, with their subtrees; the text
    /// round-trips; an edit that makes them differ parts them.
    void treeTextTranspositions()
    {
        const GameTree tree = parsed("(A:(1:(3, 4)~x, 2:(5, 6)), B:(1:(5, 6), 2:(3, 4) ~x))");
        const NodeId a1 = 3, b2 = 6;
        QCOMPARE(tree.position(b2), a1);
        QCOMPARE(tree.position(tree.firstChild(b2)), tree.firstChild(a1)); // the leaves below pair up
        QCOMPARE(tree.position(a1), a1);
        QCOMPARE(tree.position(4), NodeId(4)); // A/2 and B/1 are alike but not marked
        const std::string text = toTreeText(tree);
        QCOMPARE(text, std::string("(((3, 4)~t1, (5, 6)), ((5, 6), (3, 4)~t1))"));
        QCOMPARE(toTreeText(parsed(text.c_str())), text);
        // Reordering sorts both alike and keeps them one position; an edit of one parts them.
        QVERIFY(reorderMoves(tree, MoveOrder::WorstFirst, 0).hasTranspositions());
        EditableTree edit(tree);
        edit.setValue(tree.firstChild(b2), 9);
        QVERIFY(!edit.build().hasTranspositions());
        // The table answers one from what it learnt at the other.
        SearchOptions options = labOptions(tree.height(), Scoring::Plain);
        options.enhancements.table = true;
        QVERIFY(
            searchCounts(TreeGame(tree), options).tableExact + searchCounts(TreeGame(tree), options).tableBounds > 0);
    }

    void treeTextRoundTrip()
    {
        for (const Preset& preset : presets()) {
            const GameTree tree = preset.build();
            const std::string text = toTreeText(tree);
            const GameTree again = parsed(text.c_str());
            QCOMPARE(toTreeText(again), text);
            QCOMPARE(again.size(), tree.size());
            for (NodeId n = 0; n < tree.size(); ++n) {
                QCOMPARE(again.label(n), tree.label(n));
                QCOMPARE(again.leafValue(n), tree.leafValue(n));
                QCOMPARE(again.childCount(n), tree.childCount(n));
            }
        }
        for (int i = 0; i < 200; ++i) {
            const GameTree tree = buildRandomTree(randomSpec(i));
            const std::string text = toTreeText(tree);
            QCOMPARE(toTreeText(parsed(text.c_str())), text);
        }
        QCOMPARE(toTreeText(presetTree("textbook")), std::string("((3, 12, 8), (2, 4, 6), (14, 5, 2))"));
    }

    void treeTextForms()
    {
        const GameTree tree = parsed("( A:(3 12 8) ,B: (2,4,6)\n C:(14, 5, 2) ) # a comment");
        QCOMPARE(toTreeText(tree), std::string("((3, 12, 8), (2, 4, 6), (14, 5, 2))"));
        const GameTree single = parsed("-7");
        QCOMPARE(single.size(), NodeId(1));
        QCOMPARE(single.leafValue(0), -7);
        const GameTree labelled = parsed("(x:1, y:(q:+2))");
        QCOMPARE(labelled.path(3), std::string("y/q"));
        QCOMPARE(labelled.leafValue(3), 2);
        QCOMPARE(parsed("((1,2),(3,4))").path(5), std::string("B/1"));
        QCOMPARE(defaultMoveLabel(1, 26), std::string("AA"));
        // A move without a label never takes one a sibling was given: paths name one node.
        const GameTree clash = parsed("(B:1, 2, 3, (2:4, 5))");
        QCOMPARE(clash.label(2), std::string_view("E")); // B is taken: the first free past D
        QCOMPARE(clash.label(3), std::string_view("C"));
        QCOMPARE(clash.path(6), std::string("D/3")); // 2 is taken under D
        QCOMPARE(toTreeText(parsed(toTreeText(clash).c_str())), toTreeText(clash));
    }

    void treeTextErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty text") << "" << 1 << 1 << "the text is empty";
        QTest::newRow("only a comment") << "  # nothing" << 1 << 12 << "the text is empty";
        QTest::newRow("empty parentheses") << "(1, ())" << 1 << 6 << "empty '()'";
        QTest::newRow("evaluation on a leaf") << "(1[3], 2)" << 1 << 3 << "a leaf is scored by its value";
        QTest::newRow("evaluation not a number") << "((1, 2)[x], 3)" << 1 << 9 << "'x' is not a number";
        QTest::newRow("evaluation empty") << "((1, 2)[], 3)" << 1 << 9 << "expected a number after '['";
        QTest::newRow("evaluation unclosed") << "((1, 2)[4, 3)" << 1 << 10 << "missing ']'";
        QTest::newRow("evaluation out of range") << "((1, 2)[9999999999], 3)" << 1 << 9 << "out of range";
        QTest::newRow("position on a leaf") << "(1~p, 2)" << 1 << 3 << "only inner nodes are marked";
        QTest::newRow("position without a name") << "((1, 2)~, 3)" << 1 << 9 << "expected a name after '~'";
        QTest::newRow("positions that differ") << "(((1, 2)~p, 3), ((1, 5)~p, 3))" << 1 << 25
                                               << "differs from the one of the same name at line 1, column 10";
        QTest::newRow("positions of two sides") << "(((1, 2)~p, 3), (1, 2)~p)" << 1 << 24 << "same side to move";
        QTest::newRow("missing value between commas") << "(1,,2)" << 1 << 4 << "missing value between two commas";
        QTest::newRow("trailing comma") << "(1,2,)" << 1 << 6 << "after ','";
        QTest::newRow("leading comma") << "(,1)" << 1 << 3 << "but found ','";
        QTest::newRow("stray character") << "(1, 2; 3)" << 1 << 6 << "unexpected character ';'";
        QTest::newRow("two moves with one label")
            << "(a:1, b:(x:1,\n  x:2))" << 2 << 3 << "a second move labelled 'x' from the same position";
        QTest::newRow("unicode stray") << "(1, 2 → 3)" << 1 << 7 << "unexpected character '→'";
        QTest::newRow("unclosed") << "((1,2),\n (3,4)" << 2 << 7
                                  << "missing ')' to close the '(' opened at line 1, column 1";
        QTest::newRow("extra closing") << "(1,2))" << 1 << 6 << "unexpected ')'";
        QTest::newRow("two roots") << "(1,2) (3)" << 1 << 7 << "after the end of the tree";
        QTest::newRow("number too large") << "(1, 12345678901)" << 1 << 5 << "out of range";
        QTest::newRow("number beyond limit") << "(1, -1000000001)" << 1 << 5 << "out of range";
        QTest::newRow("word not number") << "(1, abc)" << 1 << 5 << "'abc' is not a number";
        QTest::newRow("label without node") << "(A:, 2)" << 1 << 4 << "after the label 'A:'";
        QTest::newRow("label at end") << "(A:" << 1 << 4 << "after the label 'A:'";
        QTest::newRow("colon without label") << "(:3)" << 1 << 2 << "expected a label before ':'";
        QTest::newRow("root label") << "R:(1,2)" << 1 << 1 << "takes no label";
        QTest::newRow("missing colon") << "(A(1,2))" << 1 << 2 << "missing ':' after the label 'A'";
        QTest::newRow("lone minus") << "(1, -)" << 1 << 5 << "'-' is not a number";
    }
    void treeTextErrors()
    {
        QFETCH(QString, text);
        const std::string utf8 = text.toStdString();
        const auto result = TreeTextParser::parse(utf8);
        QVERIFY(!result);
        QTEST(result.error().line, "line");
        QTEST(result.error().column, "column");
        QFETCH(QString, message);
        QVERIFY2(QString::fromStdString(result.error().message).contains(message),
            qPrintable(QString::fromStdString(result.error().toString())));
    }

    void treeTextLimits()
    {
        // Deep nesting is refused with a message, not a stack overflow.
        const std::string deep = std::string(20'000, '(') + "1" + std::string(20'000, ')');
        const auto tooDeep = TreeTextParser::parse(deep);
        QVERIFY(!tooDeep);
        QVERIFY(tooDeep.error().message.find("deeper than") != std::string::npos);
        const std::string ok = std::string(5'000, '(') + "1" + std::string(5'000, ')');
        const auto fine = TreeTextParser::parse(ok);
        QVERIFY(fine);
        QCOMPARE(fine->height(), 5000u);
        const Trace trace = Search::run(*fine, {Algorithm::AlphaBeta, false});
        QCOMPARE(trace.result.value, 1);
        QCOMPARE(toTreeText(*fine), ok);
        // Too many nodes.
        std::string wide = "(";
        for (NodeId i = 0; i <= TreeTextParser::kMaxNodes; ++i)
            wide += "0,";
        wide += "0)";
        const auto tooWide = TreeTextParser::parse(wide);
        QVERIFY(!tooWide);
        QVERIFY(tooWide.error().message.find("more than") != std::string::npos);
    }

    // --- tic-tac-toe -------------------------------------------------------------------
    void ticTacToeFullTree()
    {
        const auto board = TicTacToeBoard::parse(".........", std::nullopt);
        QVERIFY(board);
        const GameTree tree = buildTicTacToeTree(*board);
        QCOMPARE(tree.size(), NodeId(549'946));
        QCOMPARE(tree.leafCount(), NodeId(255'168));
        const Trace trace = Search::run(tree, {Algorithm::Minimax, false});
        QCOMPARE(trace.result.value, 0);
        QCOMPARE(trace.result.visited, NodeId(549'946));
        const Trace ab = Search::run(tree, {Algorithm::AlphaBeta, false});
        QCOMPARE(ab.result.value, 0);
        QVERIFY(ab.result.visited < trace.result.visited / 5);
        QVERIFY(tree.hasPayload());
        QCOMPARE(TicTacToeBoard::unpacked(tree.payload(tree.firstChild(0))).toString(), std::string("X........"));
    }

    void ticTacToeBlockPosition()
    {
        const GameTree tree = presetTree("ttt-block");
        QCOMPARE(TicTacToeBoard::unpacked(tree.payload(0)).toString(), std::string("XXOOOX..."));
        QCOMPARE(tree.rootPlayer(), Player::Max);
        QCOMPARE(tree.childCount(0), NodeId(3));
        QCOMPARE(std::string(tree.label(1)), std::string("7"));
    }

    void ticTacToeInvalid_data()
    {
        QTest::addColumn<QString>("board");
        QTest::addColumn<QString>("toMove");
        QTest::addColumn<QString>("message");
        QTest::newRow("too short") << "XO."
                                   << ""
                                   << "has 3 characters";
        QTest::newRow("too long") << ".........."
                                  << ""
                                  << "has 10 characters";
        QTest::newRow("bad character") << "XOZ......"
                                       << ""
                                       << "square 3 is 'Z'";
        QTest::newRow("too many X") << "XXX......"
                                    << ""
                                    << "X has 3 marks and O has 0";
        QTest::newRow("both won") << "XXXOOO..."
                                  << ""
                                  << "both X and O";
        QTest::newRow("wrong mover") << "X........"
                                     << "X"
                                     << "cannot be X's turn";
        QTest::newRow("winner to move") << "XXXOO...."
                                        << "X"
                                        << "cannot be X's turn";
        QTest::newRow("O won, O to move") << "OOOXX.X.."
                                          << "O"
                                          << "already has three in a row";
    }
    void ticTacToeInvalid()
    {
        QFETCH(QString, board);
        QFETCH(QString, toMove);
        QFETCH(QString, message);
        const std::optional<char> mover
            = toMove.isEmpty() ? std::nullopt : std::optional<char>(toMove.at(0).toLatin1());
        const auto parsed = TicTacToeBoard::parse(board.toStdString(), mover);
        QVERIFY(!parsed);
        const std::string& error = parsed.error().message;
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    void ticTacToeSideToMove()
    {
        const auto oFirst = TicTacToeBoard::parse("O........", std::nullopt);
        QVERIFY(oFirst);
        QVERIFY(oFirst->toMove() == TicTacToeBoard::Mark::X);
        const auto given = TicTacToeBoard::parse("XO.......", 'O');
        QVERIFY(given);
        QVERIFY(given->toMove() == TicTacToeBoard::Mark::O);
        const GameTree tree = buildTicTacToeTree(*given);
        QCOMPARE(tree.rootPlayer(), Player::Min);
        const auto won = TicTacToeBoard::parse("XXXOO....", std::nullopt);
        QVERIFY(won);
        QCOMPARE(buildTicTacToeTree(*won).size(), NodeId(1));
    }

    // --- random trees ------------------------------------------------------------------
    void randomTreesAreReproducible()
    {
        const auto spec = RandomTreeSpec::parse("3,4,4711");
        QVERIFY2(spec, spec.error().message.c_str());
        const std::string text = toTreeText(buildRandomTree(*spec));
        QCOMPARE(toTreeText(buildRandomTree(*spec)), text);
        QCOMPARE(buildRandomTree(*spec).size(), NodeId(1 + 3 + 9 + 27 + 81));
        RandomTreeSpec other = *spec;
        other.seed = 4712;
        QVERIFY(toTreeText(buildRandomTree(other)) != text);
        const auto ranged = RandomTreeSpec::parse("2-4,5,7,-20,20");
        QVERIFY2(ranged, ranged.error().message.c_str());
        QCOMPARE(ranged->toString(), std::string("2-4,5,7,-20,20"));
        const GameTree tree = buildRandomTree(*ranged);
        for (NodeId n = 0; n < tree.size(); ++n) {
            QVERIFY(tree.isLeaf(n) || (tree.childCount(n) >= 2 && tree.childCount(n) <= 4));
            QVERIFY(!tree.isLeaf(n) || (tree.leafValue(n) >= -20 && tree.leafValue(n) <= 20));
        }
    }

    void randomSpecErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not numbers") << "a,b,c"
                                     << "is not a random tree";
        QTest::newRow("too few parts") << "3,4"
                                       << "is not a random tree";
        QTest::newRow("empty range") << "4-2,3,1"
                                     << "is empty";
        QTest::newRow("too big") << "10,9,1"
                                 << "more than";
        QTest::newRow("values reversed") << "2,2,1,5,-5"
                                         << "is empty";
    }
    void randomSpecErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto parsed = RandomTreeSpec::parse(text.toStdString());
        QVERIFY(!parsed);
        const std::string& error = parsed.error().message;
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    // --- layout and exports ------------------------------------------------------------
    void layoutCentresParents()
    {
        const GameTree tree = presetTree("textbook");
        const FocusLayout layout = FocusLayout::compute(tree, {}, kNoNode, {}, 100);
        // Leaves, narrower than triangles, take three quarters of a column each.
        QCOMPARE(layout.width(), 7.0f);
        QCOMPARE(layout.levels(), 2u);
        for (NodeId leaf = 4; leaf <= 12; ++leaf)
            QCOMPARE(layout.find(leaf)->x, float(leaf - 4) * FocusLayout::kLeafSlot);
        QCOMPARE(layout.find(1)->x, 0.75f);
        QCOMPARE(layout.find(0)->x, 3.0f);
        const GameTree ragged = parsed("(1, (2, 3), 4)");
        const FocusLayout r = FocusLayout::compute(ragged, {}, kNoNode, {}, 100);
        QCOMPARE(r.find(1)->x, 0.0f);
        QCOMPARE(r.find(2)->x, 1.125f);
        QCOMPARE(r.find(3)->x, 2.25f);
        QVERIFY(FocusLayout::compute(GameTree(), {}, kNoNode, {}, 10).placed().empty());
    }

    /// The rules of the focus-and-context picture, checked at every step of random searches
    /// and several budgets.
    void focusLayoutKeepsTheSearchInView()
    {
        for (int i = 0; i < 300; ++i) {
            const GameTree tree = buildRandomTree(randomSpec(i));
            const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
            Replay replay(tree, trace);
            const std::size_t budget = 3 + std::size_t(i % 12);
            for (std::size_t step = 0; step <= trace.steps(); step += 1 + step % 3) {
                replay.seek(step);
                const NodeId current = replay.currentEvent() ? replay.currentEvent()->node : kNoNode;
                const FocusLayout layout = FocusLayout::compute(tree, replay.path(), current, {}, budget);
                checkLayout(tree, layout, replay.path(), current, budget);
            }
        }
    }

    void focusLayoutHonoursChoices()
    {
        const GameTree tree = presetTree("mixed");
        FocusChoices choices;
        const NodeId b = 2;
        choices.set(b, true);
        FocusLayout layout = FocusLayout::compute(tree, {}, kNoNode, choices, 1000);
        QVERIFY(layout.find(b)->collapsed);
        QCOMPARE(layout.shownAs(tree, tree.firstChild(tree.firstChild(b))), b);
        // The search path is never hidden, whatever was chosen.
        const std::vector<NodeId> path{0, b, tree.firstChild(b)};
        layout = FocusLayout::compute(tree, path, path.back(), choices, 1000);
        QVERIFY(!layout.find(b)->collapsed);
        QVERIFY(layout.find(tree.firstChild(tree.firstChild(b))));
        // Expanding by hand opens a subtree beyond the budget.
        choices = {};
        QVERIFY(FocusLayout::compute(tree, {}, kNoNode, choices, 3).find(b)->collapsed);
        choices.set(b, false);
        QVERIFY(!FocusLayout::compute(tree, {}, kNoNode, choices, 3).find(b)->collapsed);
        // Focus: the subtree's root is at the top, and the rest of the tree is not shown.
        choices = {};
        choices.focus = b;
        layout = FocusLayout::compute(tree, {}, kNoNode, choices, 1000);
        QCOMPARE(layout.find(b)->level, 0u);
        QVERIFY(!layout.find(0) && !layout.find(1));
        QCOMPARE(layout.shownAs(tree, 1), kNoNode);
        const float leaves = float(tree.childCount(b) * tree.childCount(tree.firstChild(b)));
        QCOMPARE(layout.width(), (leaves - 1) * FocusLayout::kLeafSlot + 1);
    }

    /// What the budget opens first: the subtree the search takes first, and before anything
    /// pruned or unreached, the subtrees whose values it has found.
    void focusLayoutOpensWhatCarriesNumbersFirst()
    {
        const GameTree tree = presetTree("textbook"); // A, B, C with three leaves each
        const NodeId a = 1;
        const NodeId c = 3;
        // Room for one subtree besides the root's three moves: the first searched.
        FocusLayout layout = FocusLayout::compute(tree, {}, kNoNode, {}, 5);
        QVERIFY(!layout.find(a)->collapsed);
        QVERIFY(layout.find(c)->collapsed);
        // With C's value found and A's not, C opens.
        layout = FocusLayout::compute(tree, {}, kNoNode, {}, 5, [c](NodeId n) { return n == c; });
        QVERIFY(layout.find(a)->collapsed);
        QVERIFY(!layout.find(c)->collapsed);
    }

    /// Where room is short, neighbouring moves that carry no number share one slot; with room
    /// enough each has its own.
    void focusLayoutRunsShareASlot()
    {
        const GameTree tree = presetTree("textbook");
        const NodeId a = 1;
        const NodeId b = 2;
        const NodeId c = 3;
        const std::vector<NodeId> path{GameTree::root(), a};
        auto none = [](NodeId) { return false; };
        FocusLayout layout = FocusLayout::compute(tree, path, a, {}, 4, none);
        checkLayout(tree, layout, path, a, 4);
        QCOMPARE(layout.find(b)->run, 2u);
        QVERIFY(layout.find(b)->collapsed && !layout.find(c));
        QCOMPARE(layout.shownAs(tree, c), b);
        QCOMPARE(layout.shownAs(tree, tree.firstChild(c)), b);
        layout = FocusLayout::compute(tree, path, a, {}, 100, none);
        QCOMPARE(layout.find(b)->run, 1u);
        QVERIFY(layout.find(c));
    }

    void focusLayoutOfTheFullTicTacToeTreeIsSmall()
    {
        const auto board = TicTacToeBoard::parse(".........", std::nullopt);
        const GameTree tree = buildTicTacToeTree(*board);
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        Replay replay(tree, trace);
        const std::size_t cutoff = std::size_t(std::find_if(trace.events.begin(), trace.events.end(),
                                                   [](const Event& e) { return e.kind == EventKind::Cutoff; })
            - trace.events.begin() + 1);
        for (std::size_t step : {std::size_t(0), cutoff, trace.steps() / 2, trace.steps()}) {
            replay.seek(step);
            const NodeId current = replay.currentEvent() ? replay.currentEvent()->node : kNoNode;
            const FocusLayout layout = FocusLayout::compute(tree, replay.path(), current, {}, 30);
            checkLayout(tree, layout, replay.path(), current, 30);
            // The path's nodes and their children, and no more than the budget besides.
            QVERIFY2(layout.placed().size() < 200, std::to_string(layout.placed().size()).c_str());
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

    // --- lessons ------------------------------------------------------------------------
    /// Every built-in lesson's stops lie inside its run, in order, and each figure in a caption
    /// is the run's own at that stop, read here from a separate replay.
    void builtInLessonsMatchTheirRuns()
    {
        QVERIFY(BuiltInLessons::list().size() >= 7);
        for (const auto& entry : BuiltInLessons::list()) {
            const auto outline = BuiltInLessons::outline(entry.name);
            QVERIFY(outline);
            const GameTree tree = presetTree(QString::fromStdString(outline->presetName));
            const Trace trace = Search::run(tree, outline->options);
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
                const QRegularExpression figure(
                    "\\{(alpha|beta|value) ([^}]+)\\}|\\{(visited|pruned|leaves|cutoffs)\\}");
                QString rest = QString::fromStdString(stop.caption);
                for (auto match = figure.globalMatch(rest); match.hasNext();) {
                    const auto m = match.next();
                    QString expected;
                    if (!m.captured(3).isEmpty()) {
                        const QString what = m.captured(3);
                        expected = QString::number(what == "visited" ? replay.visited()
                                : what == "pruned"                   ? replay.pruned()
                                : what == "leaves"                   ? replay.leavesEvaluated()
                                                                     : replay.cutoffs());
                    } else {
                        NodeId node = kNoNode;
                        for (NodeId n = 0; n < tree.size(); ++n) {
                            if (QString::fromStdString(tree.path(n)) == m.captured(2))
                                node = n;
                        }
                        QVERIFY2(node != kNoNode, qPrintable(m.captured(2)));
                        const QString what = m.captured(1);
                        expected = QString::fromStdString(formatValue(what == "alpha" ? replay.alpha(node)
                                : what == "beta"                                      ? replay.beta(node)
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
        QVERIFY(QString::fromStdString(BuiltInLessons::outline("nope").error().message).contains("alphabeta"));
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

    void notesRoundTripThroughFiles()
    {
        TreeDocument document{"Notes", "", presetTree("textbook"), {}};
        QVERIFY(TreeFile::write(document).find("\"version\": 1") != std::string::npos);
        document.notes.writtenFor = {Algorithm::Negamax, false};
        document.notes.add({19, "Cut-off at B: α = {alpha B}."});
        document.notes.add({5, "First leaf \"3\"."});
        QCOMPARE(document.notes.notes.front().step, std::size_t(5));
        const std::string text = TreeFile::write(document);
        QVERIFY(text.find("\"version\": 2") != std::string::npos);
        const auto read = TreeFile::read(text);
        QVERIFY(read);
        QVERIFY(read->notes == document.notes);
        const Lesson lesson = Lesson::fromNotes("Notes", read->notes);
        QCOMPARE(lesson.stops.size(), std::size_t(2));
        QCOMPARE(lesson.options.algorithm, Algorithm::Negamax);
        // Notes for an enhanced search keep its enhancements, in version 3.
        Enhancements& e = document.notes.writtenFor.enhancements;
        e.depth = 1;
        e.table = e.iterative = e.pvs = true;
        e.aspiration = 2;
        e.tableSize = 16;
        e.replacement = Replacement::DeeperOrEqual;
        document.notes.writtenFor.algorithm = Algorithm::NegamaxAlphaBeta;
        const std::string enhanced = TreeFile::write(document);
        QVERIFY(enhanced.find("\"version\": 3") != std::string::npos);
        const auto back = TreeFile::read(enhanced);
        QVERIFY(back);
        QVERIFY(back->notes.writtenFor == document.notes.writtenFor);
        // Enhancements that do not compose, or are not what they say, are refused by name.
        std::string broken = enhanced;
        broken.replace(broken.find("\"aspiration\": 2"), 16, "\"aspiration\": -2");
        QVERIFY(!TreeFile::read(broken));
        std::string pvsAlone = enhanced;
        pvsAlone.replace(pvsAlone.find("negamax-alphabeta"), 17, "negamax");
        const auto refused = TreeFile::read(pvsAlone);
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.find("need a form of alpha-beta") != std::string::npos,
            refused.error().message.c_str());
    }

    void exportsCarryTheFigures()
    {
        const GameTree tree = presetTree("textbook");
        const Trace trace = Search::run(tree, {Algorithm::AlphaBeta, false});
        const std::string json = TraceExport::json(tree, trace, false);
        for (const char* key : {"\"algorithm\": \"alphabeta\"", "\"value\": 3", "\"best_move\": \"A\"", "\"nodes\": 13",
                 "\"visited\": 11", "\"pruned\": 2", "\"leaves_evaluated\": 7", "\"cutoffs\": 1", "\"steps\": 35",
                 "\"label\": \"B/1\"", "\"first_pruned\": \"B/2\"", "\"alpha\": \"-inf\""})
            QVERIFY2(json.find(key) != std::string::npos, key);
        QVERIFY(TraceExport::json(tree, trace, true).find("events") == std::string::npos);
        const std::string csv = TraceExport::csv(tree, trace, false);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 36L);
        QVERIFY(csv.find("19,cutoff,2,B,3,2,,,,B/2,2") != std::string::npos);
        const std::string text = TraceExport::text(tree, trace, false);
        QVERIFY(text.find("✂ α = 3 ≥ β = 2") != std::string::npos);
        QVERIFY(text.find("value 3, best move A") != std::string::npos);
    }

    // --- move ordering -----------------------------------------------------------------
    void reorderingTheMixedGameGivesThePresets()
    {
        const GameTree mixed = presetTree("mixed");
        QCOMPARE(toTreeText(reorderMoves(mixed, MoveOrder::BestFirst)), toTreeText(presetTree("best-first")));
        QCOMPARE(toTreeText(reorderMoves(mixed, MoveOrder::WorstFirst)), toTreeText(presetTree("worst-first")));
    }

    void reorderingKeepsTheGame()
    {
        for (int i = 0; i < 300; ++i) {
            const GameTree tree = buildRandomTree(randomSpec(i));
            const Trace original = Search::run(tree, {Algorithm::Minimax, false});
            for (MoveOrder order : {MoveOrder::BestFirst, MoveOrder::WorstFirst, MoveOrder::Shuffled}) {
                const GameTree reordered = reorderMoves(tree, order, std::uint64_t(i));
                QCOMPARE(reordered.size(), tree.size());
                const Trace after = Search::run(reordered, {Algorithm::AlphaBeta, false});
                QCOMPARE(after.result.value, original.result.value);
                if (original.result.bestMove != kNoNode)
                    QCOMPARE(referenceMinimax(reordered, 0), referenceMinimax(tree, 0));
            }
            const Trace best = Search::run(reorderMoves(tree, MoveOrder::BestFirst), {Algorithm::AlphaBeta, false});
            const Trace worst = Search::run(reorderMoves(tree, MoveOrder::WorstFirst), {Algorithm::AlphaBeta, false});
            QVERIFY(best.result.visited <= worst.result.visited);
        }
        const GameTree tree = buildRandomTree(randomSpec(5));
        QCOMPARE(toTreeText(reorderMoves(tree, MoveOrder::Shuffled, 42)),
            toTreeText(reorderMoves(tree, MoveOrder::Shuffled, 42)));
    }

    void bestFirstReachesKnuthMoore_data()
    {
        QTest::addColumn<QList<int>>("branching");
        for (int b = 2; b <= 4; ++b) {
            for (int d = 1; d <= 5; ++d)
                QTest::addRow("uniform b=%d d=%d", b, d) << QList<int>(d, b);
        }
        QTest::newRow("mixed game 3,2,2") << QList<int>{3, 2, 2};
        QTest::newRow("wide then narrow 5,1,3,2") << QList<int>{5, 1, 3, 2};
        QTest::newRow("narrow then wide 2,4,3,1,3") << QList<int>{2, 4, 3, 1, 3};
    }

    void bestFirstReachesKnuthMoore()
    {
        QFETCH(QList<int>, branching);
        // Every node at depth i gets branching[i] moves; distinct leaf values, shuffled.
        std::string text = "0";
        for (auto level = branching.rbegin(); level != branching.rend(); ++level) {
            std::string node = "(";
            for (int move = 0; move < *level; ++move)
                node += (move ? "," : "") + text;
            text = node + ")";
        }
        EditableTree edit(parsed(text.c_str()));
        const GameTree shape = edit.build();
        int nextLeaf = 0;
        for (NodeId n = 0; n < shape.size(); ++n) {
            if (shape.isLeaf(n))
                edit.setValue(n, nextLeaf++ * 7 % 1009);
        }
        const GameTree tree = reorderMoves(edit.build(), MoveOrder::Shuffled, std::uint64_t(nextLeaf));

        const auto level = levelShape(tree);
        QVERIFY(level);
        QCOMPARE(QList<int>(level->branching.begin(), level->branching.end()), branching);
        QCOMPARE(level->isUniform(),
            std::adjacent_find(branching.begin(), branching.end(), std::not_equal_to<>()) == branching.end());
        const Trace best = Search::run(reorderMoves(tree, MoveOrder::BestFirst), {Algorithm::AlphaBeta, false});
        QCOMPARE(double(best.result.leavesEvaluated), level->minimalLeaves());
        const Trace all = Search::run(tree, {Algorithm::Minimax, false});
        QCOMPARE(double(all.result.leavesEvaluated), level->allLeaves());
    }

    void knuthMooreFigures()
    {
        QVERIFY(!levelShape(parsed("(1, (2, 3))"))); // leaves at two depths
        QVERIFY(!levelShape(parsed("((1, 2), (3, 4, 5))"))); // two and three moves at depth 1
        QVERIFY(!levelShape(parsed("7")));
        QCOMPARE(levelShape(presetTree("textbook"))->minimalLeaves(), 5.0); // 3 + 3 - 1
        QCOMPARE(levelShape(presetTree("textbook"))->allLeaves(), 9.0);
        const LevelShape mixed = *levelShape(presetTree("mixed"));
        QVERIFY(!mixed.isUniform());
        QCOMPARE(mixed.minimalLeaves(), 7.0); // 3·2 + 2 - 1
        QCOMPARE(mixed.allLeaves(), 12.0);
        QCOMPARE(double(Search::run(presetTree("best-first"), {Algorithm::AlphaBeta, false}).result.leavesEvaluated),
            mixed.minimalLeaves());
    }

    void editableTreeEdits()
    {
        EditableTree edit(presetTree("textbook"));
        edit.remove(2); // B
        edit.setValue(4, 30); // A/1
        edit.addChild(3, -4); // C/4
        edit.setLabel(1, "left");
        const GameTree tree = edit.build();
        QCOMPARE(QString::fromStdString(toTreeText(tree)), QString("(left:(30, 12, 8), (14, 5, 2, -4))"));
        QCOMPARE(tree.path(2), std::string("B")); // C moved into B's place and took its letter
        QCOMPARE(Search::run(tree, {Algorithm::Minimax, false}).result.value, 8);
        // A move added where a sibling already holds its default label gets a free one, and
        // the tree still reads back from its text after the moves are swapped.
        EditableTree renamed(presetTree("textbook"));
        renamed.setLabel(4, "4"); // A/1 becomes A/4
        renamed.addChild(1, 0); // a fourth move of A: "4" is taken
        QCOMPARE(renamed.build().label(renamed.build().firstChild(1) + 3), std::string_view("5"));
        renamed.pinLabels();
        std::swap(renamed.children(1)[0], renamed.children(1)[3]);
        const GameTree swapped = renamed.build();
        QCOMPARE(swapped.path(swapped.firstChild(1) + 3), std::string("A/4"));
        QCOMPARE(toTreeText(parsed(toTreeText(swapped).c_str())), toTreeText(swapped));
    }

    // --- editing history -----------------------------------------------------------------
    void historySharesTreesAndUndoes()
    {
        const auto mixed = std::make_shared<const GameTree>(presetTree("mixed"));
        TreeHistory history;
        history.push({"Open Mixed", {mixed, "Mixed", "", "mixed", {}}, {}, "", true});
        QVERIFY(!history.canUndo() && !history.hasUnsavedChanges());
        // A change of title keeps the tree: the history holds it once.
        history.push({"Retitle", {mixed, "Mine", "", "", {}}, {}, "", false});
        QCOMPARE(history.bytes(), mixed->memoryBytes());
        QVERIFY(history.hasUnsavedChanges());
        QCOMPARE(history.undoText(), std::string("Retitle"));
        QCOMPARE(history.undo().state.title, std::string("Mixed"));
        QVERIFY(!history.hasUnsavedChanges()); // back to the preset as opened
        QCOMPARE(history.redoText(), std::string("Retitle"));
        QCOMPARE(history.redo().state.title, std::string("Mine"));
        // Saving marks this version as the file's; the version the file held before no longer is.
        history.markSaved("/tmp/a.gtree.json");
        QVERIFY(!history.hasUnsavedChanges());
        history.push({"Edit", {std::make_shared<const GameTree>(presetTree("textbook")), "Mine", "", "", {}}, {},
            history.current().filePath, false});
        history.markSaved("/tmp/a.gtree.json");
        history.undo();
        QVERIFY(history.hasUnsavedChanges());
        QCOMPARE(history.current().filePath, std::string("/tmp/a.gtree.json"));
        // A new change drops what could be redone.
        history.push({"Other", {mixed, "Other", "", "", {}}, {}, "", false});
        QVERIFY(!history.canRedo());
        QCOMPARE(history.versions(), std::size_t(3));
    }

    void historyKeepsWithinItsBudget()
    {
        const auto tree = std::make_shared<const GameTree>(presetTree("mixed"));
        // Room for three trees of this size: the oldest versions are forgotten, never the current.
        TreeHistory history(tree->memoryBytes() * 3, 100);
        for (int i = 0; i < 10; ++i)
            history.push({"Edit", {std::make_shared<const GameTree>(*tree), "t", "", "", {}}, {}, "", false});
        QCOMPARE(history.versions(), std::size_t(3));
        QVERIFY(history.bytes() <= tree->memoryBytes() * 3);
        TreeHistory counted(std::size_t(1) << 40, 5);
        for (int i = 0; i < 10; ++i)
            counted.push({"Retitle", {tree, std::to_string(i), "", "", {}}, {}, "", false});
        QCOMPARE(counted.versions(), std::size_t(5));
        QCOMPARE(counted.current().state.title, std::string("9"));
        TreeHistory huge(1, 100); // a tree larger than the whole budget still stays on screen
        huge.push({"Open", {tree, "t", "", "", {}}, {}, "", true});
        huge.push({"Edit", {std::make_shared<const GameTree>(*tree), "t", "", "", {}}, {}, "", false});
        QCOMPARE(huge.versions(), std::size_t(1));
        QVERIFY(!huge.canUndo());
    }

    void historyKeepsEditsAndMakesTreesAgain()
    {
        // Room for about four trees: each edit keeps the function that made it, and the trees
        // it cannot hold are made again by replaying the edits when undo or redo reaches them.
        const auto opened = std::make_shared<const GameTree>(presetTree("mixed"));
        const std::size_t budget = opened->memoryBytes() * 4;
        TreeHistory history(budget, 100);
        history.push({"Open", {opened, "Mixed", "", "mixed", {}}, {}, "", true});
        const NodeId leaf = 10; // A/1/1
        for (Value value = 1; value <= 10; ++value) {
            TreeHistory::Edit edit = [leaf, value](const GameTree& before) {
                EditableTree tree(before);
                tree.setValue(leaf, value);
                return tree.build();
            };
            auto tree = std::make_shared<const GameTree>(edit(*history.current().state.tree));
            history.push({"Set A/1/1", {std::move(tree), "Mixed (edited)", "", "", {}}, std::move(edit), "", false});
            QVERIFY(history.bytes() <= budget);
        }
        QCOMPARE(history.versions(), std::size_t(11)); // nothing forgotten: edits are small
        QVERIFY(history.treesKept() <= 4);
        for (Value value = 9; value >= 1; --value) {
            QCOMPARE(history.undo().state.tree->leafValue(leaf), value);
            QVERIFY(history.bytes() <= budget);
        }
        QCOMPARE(history.undo().state.tree->leafValue(leaf), presetTree("mixed").leafValue(leaf));
        QVERIFY(!history.hasUnsavedChanges());
        for (Value value = 1; value <= 10; ++value)
            QCOMPARE(history.redo().state.tree->leafValue(leaf), value);
    }

    // --- comparisons and wording -----------------------------------------------------------
    void comparisonsHaveOneNameTable()
    {
        for (const ComparisonName& entry : kComparisons)
            QCOMPARE(comparisonFromName(entry.name), std::optional(entry.comparison));
        QCOMPARE(comparisonFromName("nonsense"), std::nullopt);
        QCOMPARE(comparisonNames(), std::string("orderings, minimax, fail-hard, this-tree, enhancements"));
        const auto tree = std::make_shared<const GameTree>(presetTree("textbook"));
        // Every run says what it runs, fail-hard included.
        const auto orderings = comparedRuns(Comparison::MixedOrderings, tree, "Textbook", {Algorithm::AlphaBeta, true});
        QCOMPARE(orderings.size(), std::size_t(3));
        for (const ComparedRun& run : orderings) {
            QVERIFY2(run.title.ends_with("Alpha-beta, fail-hard"), run.title.c_str());
            QVERIFY(run.options.failHard);
        }
        const auto versus = comparedRuns(Comparison::MinimaxVersusAlphaBeta, tree, "Textbook", {Algorithm::Negamax});
        QCOMPARE(versus[0].title, std::string("Textbook · Minimax"));
        QCOMPARE(versus[1].title, std::string("Textbook · Negamax alpha-beta, fail-soft"));
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
        QCOMPARE(enhanced[1].title, std::string("T · Alpha-beta, fail-soft, table"));
        const auto game = std::make_shared<const GameTree>(presetTree("ttt-transpositions"));
        const auto ticTacToe = comparedRuns(Comparison::EnhancementsOfThisTree, game, "T", {});
        QCOMPARE(ticTacToe.size(), std::size_t(6));
        QVERIFY(ticTacToe.back().title.ends_with("centre first, table, iterative"));
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

    // --- the enhancements lab -----------------------------------------------------------
    void labReproducesTheTextbookEngine()
    {
        // The textbook engine's node counts from the empty board (depth 9, fast wins),
        // obtained by running it: every configuration it can express, in numeric and in
        // centre-first order, with or without its table and iterative deepening.
        struct Row {
            StaticOrder order;
            bool table;
            bool iterative;
            std::uint64_t nodes;
            std::uint64_t cutoffs;
        };
        const Row rows[] = {{StaticOrder::Game, false, false, 20'866, 7'692},
            {StaticOrder::Game, false, true, 54'501, 19'677}, {StaticOrder::Game, true, false, 5'453, 1'721},
            {StaticOrder::Game, true, true, 8'568, 2'779}, {StaticOrder::CentreFirst, false, false, 7'865, 2'854},
            {StaticOrder::CentreFirst, false, true, 23'418, 8'189}, {StaticOrder::CentreFirst, true, false, 2'143, 657},
            {StaticOrder::CentreFirst, true, true, 4'814, 1'530}};
        const TicTacToeGame game;
        for (const Row& row : rows) {
            SearchOptions options = labOptions();
            options.enhancements.order = row.order;
            options.enhancements.table = row.table;
            options.enhancements.iterative = row.iterative;
            const SearchCounts result = searchCounts(game, options);
            QCOMPARE(result.enters, row.nodes);
            QCOMPARE(result.cutoffs, row.cutoffs);
            QCOMPARE(result.value, Value(0)); // perfect play draws
            if (row.order == StaticOrder::CentreFirst && row.table && row.iterative)
                QCOMPARE(game.moveName(result.bestMove), std::string("5")); // the engine takes the centre
        }
        SearchOptions minimax = labOptions();
        minimax.algorithm = Algorithm::Negamax;
        QCOMPARE(searchCounts(game, minimax).enters, std::uint64_t(549'946));
    }

    void labAgreesWithPlainNegamaxOnEveryPosition()
    {
        // Every reachable position, every depth, both scorings: each configuration returns the
        // plain search's value and a move that achieves it.
        const auto positions = reachableTicTacToe();
        QCOMPARE(positions.size(), std::size_t(5478));
        // Under the sanitizers (ten times slower) a seventh of the positions, spread evenly.
        const std::size_t stride = qEnvironmentVariableIsSet("GTL_SANITIZED") ? 7 : 1;
        std::size_t checked = 0;
        for (const Scoring scoring : {Scoring::Plain, Scoring::FastWins}) {
            for (std::uint32_t depth = 1; depth <= 9; ++depth) {
                auto configurations = labConfigurations(depth, scoring, true);
                // Plain negamax is the reference itself, and the slowest by far: it is checked
                // from the empty board in labReproducesTheTextbookEngine.
                configurations.erase(configurations.begin());
                for (std::size_t index = depth % stride; index < positions.size(); index += stride) {
                    const auto& [text, mover] = positions[index];
                    ReferenceTicTacToe reference{text, scoring == Scoring::FastWins};
                    const int expected = reference.remembered(mover, int(depth));
                    const auto board = TicTacToeBoard::parse(text, mover);
                    QVERIFY(board);
                    const TicTacToeGame game(*board);
                    for (const SearchOptions& options : configurations) {
                        const SearchCounts result = searchCounts(game, options);
                        if (result.value != expected) {
                            QFAIL(qPrintable(QString("%1 %2 to move, depth %3, %4: %5, expected %6")
                                                 .arg(QString::fromStdString(text), QChar(mover))
                                                 .arg(depth)
                                                 .arg(QString::fromStdString(searchOptionsName(options)))
                                                 .arg(result.value)
                                                 .arg(expected)));
                        }
                        if (result.hasMove) {
                            ReferenceTicTacToe after{text, reference.fastWins};
                            after.board[result.bestMove] = mover;
                            QCOMPARE(-after.remembered(mover == 'X' ? 'O' : 'X', int(depth) - 1), expected);
                        }
                        ++checked;
                    }
                }
            }
        }
        QVERIFY(checked * stride > 1'000'000);
    }

    /// On random trees, searched to the leaves and (with random static evaluations on the inner
    /// nodes) to every shallower depth, every configuration finds plain minimax's value.
    void labAgreesWithMinimaxOnRandomTrees()
    {
        std::mt19937 random(99);
        for (std::uint64_t seed = 1; seed <= 3000; ++seed) {
            RandomTreeSpec spec;
            spec.minBranching = 1;
            spec.maxBranching = 4;
            spec.depth = 1 + std::uint32_t(seed % 5);
            spec.seed = seed;
            spec.rootPlayer = seed % 2 ? Player::Max : Player::Min;
            EditableTree edit(buildRandomTree(spec));
            const GameTree bare = buildRandomTree(spec);
            for (NodeId n = 0; n < bare.size(); ++n)
                edit.setEvaluation(n, Value(random() % 19) - 9);
            const GameTree tree = edit.build();
            const TreeGame game(tree);
            const std::uint32_t height = std::max(1u, tree.height());
            for (std::uint32_t depth = seed % 3 == 0 ? 1 : height; depth <= height; ++depth) {
                QCOMPARE(game.missingEvaluation(depth), kNoNode);
                const Value minimax = referenceMinimaxTo(tree, GameTree::root(), depth);
                // Negamax scores from the side to move at the root.
                const Value expected = spec.rootPlayer == Player::Max ? minimax : -minimax;
                for (const SearchOptions& options : labConfigurations(depth, Scoring::Plain, false)) {
                    const SearchCounts result = searchCounts(game, options);
                    QCOMPARE(result.value, expected);
                    if (result.hasMove) {
                        const Value child = referenceMinimaxTo(tree, NodeId(result.bestMove), depth - 1);
                        QCOMPARE(spec.rootPlayer == Player::Max ? child : -child, expected);
                    }
                }
            }
        }
        QCOMPARE(TreeGame(presetTree("mixed")).missingEvaluation(2), NodeId(4)); // A/1
    }

    /// On random trees in which some subtrees recur as one position, every configuration,
    /// the table answering recurring positions, finds plain minimax's value.
    void labAgreesWithMinimaxOnTreesWithTranspositions()
    {
        std::mt19937 random(7);
        std::uint64_t tableHits = 0;
        for (int i = 0; i < 3000; ++i) {
            const std::string text = randomTranspositionsText(random, 2 + std::uint32_t(i % 4), false);
            const auto tree = TreeTextParser::parse(text, i % 2 ? Player::Max : Player::Min);
            QVERIFY2(tree, text.c_str());
            const Value minimax = referenceMinimax(*tree, GameTree::root());
            const Value expected = tree->rootPlayer() == Player::Max ? minimax : -minimax;
            const TreeGame game(*tree);
            for (const SearchOptions& options : labConfigurations(tree->height(), Scoring::Plain, false)) {
                const SearchCounts result = searchCounts(game, options);
                QCOMPARE(result.value, expected);
                tableHits += result.tableExact + result.tableBounds;
            }
        }
        QVERIFY(tableHits > 1000); // the recurring positions were found in the table
    }

    // --- enhanced searches stepped on the tree -----------------------------------------
    void enhancedReplayForwardThenBack()
    {
        std::size_t runs = 0;
        // Under the sanitizers (ten times slower) a third of the random trees.
        const bool sanitized = qEnvironmentVariableIsSet("GTL_SANITIZED");
        for (const GameTree& tree : enhancedTestTrees(sanitized ? 4 : 12)) {
            for (const SearchOptions& options : enhancedConfigurations(tree, tree.hasPayload() ? 3 : 0)) {
                const Trace trace = Search::run(tree, options);
                const std::string where = searchOptionsName(options) + " on " + std::to_string(tree.size()) + " nodes";
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

    /// Every configuration finds the value plain minimax finds with the same depth and
    /// evaluations, and a best move of that value, however often it enters a node.
    void enhancedTracesAgreeWithMinimax()
    {
        std::mt19937 random(5);
        std::size_t checked = 0;
        NodeId hits = 0;
        NodeId researches = 0;
        const bool sanitized = qEnvironmentVariableIsSet("GTL_SANITIZED");
        const int trees = sanitized ? 150 : 600; // a quarter under the sanitizers
        for (int i = 0; i < trees; ++i) {
            const std::uint32_t height = 2 + std::uint32_t(i % 4);
            const auto tree = TreeTextParser::parse(
                randomTranspositionsText(random, height, true), i % 2 ? Player::Max : Player::Min);
            QVERIFY(tree);
            const std::uint32_t depth = 1 + std::uint32_t(random() % tree->height());
            NodeId withinDepth = 0;
            for (NodeId n = 0; n < tree->size(); ++n)
                withinDepth += tree->depth(n) <= depth ? 1 : 0;
            for (const SearchOptions& options : enhancedConfigurations(*tree, depth)) {
                const Trace trace = Search::run(*tree, options);
                const bool negamaxView = isNegamax(options.algorithm) && tree->rootPlayer() == Player::Min;
                const Value expected = referenceMinimaxTo(*tree, GameTree::root(), depth);
                QCOMPARE(negamaxView ? -trace.result.value : trace.result.value, expected);
                QVERIFY(trace.result.bestMove != kNoNode);
                QCOMPARE(referenceMinimaxTo(*tree, trace.result.bestMove, depth - 1), expected);
                // A cut-off prunes only what the search would have looked at, nothing past the horizon
                // (counted where each node is entered once).
                if (!options.enhancements.iterative && !options.enhancements.pvs)
                    QVERIFY(trace.result.visited + trace.result.pruned <= withinDepth);
                hits += trace.result.tableHits;
                researches += trace.result.researches;
                ++checked;
            }
        }
        QVERIFY(checked > std::size_t(trees) * 15);
        QVERIFY(hits > NodeId(trees));
        QVERIFY(researches > NodeId(trees / 6));
    }

    /// Stepped on the whole tic-tac-toe tree, the lab's configurations enter exactly as many
    /// positions as the textbook engine (the same figures as the game searched directly).
    void enhancedTraceReproducesTheTextbookEngine()
    {
        const GameTree tree = buildTicTacToeTree({});
        for (const SearchOptions& options : standardConfigurations(9, Scoring::FastWins, true)) {
            const SearchResult traced = Search::summarize(tree, options);
            const SearchCounts direct = searchCounts(TicTacToeGame(), options);
            const std::string where = searchOptionsName(options);
            QVERIFY2(traced.visited == direct.enters, where.c_str());
            // The trace counts the cut-offs that skip a move, the engine also those after the last.
            QVERIFY2(traced.cutoffs <= direct.cutoffs && (traced.cutoffs > 0) == usesWindow(options.algorithm),
                where.c_str());
            QCOMPARE(traced.value, direct.value);
            // The trace counts the hits that answer or narrow; the lab also those that change nothing.
            QVERIFY(
                traced.tableHits >= direct.tableExact && traced.tableHits <= direct.tableExact + direct.tableBounds);
            QCOMPARE(traced.tableHits > 0, options.enhancements.table);
            QCOMPARE(std::string(tree.label(traced.bestMove)), TicTacToeGame().moveName(direct.bestMove));
        }
    }

    /// A root that is a leaf is the whole search: its value is the result (found by fuzzing).
    void enhancedSearchOfALeaf()
    {
        const GameTree leaf = *TreeTextParser::parse("1", Player::Max);
        for (const SearchOptions& options : enhancedConfigurations(leaf, 0)) {
            const Trace trace = Search::run(leaf, options);
            QCOMPARE(trace.result.value, 1);
            QCOMPARE(trace.result.bestMove, kNoNode);
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
                    const std::string where = searchOptionsName(options) + ", step " + std::to_string(replay.step())
                        + " (" + std::string(eventKindName(e.kind)) + ")";
                    const bool ofTheGame = Narrator::describe(replay).find("value of the game") != std::string::npos;
                    QVERIFY2(ofTheGame == (replay.step() == lastRootReturn), where.c_str());
                    QVERIFY2(!Narrator::describe(replay).empty(), where.c_str());
                    QVERIFY2(!Narrator::headline(tree, e).empty(), where.c_str());
                    QVERIFY2(Pseudocode::lineFor(options, tree, &e) >= 0, where.c_str());
                }
            }
        }
    }

    void enhancedSearchesSayWhatTheyCannotDo_data()
    {
        QTest::addColumn<QString>("tree");
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("centre first on a tree") << "mixed"
                                                << "centre"
                                                << "tic-tac-toe's";
        QTest::newRow("fast wins on a tree") << "mixed"
                                             << "fast-wins"
                                             << "tic-tac-toe's";
        QTest::newRow("horizon without evaluations") << "mixed"
                                                     << "depth 2"
                                                     << "A/1";
    }
    void enhancedSearchesSayWhatTheyCannotDo()
    {
        QFETCH(QString, tree);
        QFETCH(QString, change);
        QFETCH(QString, message);
        const GameTree built = presetTree(tree);
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        if (change == "centre")
            options.enhancements.order = StaticOrder::CentreFirst;
        else if (change == "fast-wins")
            options.enhancements.scoring = Scoring::FastWins;
        else if (change == "depth 2")
            options.enhancements.depth = 2;
        else
            options.enhancements.table = true;
        const std::string problem = Search::problem(built, options);
        QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
    }

    /// A table of four slots still finds the value; it loses entries to other positions and
    /// says how often, and searches more than an unbounded one.
    void fixedSizeTableCountsWhatItLoses()
    {
        SearchOptions options = labOptions();
        options.enhancements.order = StaticOrder::CentreFirst;
        options.enhancements.table = true;
        options.enhancements.tableSize = 4;
        const SearchCounts small = searchCounts(TicTacToeGame(), options);
        options.enhancements.tableSize = 0;
        const SearchCounts unbounded = searchCounts(TicTacToeGame(), options);
        QCOMPARE(small.value, unbounded.value);
        QVERIFY(small.overwritten > 0 && small.collisions > 0);
        QCOMPARE(unbounded.overwritten, std::uint64_t(0));
        QCOMPARE(unbounded.collisions, std::uint64_t(0));
        QVERIFY(small.enters > unbounded.enters);
    }

    void iterationsHaveTheirFigures()
    {
        const GameTree tree = presetTree("aspiration");
        SearchOptions options{Algorithm::AlphaBeta, false, {}};
        options.enhancements.iterative = true;
        options.enhancements.aspiration = 1;
        const Trace trace = Search::run(tree, options);
        const auto iterations = iterationsOf(trace);
        QCOMPARE(iterations.size(), std::size_t(2));
        QCOMPARE(iterations[0].depth, 1u);
        QCOMPARE(iterations[0].value, 2); // by the evaluations, through C
        QCOMPARE(std::string(tree.label(iterations[0].principalVariation.at(0))), std::string("C"));
        QCOMPARE(iterations[1].value, 5); // searched to the leaves, through A after the re-search
        QCOMPARE(tree.path(iterations[1].principalVariation.back()), std::string("A/1"));
        QCOMPARE(iterations[0].enters + iterations[1].enters, trace.result.visited);
        QCOMPARE(iterationAt(iterations, 0), -1);
        QCOMPARE(iterationAt(iterations, iterations[1].firstStep - 1), 0);
        QCOMPARE(iterationAt(iterations, trace.steps()), 1);
        QVERIFY(iterationsOf(Search::run(tree, {Algorithm::AlphaBeta, false, {}})).empty());
    }

    void labRefusesWhatDoesNotCompose_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::newRow("pvs without alpha-beta") << "pvs"
                                                << "need a form of alpha-beta";
        QTest::newRow("aspiration alone") << "aspiration"
                                          << "need iterative deepening";
        QTest::newRow("size without table") << "size"
                                            << "needs the transposition table";
        QTest::newRow("depth 10,001") << "depth"
                                      << "between 1 and 10,000";
    }
    void labRefusesWhatDoesNotCompose()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        SearchOptions options = labOptions();
        QVERIFY(searchOptionsProblem(options).empty());
        if (change == "pvs") {
            options.algorithm = Algorithm::Negamax;
            options.enhancements.pvs = true;
        } else if (change == "aspiration") {
            options.enhancements.aspiration = 2;
        } else if (change == "size") {
            options.enhancements.tableSize = 16;
        } else {
            options.enhancements.depth = 10'001;
        }
        const std::string problem = searchOptionsProblem(options);
        QVERIFY2(QString::fromStdString(problem).contains(message), problem.c_str());
    }

    // --- tree files --------------------------------------------------------------------
    void treeFileRoundTrip()
    {
        for (const Preset& preset : presets()) {
            const TreeDocument document{std::string(preset.title), std::string(preset.description), preset.build(), {}};
            const std::string text = TreeFile::write(document);
            const auto read = TreeFile::read(text);
            QVERIFY2(read, read.error().toString().c_str());
            QCOMPARE(read->title, document.title);
            QCOMPARE(read->description, document.description);
            QCOMPARE(toTreeText(read->tree), toTreeText(document.tree));
            QCOMPARE(read->tree.hasPayload(), document.tree.hasPayload());
            QCOMPARE(TreeFile::write(*read), text);
        }
        const auto minRoot = TreeFile::read(
            R"J({"format": "gametree-lab-tree", "version": 1, "root_player": "MIN", "tree": "(A:1, B:\u0032)"})J");
        QVERIFY2(minRoot, minRoot.error().toString().c_str());
        QCOMPARE(minRoot->tree.rootPlayer(), Player::Min);
        QCOMPARE(minRoot->tree.leafValue(2), 2);
    }

    void treeFileErrors_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("not json") << "(1,2)"
                                  << "line 1, column 1: not valid JSON";
        QTest::newRow("unclosed") << "{\"format\": \"gametree-lab-tree\""
                                  << "line 1, column 31: not valid JSON: syntax error while parsing object - "
                                     "unexpected end of input; expected '}'";
        QTest::newRow("other json") << "{\"a\": 1}"
                                    << "not a Game Tree Lab tree file";
        QTest::newRow("no version") << "{\"format\": \"gametree-lab-tree\"}"
                                    << "\"version\" must be a whole number";
        QTest::newRow("future version") << "{\"format\": \"gametree-lab-tree\", \"version\": 4, \"tree\": \"1\"}"
                                        << "newer Game Tree Lab (format version 4)";
        QTest::newRow("no tree") << "{\"format\": \"gametree-lab-tree\", \"version\": 1}"
                                 << "neither";
        QTest::newRow("bad tree") << "{\"format\": \"gametree-lab-tree\", \"version\": 1, \"tree\": \"(1,,2)\"}"
                                  << "\"tree\": line 1, column 4";
        QTest::newRow("bad player") << "{\"format\": \"gametree-lab-tree\", \"version\": 1, \"root_player\": \"X\", "
                                       "\"tree\": \"1\"}"
                                    << "\"root_player\" must be";
        QTest::newRow("bad board") << "{\"format\": \"gametree-lab-tree\", \"version\": 1, \"tic_tac_toe\": \"XX\"}"
                                   << "\"tic_tac_toe\": a board has 9 squares";
        QTest::newRow("title not string") << "{\"format\": \"gametree-lab-tree\", \"version\": 1, \"title\": 3, "
                                             "\"tree\": \"1\"}"
                                          << "\"title\" must be a string";
        QTest::newRow("deep json") << QString(100, '[') << "not valid JSON";
        const QString header = "{\"format\": \"gametree-lab-tree\", \"version\": ";
        QTest::newRow("notes not an object") << header + "2, \"tree\": \"1\", \"notes\": []}"
                                             << "\"notes\": must be an object";
        QTest::newRow("notes algorithm") << header + "2, \"tree\": \"1\", \"notes\": {\"algorithm\": \"best\"}}"
                                         << "is not one of minimax";
        QTest::newRow("notes without stops") << header + "2, \"tree\": \"1\", \"notes\": {}}"
                                             << "\"stops\" must be a list";
        QTest::newRow("note step") << header + "2, \"tree\": \"1\", \"notes\": {\"stops\": [{\"step\": -1}]}}"
                                   << "each stop needs a \"step\"";
        QTest::newRow("note text") << header
                + "2, \"tree\": \"1\", \"notes\": {\"stops\": [{\"step\": 1, \"text\": 5}]}}"
                                   << "\"text\" must be a string";
        QString many;
        for (int i = 0; i < 1001; ++i)
            many += QString(i ? ", " : "") + "{\"step\": 1, \"text\": \"\"}";
        QTest::newRow("too many notes") << header + "2, \"tree\": \"1\", \"notes\": {\"stops\": [" + many + "]}}"
                                        << "more than 1000 stops";
        QTest::newRow("note too long") << header
                + "2, \"tree\": \"1\", \"notes\": {\"stops\": [{\"step\": 1, \"text\": \"" + QString(4001, 'x')
                + "\"}]}}"
                                       << "longer than 4000 bytes";
        for (const char* version : {"1e10", "1e308", "1.5", "-1", "0", "\"1\"", "null"})
            QTest::newRow(qPrintable(QString("version %1").arg(version))) << header + version + ", \"tree\": \"1\"}"
                                                                          << "\"version\" must be a whole number";
        QTest::newRow("version 2^63") << header + "9223372036854775808, \"tree\": \"1\"}"
                                      << "newer Game Tree Lab (format version 9223372036854775808)";
        QTest::newRow("version 2^31 whole") << header + "2147483648, \"tree\": \"1\"}"
                                            << "newer Game Tree Lab (format version 2147483648)";
        QTest::newRow("version 2^31") << header + "2147483648.0, \"tree\": \"1\"}"
                                      << "\"version\" must be a whole number";
        QTest::newRow("to_move Z") << header + "1, \"tic_tac_toe\": \".........\", \"to_move\": \"Z\"}"
                                   << "\"to_move\" must be \"X\" or \"O\"";
        QTest::newRow("to_move empty") << header + "1, \"tic_tac_toe\": \".........\", \"to_move\": \"\"}"
                                       << "\"to_move\" must be \"X\" or \"O\"";
        QTest::newRow("to_move number") << header + "1, \"tic_tac_toe\": \".........\", \"to_move\": 5}"
                                        << "\"to_move\" must be a string";
        QTest::newRow("board beside a bad tree") << header + "1, \"tic_tac_toe\": \".........\", \"tree\": \"(\"}"
                                                 << "both \"tree\" and \"tic_tac_toe\"";
        QTest::newRow("number overflow") << header + "7777e777, \"tree\": \"1\"}"
                                         << "not valid JSON: number overflow parsing '7777e777'";
        QTest::newRow("error on line 3") << "{\n\"format\": \"gametree-lab-tree\",\n  \"version\": x}"
                                         << "line 3, column 14: not valid JSON";
    }
    void treeFileErrors()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto read = TreeFile::read(text.toStdString());
        QVERIFY(!read);
        const std::string error = read.error().toString();
        QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    }

    void textThatIsNotUtf8IsRefused()
    {
        const auto file = TreeFile::read("{\"format\": \"gametree-lab-tree\", \"version\": 1, \"title\": \"\xff\", "
                                         "\"tree\": \"1\"}");
        QVERIFY(!file);
        QVERIFY2(file.error().message.find("not valid JSON") != std::string::npos, file.error().message.c_str());
        // Tree text points at the byte and shows it escaped, never raw.
        const auto text = TreeTextParser::parse(std::string("(1, \xff\x00)", 7));
        QVERIFY(!text);
        QCOMPARE(text.error().toString(),
            std::string("line 1, column 5: the byte \\xFF is not UTF-8 text: tree text is read as UTF-8 (save it "
                        "in that encoding)"));
        QCOMPARE(printable(std::string("a\0b\xc3\xa9\xed\xa0\x80", 8)), std::string("a\\x00bé\\xED\\xA0\\x80"));
        QCOMPARE(printable(std::string(1'000'000, '9'), 5), std::string("99999…"));
        // A JSON error quotes what it last read, cut short however long that was.
        const auto unterminated = TreeFile::read("{\"title\": \"" + std::string(100'000, 'a'));
        QVERIFY(!unterminated);
        QVERIFY2(unterminated.error().message.size() < 400, unterminated.error().message.c_str());
    }

    void treeTextThatIsNotUtf8_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("byte");
        QTest::newRow("in a label") << QByteArray("(A\x80\x80:1, 2)") << 1 << 3 << "\\x80";
        QTest::newRow("in a comment") << QByteArray("(1,\n 2) # caf\xe9") << 2 << 10 << "\\xE9";
        QTest::newRow("cut short") << QByteArray("(1, 2\xe2\x86)") << 1 << 6 << "\\xE2";
        QTest::newRow("after a character") << QByteArray("(1, 2) # \xc3\xa9\xa9") << 1 << 11 << "\\xA9";
        QTest::newRow("overlong") << QByteArray("(\xc0\xa8 1)") << 1 << 2 << "\\xC0";
        QTest::newRow("surrogate") << QByteArray("(1, \xed\xa0\x80)") << 1 << 5 << "\\xED";
        QTest::newRow("Latin-1 file") << QByteArray("# Caf\xe9 lesson\n(A:1, B:2)") << 1 << 6 << "\\xE9";
    }
    void treeTextThatIsNotUtf8()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, byte);
        const auto parsed = TreeTextParser::parse(text.toStdString());
        QVERIFY(!parsed);
        QTEST(parsed.error().line, "line");
        QTEST(parsed.error().column, "column");
        QCOMPARE(QString::fromStdString(parsed.error().message),
            QString("the byte %1 is not UTF-8 text: tree text is read as UTF-8 (save it in that encoding)").arg(byte));
        // Inside a tree file, the same bytes are not JSON text.
        const auto read = TreeFile::read(
            ("{\"format\": \"gametree-lab-tree\", \"version\": 1, \"tree\": \"" + text.replace("\n", "\\n") + "\"}")
                .toStdString());
        QVERIFY(!read);
        QVERIFY2(read.error().message.find("not valid JSON") != std::string::npos, read.error().message.c_str());
    }

    void savedTreeFilesAreCheckedToReadBack()
    {
        const GameTree textbook = findPreset("textbook")->build();
        const TreeDocument good{"Textbook", "Three moves.", textbook, {}};
        QCOMPARE(TreeFile::readBackProblem(good, TreeFile::write(good)), std::string());
        QVERIFY(!TreeFile::readBackProblem(good, "{}").empty());
        const TreeDocument other{"Textbook", "Three moves.", findPreset("mixed")->build(), {}};
        QCOMPARE(TreeFile::readBackProblem(good, TreeFile::write(other)), std::string("it reads back as another tree"));
        // What the writer cannot hold as it is (text that is not UTF-8) does not read back.
        GameTreeBuilder builder(Player::Max);
        builder.addChild(builder.addRoot(0), "A\x80\x80", 1);
        const TreeDocument badLabel{"t", "", builder.build(), {}};
        QVERIFY(TreeFile::readBackProblem(badLabel, TreeFile::write(badLabel)).starts_with("it does not read back"));
        const TreeDocument badTitle{"caf\xe9", "", textbook, {}};
        QCOMPARE(TreeFile::readBackProblem(badTitle, TreeFile::write(badTitle)),
            std::string("its title or description reads back otherwise"));
        const GameTree ttt = findPreset("ttt-block")->build();
        const TreeDocument board{"Block", "", ttt, {}};
        QCOMPARE(TreeFile::readBackProblem(board, TreeFile::write(board)), std::string());
    }

    // --- robustness ----------------------------------------------------------------------
    void parsersSurviveMangledInput()
    {
        // Deterministic mutations of valid texts: every result is a tree that round-trips, or
        // an error with a position and a message; never a crash or a hang.
        const std::string alphabet = "(),: -+0123456789ABz#\n\t\"{}[]\\\xe2\x86\x92";
        std::vector<std::string> seeds;
        for (const Preset& preset : presets()) {
            seeds.push_back(toTreeText(preset.build()));
            seeds.push_back(TreeFile::write({"t", "d", preset.build(), {}}));
        }
        std::uint64_t state = 4711;
        auto random = [&state](std::uint64_t bound) {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return (state >> 33) % bound;
        };
        for (int round = 0; round < 20'000; ++round) {
            std::string text = seeds[random(seeds.size())];
            for (std::uint64_t edits = 1 + random(4); edits > 0; --edits) {
                const std::size_t at = random(text.size() + 1);
                switch (random(3)) {
                case 0: text.insert(text.begin() + std::ptrdiff_t(at), alphabet[random(alphabet.size())]); break;
                case 1:
                    if (at < text.size())
                        text.erase(at, 1);
                    break;
                default:
                    if (at < text.size())
                        text[at] = alphabet[random(alphabet.size())];
                    break;
                }
            }
            const auto parsed = TreeTextParser::parse(text);
            if (parsed) {
                const std::string again = toTreeText(*parsed);
                QCOMPARE(toTreeText(*TreeTextParser::parse(again)), again);
            } else {
                QVERIFY(parsed.error().line >= 1 && parsed.error().column >= 1 && !parsed.error().message.empty());
            }
            if (const auto read = TreeFile::read(text); !read)
                QVERIFY(!read.error().message.empty());
        }
    }
};

QTEST_APPLESS_MAIN(CoreTest)
#include "tst_core.moc"
