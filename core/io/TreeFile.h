#pragma once

#include "core/base/Result.h"
#include "core/tree/GameTree.h"

#include <string>
#include <string_view>

namespace gtl {

/// A tree with the words that go with it, as kept in a `.gtree.json` file.
struct TreeDocument {
    std::string title;
    std::string description;
    GameTree tree;
};

/// The `.gtree.json` format, version 1: one JSON object with
///   "format": "gametree-lab-tree", "version": 1, "title", "description",
///   "root_player": "MAX" or "MIN", and either "tree" (tree text, labels included) or
///   "tic_tac_toe" (a board such as "XXOOOX...", with optional "to_move": "X" or "O").
/// A file from a newer version is refused with a message rather than half read.
namespace TreeFile {
inline constexpr int kVersion = 1;
inline constexpr std::string_view kFormat = "gametree-lab-tree";

std::string write(const TreeDocument& document);
/// A failure says what is wrong and where (line and column for JSON syntax).
Result<TreeDocument> read(std::string_view text);
} // namespace TreeFile

} // namespace gtl
