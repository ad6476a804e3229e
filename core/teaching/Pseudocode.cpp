// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/Pseudocode.h"

#include "core/base/Message.h"
#include "core/search/EnhancementTable.h"
#include "core/search/EventFields.h"

#include <algorithm>
#include <optional>

namespace gtl {
namespace {

/// Which mover a line of a listing belongs to, for listings with a MAX half and a MIN half.
enum class Side { Either, Max, Min, Chance };

/// A line of a listing and the step of the search routine it shows: the kind of event the
/// routine emits there. Events find their line through this tag, never by position, so a
/// listing can be reworded or extended without the highlighted line drifting.
struct Line {
    const char* text;
    std::optional<EventKind> shows = std::nullopt;
    Side side = Side::Either;
    /// For re-searches: which reason the line shows (Event::detail), or -1 for any.
    int detail = -1;
};

std::vector<Line> minimaxListing()
{
    return {
        {QT_TRANSLATE_NOOP("Pseudocode", "minimax(node):"), EventKind::Enter},
        {QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return its score"), EventKind::Leaf},
        {QT_TRANSLATE_NOOP("Pseudocode", "  v ← −∞ if MAX is to move, else +∞")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  for each child c of node:")},
        {QT_TRANSLATE_NOOP("Pseudocode", "    x ← minimax(c)")},
        {QT_TRANSLATE_NOOP("Pseudocode", "    v ← max(v, x) for MAX, min(v, x) for MIN"), EventKind::ValueChanged},
        {QT_TRANSLATE_NOOP("Pseudocode", "  return v"), EventKind::Return},
    };
}

/// One mover's half of the alpha-beta listing: MAX raises α, MIN lowers β.
void addAlphaBetaHalf(std::vector<Line>& lines, Side side, bool failHard)
{
    const bool max = side == Side::Max;
    lines.push_back(
        {max ? QT_TRANSLATE_NOOP("Pseudocode", "  if MAX is to move:") : QT_TRANSLATE_NOOP("Pseudocode", "  else:")});
    lines.push_back(
        {max ? QT_TRANSLATE_NOOP("Pseudocode", "    v ← −∞") : QT_TRANSLATE_NOOP("Pseudocode", "    v ← +∞")});
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    for each child c of node:")});
    lines.push_back({max ? QT_TRANSLATE_NOOP("Pseudocode", "      v ← max(v, alphabeta(c, α, β))")
                         : QT_TRANSLATE_NOOP("Pseudocode", "      v ← min(v, alphabeta(c, α, β))"),
        EventKind::ValueChanged, side});
    lines.push_back(max ? Line{QT_TRANSLATE_NOOP("Pseudocode", "      α ← max(α, v)"), EventKind::AlphaChanged, side}
                        : Line{QT_TRANSLATE_NOOP("Pseudocode", "      β ← min(β, v)"), EventKind::BetaChanged, side});
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "      if α ≥ β: break   ▹ cut-off"), EventKind::Cutoff, side});
    lines.push_back({failHard ? QT_TRANSLATE_NOOP("Pseudocode", "    return clamp(v, α₀, β₀)  ▹ fail-hard")
                              : QT_TRANSLATE_NOOP("Pseudocode", "    return v"),
        EventKind::Return, side});
}

std::vector<Line> alphaBetaListing(bool failHard)
{
    std::vector<Line> lines = {
        {QT_TRANSLATE_NOOP("Pseudocode", "alphabeta(node, α₀, β₀):")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  α, β ← α₀, β₀"), EventKind::Enter},
        {QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return its score"), EventKind::Leaf},
    };
    addAlphaBetaHalf(lines, Side::Max, failHard);
    addAlphaBetaHalf(lines, Side::Min, failHard);
    return lines;
}

std::vector<Line> negamaxListing()
{
    return {
        {QT_TRANSLATE_NOOP("Pseudocode", "negamax(node):"), EventKind::Enter},
        {QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return its score for the mover"), EventKind::Leaf},
        {QT_TRANSLATE_NOOP("Pseudocode", "  v ← −∞")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  for each child c of node:")},
        {QT_TRANSLATE_NOOP("Pseudocode", "    v ← max(v, −negamax(c))"), EventKind::ValueChanged},
        {QT_TRANSLATE_NOOP("Pseudocode", "  return v"), EventKind::Return},
    };
}

std::vector<Line> negamaxAlphaBetaListing(bool failHard)
{
    return {
        {QT_TRANSLATE_NOOP("Pseudocode", "negamax(node, α₀, β₀):")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  α, β ← α₀, β₀"), EventKind::Enter},
        {QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return its score for the mover"), EventKind::Leaf},
        {QT_TRANSLATE_NOOP("Pseudocode", "  v ← −∞")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  for each child c of node:")},
        {QT_TRANSLATE_NOOP("Pseudocode", "    v ← max(v, −negamax(c, −β, −α))"), EventKind::ValueChanged},
        {QT_TRANSLATE_NOOP("Pseudocode", "    α ← max(α, v)"), EventKind::AlphaChanged},
        {QT_TRANSLATE_NOOP("Pseudocode", "    if α ≥ β: break   ▹ cut-off"), EventKind::Cutoff},
        {failHard ? QT_TRANSLATE_NOOP("Pseudocode", "  return clamp(v, α₀, β₀)  ▹ fail-hard")
                  : QT_TRANSLATE_NOOP("Pseudocode", "  return v"),
            EventKind::Return},
    };
}

/// How the moves are ordered, a line for each heuristic that is on, in the order they rank.
void addOrdering(std::vector<Line>& lines, const Enhancements& e)
{
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  order the moves:"), EventKind::Order});
    if (e.table)
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    the table's best move first")});
    if (e.killers)
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    this depth's two killer moves next")});
    if (e.history)
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    the others by how often they caused a cut-off")});
    else if (e.order != 0)
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    the others in the order chosen")});
}

/// The listing of the search the enhancements configure: negamax with only the lines they use.
std::vector<Line> enhancedListing(const SearchOptions& options)
{
    const Enhancements& e = options.enhancements;
    const bool windowed = usesWindow(options.algorithm);
    const int nullWindow = int(ResearchReason::NullWindowFailedHigh);
    std::vector<Line> lines;
    if (e.iterative) {
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "for d ← 1 to the depth limit:  ▹ iterative deepening"),
            EventKind::Iteration});
        if (e.timeLimit > 0 || e.nodeLimit > 0)
            lines.push_back(
                {QT_TRANSLATE_NOOP("Pseudocode", "  if the limit is reached: stop, answer with depth d − 1's  ▹ limit"),
                    EventKind::Interrupted});
        if (e.aspiration > 0) {
            lines.push_back(
                {QT_TRANSLATE_NOOP("Pseudocode", "  v ← search(root, d, last − w, last + w)  ▹ aspiration")});
            lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  if v fails outside: v ← search(root, d, −∞, +∞)"),
                EventKind::Research, Side::Either, int(ResearchReason::AspirationFailedLow)});
            lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  (or fails high: the same)"), EventKind::Research,
                Side::Either, int(ResearchReason::AspirationFailedHigh)});
        } else {
            lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  v ← search(root, d, −∞, +∞)")});
        }
    }
    lines.push_back({windowed ? QT_TRANSLATE_NOOP("Pseudocode", "search(node, depth, α₀, β₀):")
                              : QT_TRANSLATE_NOOP("Pseudocode", "search(node, depth):"),
        EventKind::Enter});
    lines.push_back(
        {QT_TRANSLATE_NOOP("Pseudocode", "  if the game is over: return its score for the mover"), EventKind::Leaf});
    if (e.depth > 0 || e.iterative)
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "  if depth = 0: return evaluate(node)  ▹ horizon"), EventKind::Evaluate});
    if (e.table) {
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  t ← table[node]; if t.depth ≥ depth:"), EventKind::Probe});
        if (windowed)
            lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    t exact: return t.value; ≥: raise α; ≤: lower β")});
        else
            lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    t exact: return t.value")});
    }
    if (reordersMoves(e))
        addOrdering(lines, e);
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  v ← −∞")});
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  for each move m, in that order:")});
    if (e.pvs) {
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "    if m is not the first: x ← −search(m, depth − 1, −α − 1, −α)")});
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "      if α < x < β: x ← −search(m, depth − 1, −β, −α)  ▹ again"),
                EventKind::Research, Side::Either, nullWindow});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    else: x ← −search(m, depth − 1, −β, −α)")});
    } else {
        lines.push_back({windowed ? QT_TRANSLATE_NOOP("Pseudocode", "    x ← −search(m, depth − 1, −β, −α)")
                                  : QT_TRANSLATE_NOOP("Pseudocode", "    x ← −search(m, depth − 1)")});
    }
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    v ← max(v, x)"), EventKind::ValueChanged});
    if (windowed) {
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    α ← max(α, v)"), EventKind::AlphaChanged});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    if α ≥ β: break   ▹ cut-off"), EventKind::Cutoff});
    }
    if (e.table)
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "  table[node] ← (depth, v, =/≥/≤, best move)"), EventKind::Store});
    lines.push_back({options.failHard && windowed ? QT_TRANSLATE_NOOP("Pseudocode", "  return clamp(v, α₀, β₀)")
                                                  : QT_TRANSLATE_NOOP("Pseudocode", "  return v"),
        EventKind::Return});
    return lines;
}

/// Expectiminimax's chance half, or Star1's with its bounds [L, U] on the leaves.
void addChanceHalf(std::vector<Line>& lines, bool star1)
{
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  if node is a chance node:")});
    if (star1) {
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    v ← 0;  lo, hi ← L, U")});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    for each outcome c, probability p:")});
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "      x ← star1(c, window where x moves lo or hi past β or α)")});
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "      v ← v + p × x"), EventKind::ValueChanged, Side::Chance});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "      lo ← v + (p still to come) × L"),
            EventKind::LowerChanged, Side::Chance});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "      hi ← v + (p still to come) × U"),
            EventKind::UpperChanged, Side::Chance});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "      if hi ≤ α: return hi   ▹ even U cannot reach α"),
            EventKind::Cutoff, Side::Chance, kChanceCutByUpper});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "      if lo ≥ β: return lo   ▹ even L reaches β"),
            EventKind::Cutoff, Side::Chance, kChanceCutByLower});
    } else {
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    v ← 0")});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    for each outcome c, probability p:")});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "      v ← v + p × expectiminimax(c)"),
            EventKind::ValueChanged, Side::Chance});
    }
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    return v"), EventKind::Return, Side::Chance});
}

/// A game of dice searched to a depth stops at its horizon.
void addHorizon(std::vector<Line>& lines, bool toDepth)
{
    if (toDepth)
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "  if depth = 0: return evaluate(node)  ▹ horizon"), EventKind::Evaluate});
}

std::vector<Line> expectiminimaxListing(bool toDepth)
{
    std::vector<Line> lines = {
        {toDepth ? QT_TRANSLATE_NOOP("Pseudocode", "expectiminimax(node, depth):")
                 : QT_TRANSLATE_NOOP("Pseudocode", "expectiminimax(node):"),
            EventKind::Enter},
        {QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return its score"), EventKind::Leaf},
    };
    addHorizon(lines, toDepth);
    addChanceHalf(lines, false);
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  v ← −∞ if MAX is to move, else +∞")});
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  for each child c of node:")});
    lines.push_back(
        {QT_TRANSLATE_NOOP("Pseudocode", "    v ← max/min(v, expectiminimax(c))"), EventKind::ValueChanged});
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  return v"), EventKind::Return});
    return lines;
}

std::vector<Line> star1Listing(bool toDepth)
{
    std::vector<Line> lines = {
        {toDepth ? QT_TRANSLATE_NOOP("Pseudocode", "star1(node, depth, α₀, β₀):")
                 : QT_TRANSLATE_NOOP("Pseudocode", "star1(node, α₀, β₀):")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  α, β ← α₀, β₀"), EventKind::Enter},
        {QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return its score"), EventKind::Leaf},
    };
    addHorizon(lines, toDepth);
    addChanceHalf(lines, true);
    addAlphaBetaHalf(lines, Side::Max, false);
    addAlphaBetaHalf(lines, Side::Min, false);
    return lines;
}

std::vector<Line> mctsListing()
{
    return {
        {QT_TRANSLATE_NOOP("Pseudocode", "mcts(root, iterations):")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  repeat iterations times:"), EventKind::Sample},
        {QT_TRANSLATE_NOOP("Pseudocode", "    node ← root")},
        {QT_TRANSLATE_NOOP("Pseudocode", "    while every move of node has a node:")},
        {QT_TRANSLATE_NOOP("Pseudocode", "      node ← child of max  Q/N + C·√(ln N(node) / N)"), EventKind::Select},
        {QT_TRANSLATE_NOOP("Pseudocode", "    node ← new child by the next untried move"), EventKind::Expand},
        {QT_TRANSLATE_NOOP("Pseudocode", "    r ← play random moves to the end"), EventKind::Playout},
        {QT_TRANSLATE_NOOP("Pseudocode", "    for node up to root:")},
        {QT_TRANSLATE_NOOP("Pseudocode", "      N ← N + 1;  Q ← Q + r of the side that moved into node"),
            EventKind::Backup},
        {QT_TRANSLATE_NOOP("Pseudocode", "  return the most visited move of root")},
    };
}

std::vector<Line> lines(SearchOptions options)
{
    if (algorithmEntry(options.algorithm).samples())
        return mctsListing();
    if (options.enhancements.any() && !algorithmEntry(options.algorithm).searchesChance())
        return enhancedListing(options);
    const bool toDepth = options.enhancements.depth > 0;
    switch (options.algorithm) {
    case Algorithm::Minimax: return minimaxListing();
    case Algorithm::AlphaBeta: return alphaBetaListing(options.failHard);
    case Algorithm::Negamax: return negamaxListing();
    case Algorithm::NegamaxAlphaBeta: return negamaxAlphaBetaListing(options.failHard);
    case Algorithm::Expectiminimax: return expectiminimaxListing(toDepth);
    case Algorithm::Star1: return star1Listing(toDepth);
    case Algorithm::Mcts: return mctsListing();
    }
    return {};
}

} // namespace

std::vector<std::string> Pseudocode::listing(SearchOptions options)
{
    std::vector<std::string> texts;
    for (const Line& line : lines(options))
        texts.emplace_back(line.text);
    return texts;
}

int Pseudocode::lineFor(SearchOptions options, const GameTree& tree, const Event* event)
{
    if (!event)
        return -1;
    const Player player = tree.player(event->node);
    const Side mover = player == Player::Max ? Side::Max : player == Player::Min ? Side::Min : Side::Chance;
    const std::vector<Line> listing = lines(options);
    // The enhanced listing is written as negamax, whose bounds all move through α.
    const EventKind kind = options.enhancements.any() && !algorithmEntry(options.algorithm).searchesChance()
            && event->kind == EventKind::BetaChanged
        ? EventKind::AlphaChanged
        : event->kind;
    const auto line = std::find_if(listing.begin(), listing.end(), [&](const Line& l) {
        return l.shows == kind && (l.side == Side::Either || l.side == mover)
            && (l.detail < 0 || l.detail == EventFields::variant(*event));
    });
    return line == listing.end() ? -1 : int(line - listing.begin());
}

} // namespace gtl
