// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <string>

namespace gtl {

/// Writes a recorded search for people and programs. The three formats carry the same
/// figures; with @p summaryOnly the events are left out.
namespace TraceExport {
/// A numbered trace a student can print next to the tree, then the figures.
std::string text(const GameTree& tree, const Trace& trace, bool summaryOnly);
/// One JSON object; ±∞ are written as the strings "+inf" and "-inf".
std::string json(const GameTree& tree, const Trace& trace, bool summaryOnly);
/// One row per event (or one row of figures with @p summaryOnly), with a header row.
std::string csv(const GameTree& tree, const Trace& trace, bool summaryOnly);
} // namespace TraceExport

} // namespace gtl
