// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/Pseudocode.h"

#include "core/search/EventFields.h"
#include "core/teaching/SearchTeaching.h"

#include <algorithm>

namespace gtl {

std::vector<std::string> Pseudocode::listing(SearchOptions options)
{
    std::vector<std::string> texts;
    for (const Line& line : teachingOf(options.algorithm).listing(options).lines)
        texts.emplace_back(line.text);
    return texts;
}

namespace {

/// Whether @p event is a step of quiescence search: at a node past the horizon, or on it once
/// entered and found not over.
bool inQuiescence(const SearchOptions& options, const GameTree& tree, const Event& event, std::uint32_t horizon)
{
    const std::uint32_t searched = horizon > 0 ? horizon : options.enhancements.depth;
    if (!options.enhancements.quiescence || searched == 0)
        return false;
    const std::uint32_t depth = tree.depth(event.node);
    return depth > searched || (depth == searched && event.kind != EventKind::Enter && event.kind != EventKind::Leaf);
}

} // namespace

int Pseudocode::lineFor(SearchOptions options, const GameTree& tree, const Event* event, std::uint32_t horizon)
{
    if (!event)
        return -1;
    const Player player = tree.player(event->node);
    const Side mover = player == Player::Max ? Side::Max : player == Player::Min ? Side::Min : Side::Chance;
    const Listing listing = teachingOf(options.algorithm).listing(options);
    const EventKind kind
        = listing.boundsThroughAlpha && event->kind == EventKind::BetaChanged ? EventKind::AlphaChanged : event->kind;
    const std::vector<Line>& lines = listing.lines;
    const auto shows = [&](const Line& l) {
        return l.shows == kind && (l.side == Side::Either || l.side == mover)
            && (l.detail < 0 || l.detail == EventFields::variant(*event));
    };
    // Quiescence search has lines of its own for the steps every search takes.
    const bool quiescent = inQuiescence(options, tree, *event, horizon);
    auto line = std::find_if(
        lines.begin(), lines.end(), [&](const Line& l) { return shows(l) && l.quiescence == quiescent; });
    if (line == lines.end())
        line = std::find_if(lines.begin(), lines.end(), shows);
    return line == lines.end() ? -1 : int(line - lines.begin());
}

} // namespace gtl
