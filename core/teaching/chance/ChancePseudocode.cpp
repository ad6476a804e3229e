// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/chance/ChancePseudocode.h"

#include "core/base/Message.h"
#include "core/search/EventFields.h"
#include "core/teaching/minimax/MinimaxPseudocode.h"

namespace gtl {
namespace {

using MinimaxPseudocode::addAlphaBetaHalf;
using Pseudocode::Line;
using Pseudocode::Side;

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

} // namespace

Pseudocode::Listing ChancePseudocode::listing(const SearchOptions& options)
{
    const bool toDepth = options.enhancements.depth > 0;
    return {algorithmEntry(options.algorithm).leafBounds ? star1Listing(toDepth) : expectiminimaxListing(toDepth)};
}

} // namespace gtl
