// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/minimax/MinimaxPseudocode.h"

#include "core/base/Message.h"
#include "core/search/EnhancementTable.h"

namespace gtl {
namespace {

using MinimaxPseudocode::addAlphaBetaHalf;
using Pseudocode::Line;
using Pseudocode::Side;

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

} // namespace

void MinimaxPseudocode::addAlphaBetaHalf(std::vector<Line>& lines, Side side, bool failHard)
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

namespace {

/// Alpha-beta, or with @p paranoid the same on player 1's score, everyone else as MIN.
std::vector<Line> alphaBetaListing(bool failHard, bool paranoid)
{
    std::vector<Line> lines = {
        {paranoid ? QT_TRANSLATE_NOOP(
             "Pseudocode", "alphabeta(node, α₀, β₀):   ▹ paranoid: player 1 is MAX, everyone else MIN")
                  : QT_TRANSLATE_NOOP("Pseudocode", "alphabeta(node, α₀, β₀):")},
        {QT_TRANSLATE_NOOP("Pseudocode", "  α, β ← α₀, β₀"), EventKind::Enter},
        {paranoid ? QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return player 1's score")
                  : QT_TRANSLATE_NOOP("Pseudocode", "  if node is a leaf: return its score"),
            EventKind::Leaf},
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

/// Quiescence search, below the search that calls it at the horizon: its lines show the steps
/// there and past it.
void addQuiescence(std::vector<Line>& lines, bool windowed, bool failHard)
{
    const auto add = [&lines](const char* text, std::optional<EventKind> shows = std::nullopt) {
        lines.push_back({.text = text, .shows = shows, .quiescence = true});
    };
    add(windowed ? QT_TRANSLATE_NOOP("Pseudocode", "quiesce(node, q, α₀, β₀):  ▹ past the horizon")
                 : QT_TRANSLATE_NOOP("Pseudocode", "quiesce(node, q):  ▹ past the horizon"),
        EventKind::Enter);
    add(QT_TRANSLATE_NOOP("Pseudocode", "  if the game is over: return its score for the mover"), EventKind::Leaf);
    add(QT_TRANSLATE_NOOP("Pseudocode", "  if q = Q or no move is forcing: return evaluate(node)"),
        EventKind::Evaluate);
    add(QT_TRANSLATE_NOOP("Pseudocode", "  v ← evaluate(node)  ▹ stand pat: the mover may accept it"),
        EventKind::StandPat);
    if (windowed) {
        add(QT_TRANSLATE_NOOP("Pseudocode", "  α ← max(α, v)"), EventKind::AlphaChanged);
        add(QT_TRANSLATE_NOOP("Pseudocode", "  if α ≥ β: return v  ▹ cut-off before any move"));
    }
    add(QT_TRANSLATE_NOOP("Pseudocode", "  for each forcing move m:"));
    add(windowed ? QT_TRANSLATE_NOOP("Pseudocode", "    v ← max(v, −quiesce(m, q + 1, −β, −α))")
                 : QT_TRANSLATE_NOOP("Pseudocode", "    v ← max(v, −quiesce(m, q + 1))"),
        EventKind::ValueChanged);
    if (windowed) {
        add(QT_TRANSLATE_NOOP("Pseudocode", "    α ← max(α, v)"));
        add(QT_TRANSLATE_NOOP("Pseudocode", "    if α ≥ β: break   ▹ cut-off"), EventKind::Cutoff);
    }
    add(failHard && windowed ? QT_TRANSLATE_NOOP("Pseudocode", "  return clamp(v, α₀, β₀)")
                             : QT_TRANSLATE_NOOP("Pseudocode", "  return v"),
        EventKind::Return);
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
    if (e.quiescence)
        lines.push_back({windowed ? QT_TRANSLATE_NOOP("Pseudocode", "  if depth = 0: return quiesce(node, 0, α₀, β₀)")
                                  : QT_TRANSLATE_NOOP("Pseudocode", "  if depth = 0: return quiesce(node, 0)")});
    else if (e.depth > 0 || e.iterative)
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "  if depth = 0: return evaluate(node)  ▹ horizon"), EventKind::Evaluate});
    if (e.table) {
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  t ← table[node]; if t.depth ≥ depth:"), EventKind::Probe});
        if (windowed)
            lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    t exact: return t.value; ≥: raise α; ≤: lower β")});
        else
            lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    t exact: return t.value")});
    }
    if (e.nullMove > 0 && windowed) {
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  if depth > R + 1 and β < ∞:  ▹ null move, a guess")});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    x ← −search(node passed, depth − 1 − R, −β, −β + 1)"),
            EventKind::NullMove});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "    if x ≥ β: return x  ▹ cut unsearched")});
    }
    if (reordersMoves(e))
        addOrdering(lines, e);
    if (e.beam > 0)
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  drop all but the W moves that look best  ▹ beam, a guess"),
            EventKind::Dropped});
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  v ← −∞")});
    lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "  for each move m, in that order:")});
    if (e.lmr && windowed) {
        lines.push_back(
            {QT_TRANSLATE_NOOP("Pseudocode", "    if m is the 4th or later and depth ≥ 2:  ▹ late, a guess"),
                EventKind::Reduced});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "      x ← −search(m, depth − 2, −α − 1, −α)  ▹ reduced")});
        lines.push_back({QT_TRANSLATE_NOOP("Pseudocode", "      if x > α: search m again at full depth, below"),
            EventKind::Research, Side::Either, int(ResearchReason::ReducedFailedHigh)});
    }
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
    if (e.quiescence)
        addQuiescence(lines, windowed, options.failHard);
    return lines;
}

} // namespace

Pseudocode::Listing MinimaxPseudocode::listing(const SearchOptions& options)
{
    if (options.enhancements.any())
        return {enhancedListing(options), true};
    const AlgorithmEntry& entry = algorithmEntry(options.algorithm);
    if (entry.negamax)
        return {entry.alphaBeta ? negamaxAlphaBetaListing(options.failHard) : negamaxListing()};
    return {entry.alphaBeta ? alphaBetaListing(options.failHard, entry.severalPlayers) : minimaxListing()};
}

} // namespace gtl
