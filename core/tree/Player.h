// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"

#include <cstdint>
#include <string_view>

namespace gtl {

/// The side to move at a node. MAX wants high values, MIN low ones; at a Chance node nobody
/// chooses (a die is thrown). Each node stores its own, so a tree need not alternate.
enum class Player : std::uint8_t { Max, Min, Chance };

/// The opponent of @p player (chance has none: it stays chance).
constexpr Player opponent(Player player)
{
    switch (player) {
    case Player::Max: return Player::Min;
    case Player::Min: return Player::Max;
    default: return player;
    }
}

/// "MAX", "MIN" or "CHANCE", as the textbooks write them.
constexpr std::string_view playerName(Player player)
{
    switch (player) {
    case Player::Max: return QT_TRANSLATE_NOOP("Player", "MAX");
    case Player::Min: return QT_TRANSLATE_NOOP("Player", "MIN");
    default: return QT_TRANSLATE_NOOP("Player", "CHANCE");
    }
}

} // namespace gtl
