// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gtl {

/// @p text as it may appear in a message: valid UTF-8 with no control characters (bytes that
/// are neither printable nor valid UTF-8 are written as \xNN), and at most @p maxChars
/// characters, the rest cut off with "…". Messages echo what the user gave; this keeps a
/// one-megabyte number or a NUL byte from becoming a one-megabyte or binary message.
std::string printable(std::string_view text, std::size_t maxChars = 40);

} // namespace gtl
