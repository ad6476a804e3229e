// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/io/TreeDocument.h"
#include "core/tree/GameTree.h"

#include <string>
#include <string_view>

namespace gtl {

/// The `.gtree.json` format, version 1: one JSON object with
///   "format": "gametree-lab-tree", "version": 1, "title", "description",
///   "root_player": "MAX" or "MIN", and either "tree" (tree text, labels included) or
///   "tic_tac_toe" (a board such as "XXOOOX...", with optional "to_move": "X" or "O").
/// Version 2 adds "notes": {"algorithm": "alphabeta", "fail_hard": false, "stops":
/// [{"step": 36, "text": "…"}]}, the teacher's notes and the search they were written for.
/// Version 3 adds to "notes" the search's "enhancements": {"depth": 2, "scoring": "plain" or a
/// scoring of the tree's game ("fast-wins"), "order": "tree" or one of its static orders
/// ("centre-first"; files written before they had names keep its first word, "centre"),
/// "evaluation": "own" or one of its evaluations, "table", "killers", "history", "iterative",
/// "pvs" (true or false), "table_size", "table_replace": "always" or "depth", "aspiration"}. A file
/// is written in the oldest version that holds it (1 without notes, 2 without enhancements),
/// so that older readers still open it; a file from a newer version is refused with a message
/// rather than half read.
namespace TreeFile {
inline constexpr int kVersion = 3;
/// At most this many notes, each of at most this many bytes.
inline constexpr std::size_t kMaxNotes = 1000;
inline constexpr std::size_t kMaxNoteBytes = 4000;
inline constexpr std::string_view kFormat = "gametree-lab-tree";

std::string write(const TreeDocument& document);
/// A failure says what is wrong and where (line and column for JSON syntax).
Result<TreeDocument> read(std::string_view text);
/// Empty when @p text reads back as @p document (its tree, words and notes), else what
/// differs; a saved file is checked with this before it replaces the one it was saved over.
Message readBackProblem(const TreeDocument& document, std::string_view text);
} // namespace TreeFile

} // namespace gtl
