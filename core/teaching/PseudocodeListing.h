// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Event.h"

#include <optional>
#include <vector>

namespace gtl::Pseudocode {

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
    /// Whether it is quiescence search's: it shows the steps on the horizon and past it.
    bool quiescence = false;
};

/// A search's listing, as its family writes it.
struct Listing {
    std::vector<Line> lines;
    /// Written as negamax, whose bounds all move through α: a step that lowers β shows on the
    /// line that raises α.
    bool boundsThroughAlpha = false;
};

} // namespace gtl::Pseudocode
