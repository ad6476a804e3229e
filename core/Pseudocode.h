#pragma once

#include "Algorithm.h"
#include "Event.h"

#include <string>
#include <vector>

namespace gtl {

/// The short pseudocode listing of each search, and which of its lines a step belongs to.
class Pseudocode {
public:
    static std::vector<std::string> listing(SearchOptions options);
    /// The 0-based line that @p event executes, or -1 for no event (step 0).
    static int lineFor(SearchOptions options, const GameTree& tree, const Event* event);
};

} // namespace gtl
