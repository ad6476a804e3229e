#pragma once

#include <QIcon>

#include <cstdint>

namespace gtl::ui {

/// A small picture of the tic-tac-toe board @p packed (a tic-tac-toe tree's node payload), for
/// lists and tables.
QIcon boardIcon(std::uint32_t packed, int side = 36);

} // namespace gtl::ui
