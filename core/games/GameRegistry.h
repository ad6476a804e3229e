// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

#include <span>
#include <string_view>

namespace gtl {

/// The games the product knows, each by its GameKind. Whatever is asked of a game outside its
/// folder goes through here: which game a tree's positions belong to, which game an option or a
/// file member names.
namespace GameRegistry {
/// Every game, in the order the product lists them.
std::span<const GameKind* const> games();
/// Adds @p game after the product's own, for a game kept outside this folder (a test's): once,
/// before any thread of the program asks for the games.
void add(const GameKind& game);
/// The game called @p name (GameKind::Names::name), or nullptr.
const GameKind* find(std::string_view name);
/// The game whose command-line option is @p option ("--ttt"), or nullptr.
const GameKind* findByOption(std::string_view option);
/// The game whose positions the nodes of @p tree carry, or nullptr for a tree of its own
/// (tree text, presets of tree text, random trees).
const GameKind* of(const GameTree& tree);
/// The game @p tree is a tree of, played from the position at its root, for searches that
/// explore the game itself; nullptr for a tree of its own.
std::unique_ptr<Game> gameFromRoot(const GameTree& tree);
} // namespace GameRegistry

} // namespace gtl
