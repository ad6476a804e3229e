// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <cstddef>
#include <iosfwd>
#include <string>

namespace gtl {

/// Writes a recorded search for people and programs. The three formats carry the same
/// figures; with @p summaryOnly the events are left out.
/// Each writes to a stream as it goes, so that a long trace is never held whole in memory, or
/// returns the text.
namespace TraceExport {
/// The most steps a trace is printed with: about 140 MB of text, 240 MB of JSON (the whole
/// tic-tac-toe tree under minimax takes 1,460,117). Longer traces are refused; the figures
/// alone (--summary) have no such limit.
constexpr std::size_t kMaxPrintedSteps = 2'000'000;

/// A numbered trace a student can print next to the tree, then the figures.
void text(std::ostream& out, const GameTree& tree, const Trace& trace, bool summaryOnly);
std::string text(const GameTree& tree, const Trace& trace, bool summaryOnly);
/// One JSON object; ±∞ are written as the strings "+inf" and "-inf".
void json(std::ostream& out, const GameTree& tree, const Trace& trace, bool summaryOnly);
std::string json(const GameTree& tree, const Trace& trace, bool summaryOnly);
/// One row per event (or one row of figures with @p summaryOnly), with a header row.
void csv(std::ostream& out, const GameTree& tree, const Trace& trace, bool summaryOnly);
std::string csv(const GameTree& tree, const Trace& trace, bool summaryOnly);
} // namespace TraceExport

} // namespace gtl
