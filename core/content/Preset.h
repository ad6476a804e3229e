// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"
#include "core/tree/GameTree.h"

#include <optional>
#include <string_view>

namespace gtl {

/// A ready-made tree for the classroom, with the words the UI shows about it: tree text, or a
/// position of a game.
struct Preset {
    std::string_view name; ///< for the command line: "mixed", "best-first", …
    std::string_view title;
    std::string_view description;
    /// The tree text, or the position's text as the game's option takes it ("XXOOOX...").
    std::string_view text;
    /// The game whose position text is, or nullptr for tree text.
    const GameKind* game = nullptr;
    /// Who moves where the position's text leaves it open.
    std::optional<char> toMove = std::nullopt;

    GameTree build() const;
};

} // namespace gtl
