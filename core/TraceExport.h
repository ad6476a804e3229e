#pragma once

#include "GameTree.h"
#include "Trace.h"

#include <string>

namespace gtl {

/// Writes a recorded search for people and programs. The three formats carry the same
/// figures; with @p summaryOnly the events are left out.
class TraceExport {
public:
    /// A numbered trace a student can print next to the tree, then the figures.
    static std::string text(const GameTree& tree, const Trace& trace, bool summaryOnly);
    /// One JSON object; ±∞ are written as the strings "+inf" and "-inf".
    static std::string json(const GameTree& tree, const Trace& trace, bool summaryOnly);
    /// One row per event (or one row of figures with @p summaryOnly), with a header row.
    static std::string csv(const GameTree& tree, const Trace& trace, bool summaryOnly);
};

} // namespace gtl
