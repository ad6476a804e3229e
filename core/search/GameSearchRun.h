// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/games/Game.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <atomic>
#include <cstdint>
#include <memory>

namespace gtl {

/// What the searches that walk a game with GameSearch (the minimax and chance families) share:
/// which game they search, to what depth, and the recorded run.
namespace GameSearchRun {
/// Whether @p tree is a game's (GameRegistry knows it), not a tree as written.
bool isOfAGame(const GameTree& tree);
/// The game searched on @p tree: the game itself from its root's position when an enhancement
/// asks for the game's scoring, evaluation, orders or keys, else @p asWritten, the tree as it
/// stands (its children in its own order, which a comparison may have changed).
std::unique_ptr<Game> searchedGame(const GameTree& tree, const SearchOptions& options, std::unique_ptr<Game> asWritten);
/// The depth searched: the limit, or the whole tree's height when there is none (0).
std::uint32_t depthOf(const GameTree& tree, const SearchOptions& options);
/// Runs GameSearch over searchedGame(), recording it on @p tree (or on the tree it grows).
Trace record(const GameTree& tree, std::unique_ptr<Game> asWritten, const SearchOptions& options, bool keepEvents,
    const std::atomic<bool>* cancel);
/// A reason to refuse a search, marked with QT_TRANSLATE_NOOP("Search", …).
Message reason(const char* text);
} // namespace GameSearchRun

} // namespace gtl
