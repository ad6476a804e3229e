// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/games/GameKind.h"
#include "core/io/TreeFile.h"

#include <cstddef>
#include <optional>
#include <string>

namespace gtl {

/// Where a tree comes from: a preset, tree text, a file of tree text, a position of a game
/// or a seeded random spec. The command line and the window load trees through this.
struct TreeSource {
    enum class Kind { Preset, Text, File, Game, Random };
    /// Files larger than this are refused before they are read.
    static constexpr std::size_t kMaxFileBytes = 64u << 20;

    /// How much of a game's tree load() builds: all of it, or only the root, which is all a
    /// search that grows its own tree needs. The other sources always load whole.
    enum class Extent { WholeTree, RootOnly };

    Kind kind = Kind::Preset;
    std::string argument = "mixed"; ///< preset name, text, path, position or random spec
    std::optional<char> toMove; ///< a game's position only: who moves where its text leaves it open
    const GameKind* game = nullptr; ///< Kind::Game: the game whose position the argument is

    /// The position @p text of @p game.
    static TreeSource position(const GameKind& game, std::string text, std::optional<char> toMove = {})
    {
        return {Kind::Game, std::move(text), toMove, &game};
    }

    /// The tree with its title and description (presets and tree files have one); a failure
    /// says where and what.
    Result<TreeDocument> load(Extent extent = Extent::WholeTree) const;
    /// Whether @p path names a `.gtree.json` file (or any `.json`), whatever the case.
    static bool isTreeFile(std::string_view path);
};

} // namespace gtl
