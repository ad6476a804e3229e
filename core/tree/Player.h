#pragma once

#include <cstdint>
#include <string_view>

namespace gtl {

/// The side to move at a node. MAX wants high values, MIN low ones.
enum class Player : std::uint8_t { Max, Min };

/// The opponent of @p player.
constexpr Player opponent(Player player)
{
    return player == Player::Max ? Player::Min : Player::Max;
}

/// "MAX" or "MIN", as the textbooks write them.
constexpr std::string_view playerName(Player player)
{
    return player == Player::Max ? "MAX" : "MIN";
}

} // namespace gtl
