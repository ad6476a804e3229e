#include "Pseudocode.h"

namespace gtl {
namespace {

// Line numbers of the listings below that events point at.
constexpr int kCallLine = 0;
constexpr int kLeafLine = 1;

std::vector<std::string> minimaxListing()
{
    return {
        "minimax(node):",
        "  if node is a leaf: return its score",
        "  v ← −∞ if MAX is to move, else +∞",
        "  for each child c of node:",
        "    x ← minimax(c)",
        "    v ← max(v, x) for MAX, min(v, x) for MIN",
        "  return v",
    };
}

std::vector<std::string> alphaBetaListing(bool failHard)
{
    const std::string ret = failHard ? "    return clamp(v, α₀, β₀)  ▹ fail-hard" : "    return v";
    return {
        "alphabeta(node, α₀, β₀):",
        "  α, β ← α₀, β₀",
        "  if node is a leaf: return its score",
        "  if MAX is to move:",
        "    v ← −∞",
        "    for each child c of node:",
        "      v ← max(v, alphabeta(c, α, β))",
        "      α ← max(α, v)",
        "      if α ≥ β: break   ▹ cut-off",
        ret,
        "  else:",
        "    v ← +∞",
        "    for each child c of node:",
        "      v ← min(v, alphabeta(c, α, β))",
        "      β ← min(β, v)",
        "      if α ≥ β: break   ▹ cut-off",
        ret,
    };
}

std::vector<std::string> negamaxListing()
{
    return {
        "negamax(node):",
        "  if node is a leaf: return its score for the mover",
        "  v ← −∞",
        "  for each child c of node:",
        "    v ← max(v, −negamax(c))",
        "  return v",
    };
}

std::vector<std::string> negamaxAlphaBetaListing(bool failHard)
{
    return {
        "negamax(node, α₀, β₀):",
        "  α, β ← α₀, β₀",
        "  if node is a leaf: return its score for the mover",
        "  v ← −∞",
        "  for each child c of node:",
        "    v ← max(v, −negamax(c, −β, −α))",
        "    α ← max(α, v)",
        "    if α ≥ β: break   ▹ cut-off",
        failHard ? "  return clamp(v, α₀, β₀)  ▹ fail-hard" : "  return v",
    };
}

int alphaBetaLine(EventKind kind, bool max)
{
    const int offset = max ? 0 : 7; // the MIN half repeats the MAX half seven lines lower
    switch (kind) {
    case EventKind::ValueChanged: return 6 + offset;
    case EventKind::AlphaChanged: return 7;
    case EventKind::BetaChanged: return 14;
    case EventKind::Cutoff: return 8 + offset;
    case EventKind::Return: return 9 + offset;
    default: return kCallLine;
    }
}

int negamaxAlphaBetaLine(EventKind kind)
{
    switch (kind) {
    case EventKind::ValueChanged: return 5;
    case EventKind::AlphaChanged: return 6;
    case EventKind::Cutoff: return 7;
    default: return 8;
    }
}

} // namespace

std::vector<std::string> Pseudocode::listing(SearchOptions options)
{
    switch (options.algorithm) {
    case Algorithm::Minimax: return minimaxListing();
    case Algorithm::AlphaBeta: return alphaBetaListing(options.failHard);
    case Algorithm::Negamax: return negamaxListing();
    case Algorithm::NegamaxAlphaBeta: return negamaxAlphaBetaListing(options.failHard);
    }
    return {};
}

int Pseudocode::lineFor(SearchOptions options, const GameTree& tree, const Event* event)
{
    if (!event)
        return -1;
    // The windowed listings set α and β on a line of their own, which shifts the rest by one.
    const int shift = usesWindow(options.algorithm) ? 1 : 0;
    if (event->kind == EventKind::Enter)
        return kCallLine + shift;
    if (event->kind == EventKind::Leaf)
        return kLeafLine + shift;
    switch (options.algorithm) {
    case Algorithm::Minimax: return event->kind == EventKind::ValueChanged ? 5 : 6;
    case Algorithm::AlphaBeta: return alphaBetaLine(event->kind, tree.player(event->node) == Player::Max);
    case Algorithm::Negamax: return event->kind == EventKind::ValueChanged ? 4 : 5;
    case Algorithm::NegamaxAlphaBeta: return negamaxAlphaBetaLine(event->kind);
    }
    return -1;
}

} // namespace gtl
