// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>

namespace gtl {

/// The length in bytes of the valid UTF-8 character starting at byte @p at of @p text (1 for
/// ASCII), or 0 if none starts there: a stray continuation byte, a sequence cut short, an
/// overlong form, a UTF-16 surrogate or a byte that UTF-8 never uses.
std::size_t utf8CharLength(std::string_view text, std::size_t at);

/// The offset of the first byte of @p text that is not part of a valid UTF-8 character, or
/// nothing when all of it is UTF-8.
std::optional<std::size_t> firstNonUtf8Byte(std::string_view text);

} // namespace gtl
