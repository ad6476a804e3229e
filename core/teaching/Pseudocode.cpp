#include "core/teaching/Pseudocode.h"

#include <algorithm>
#include <optional>

namespace gtl {
namespace {

/// Which mover a line of a listing belongs to, for listings with a MAX half and a MIN half.
enum class Side { Either, Max, Min };

/// A line of a listing and the step of the search routine it shows: the kind of event the
/// routine emits there. Events find their line through this tag, never by position, so a
/// listing can be reworded or extended without the highlighted line drifting.
struct Line {
    const char* text;
    std::optional<EventKind> shows = std::nullopt;
    Side side = Side::Either;
};

std::vector<Line> minimaxListing()
{
    return {
        {"minimax(node):", EventKind::Enter},
        {"  if node is a leaf: return its score", EventKind::Leaf},
        {"  v ← −∞ if MAX is to move, else +∞"},
        {"  for each child c of node:"},
        {"    x ← minimax(c)"},
        {"    v ← max(v, x) for MAX, min(v, x) for MIN", EventKind::ValueChanged},
        {"  return v", EventKind::Return},
    };
}

/// One mover's half of the alpha-beta listing: MAX raises α, MIN lowers β.
void addAlphaBetaHalf(std::vector<Line>& lines, Side side, bool failHard)
{
    const bool max = side == Side::Max;
    lines.push_back({max ? "  if MAX is to move:" : "  else:"});
    lines.push_back({max ? "    v ← −∞" : "    v ← +∞"});
    lines.push_back({"    for each child c of node:"});
    lines.push_back({max ? "      v ← max(v, alphabeta(c, α, β))" : "      v ← min(v, alphabeta(c, α, β))",
        EventKind::ValueChanged, side});
    lines.push_back(max ? Line{"      α ← max(α, v)", EventKind::AlphaChanged, side}
                        : Line{"      β ← min(β, v)", EventKind::BetaChanged, side});
    lines.push_back({"      if α ≥ β: break   ▹ cut-off", EventKind::Cutoff, side});
    lines.push_back({failHard ? "    return clamp(v, α₀, β₀)  ▹ fail-hard" : "    return v", EventKind::Return, side});
}

std::vector<Line> alphaBetaListing(bool failHard)
{
    std::vector<Line> lines = {
        {"alphabeta(node, α₀, β₀):"},
        {"  α, β ← α₀, β₀", EventKind::Enter},
        {"  if node is a leaf: return its score", EventKind::Leaf},
    };
    addAlphaBetaHalf(lines, Side::Max, failHard);
    addAlphaBetaHalf(lines, Side::Min, failHard);
    return lines;
}

std::vector<Line> negamaxListing()
{
    return {
        {"negamax(node):", EventKind::Enter},
        {"  if node is a leaf: return its score for the mover", EventKind::Leaf},
        {"  v ← −∞"},
        {"  for each child c of node:"},
        {"    v ← max(v, −negamax(c))", EventKind::ValueChanged},
        {"  return v", EventKind::Return},
    };
}

std::vector<Line> negamaxAlphaBetaListing(bool failHard)
{
    return {
        {"negamax(node, α₀, β₀):"},
        {"  α, β ← α₀, β₀", EventKind::Enter},
        {"  if node is a leaf: return its score for the mover", EventKind::Leaf},
        {"  v ← −∞"},
        {"  for each child c of node:"},
        {"    v ← max(v, −negamax(c, −β, −α))", EventKind::ValueChanged},
        {"    α ← max(α, v)", EventKind::AlphaChanged},
        {"    if α ≥ β: break   ▹ cut-off", EventKind::Cutoff},
        {failHard ? "  return clamp(v, α₀, β₀)  ▹ fail-hard" : "  return v", EventKind::Return},
    };
}

std::vector<Line> lines(SearchOptions options)
{
    switch (options.algorithm) {
    case Algorithm::Minimax: return minimaxListing();
    case Algorithm::AlphaBeta: return alphaBetaListing(options.failHard);
    case Algorithm::Negamax: return negamaxListing();
    case Algorithm::NegamaxAlphaBeta: return negamaxAlphaBetaListing(options.failHard);
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
    const Side mover = tree.player(event->node) == Player::Max ? Side::Max : Side::Min;
    const std::vector<Line> listing = lines(options);
    const auto line = std::find_if(listing.begin(), listing.end(),
        [&](const Line& l) { return l.shows == event->kind && (l.side == Side::Either || l.side == mover); });
    return line == listing.end() ? -1 : int(line - listing.begin());
}

} // namespace gtl
