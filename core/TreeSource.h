#pragma once

#include "GameTree.h"
#include "TextError.h"

#include <optional>
#include <string>

namespace gtl {

/// Where a tree comes from: a preset, tree text, a file of tree text, a tic-tac-toe position
/// or a seeded random spec. The command line and the window load trees through this.
struct TreeSource {
    enum class Kind { Preset, Text, File, TicTacToe, Random };

    Kind kind = Kind::Preset;
    std::string argument = "mixed"; ///< preset name, text, path, board or random spec
    std::optional<char> toMove; ///< tic-tac-toe only: 'X' or 'O'

    struct Loaded {
        std::optional<GameTree> tree;
        std::string title;
        std::string description; ///< a paragraph about the tree: presets and tree files have one
        std::string error; ///< set when tree is empty: says where and what
    };
    Loaded load() const;
};

} // namespace gtl
