// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"

#include <optional>
#include <string_view>

namespace gtl::treetext {

/// A reason to refuse tree text, marked with QT_TRANSLATE_NOOP("TreeText", …).
Message reason(const char* text);

/// Where a group was opened, to complete a reason: "line 2, column 7".
Message openedAt(int line, int column);

/// "expected a value or '(' after the label 'A:'".
Message afterLabel(std::string_view label);

/// "the number 2000000000 is out of range": @p word outside the range of leaf values.
Message outOfRange(std::string_view word);

/// @p word as a whole number, or nothing; out-of-range numbers come back as the nearest 64-bit
/// one, for the caller to refuse.
std::optional<long long> wholeNumber(std::string_view word);

} // namespace gtl::treetext
