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

int Pseudocode::lineFor(SearchOptions options, const GameTree& tree, const Event* event)
{
    if (!event)
        return -1;
    const Player player = tree.player(event->node);
    const Side mover = player == Player::Max ? Side::Max : player == Player::Min ? Side::Min : Side::Chance;
    const Listing listing = teachingOf(options.algorithm).listing(options);
    const EventKind kind
        = listing.boundsThroughAlpha && event->kind == EventKind::BetaChanged ? EventKind::AlphaChanged : event->kind;
    const std::vector<Line>& lines = listing.lines;
    const auto line = std::find_if(lines.begin(), lines.end(), [&](const Line& l) {
        return l.shows == kind && (l.side == Side::Either || l.side == mover)
            && (l.detail < 0 || l.detail == EventFields::variant(*event));
    });
    return line == lines.end() ? -1 : int(line - lines.begin());
}

} // namespace gtl
