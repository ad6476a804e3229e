// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Replay.h"
#include "core/teaching/PseudocodeListing.h"

#include <vector>

namespace gtl {

/// What a family of searches brings to a lesson: its pseudocode and its narration, each in the
/// family's own folder (minimax/, chance/, mcts/), joined here to the algorithm registry.
struct SearchTeaching {
    /// The listing of the search @p options ask for, each line tagged with the step it shows.
    Pseudocode::Listing (*listing)(const SearchOptions& options);
    /// What the step @p replay stands at did, and why, in a sentence or two.
    Message (*narrate)(const Replay& replay);
    /// The settings only this family takes, in words, to follow the search's name in a
    /// comparison ("C = 2", "1,000 iterations"); null when it takes none.
    std::vector<Message> (*ownSettingsWords)(const SearchOptions& options) = nullptr;
};

/// The teaching part of @p algorithm's family.
const SearchTeaching& teachingOf(Algorithm algorithm);

} // namespace gtl
