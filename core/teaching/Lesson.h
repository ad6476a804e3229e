// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/io/TreeNotes.h"
#include "core/search/Algorithm.h"
#include "core/tree/GameTree.h"

#include <optional>
#include <string>
#include <vector>

namespace gtl {

class Replay;

/// A stop of a lesson: a step, what to say there, and the nodes to point at.
struct LessonStop {
    std::size_t step = 0;
    /// What to say. Figures may be written as {alpha B}, {beta B}, {value B}, {visited},
    /// {pruned}, {leaves}, {cutoffs}, and for Monte Carlo tree search {iterations},
    /// {visits B} and {mean B}: they are filled in from the run at the stop's step, so a
    /// caption cannot disagree with what the tree shows (see fillCaption).
    std::string caption;
    std::vector<NodeId> highlight;
};

/// A guided tour of one run: a tree, the search settings and an ordered list of stops.
struct Lesson {
    std::string name; ///< for the command line; "" for a tree file's own notes
    std::string title;
    std::string presetName; ///< the preset the tour is about, or ""
    SearchOptions options;
    std::vector<LessonStop> stops; ///< by step

    /// The stop whose caption applies at @p step: the last at or before it.
    std::optional<std::size_t> stopAtOrBefore(std::size_t step) const;
    /// The first stop after @p step, or nothing.
    std::optional<std::size_t> stopAfter(std::size_t step) const;
    /// The last stop before @p step, or nothing.
    std::optional<std::size_t> stopBefore(std::size_t step) const;

    /// A tree's notes as a lesson titled @p title.
    static Lesson fromNotes(std::string title, const TreeNotes& notes);
};

/// @p text with its figures ({alpha PATH}, {beta PATH}, {value PATH}, {visited}, {pruned},
/// {leaves}, {cutoffs}, {iterations}, {visits PATH}, {mean PATH}) filled in from @p replay;
/// PATH is a node's path ("B/1", "root"). Anything else in braces is kept as it is written. A
/// figure that has no value at this step is written "?". The figures are numbers, written in
/// the reader's language where the message is shown (Message::decimal).
Message captionMessage(std::string_view text, const Replay& replay);
/// captionMessage() in English.
std::string fillCaption(std::string_view text, const Replay& replay);

} // namespace gtl
