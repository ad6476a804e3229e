// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"

#include <string>
#include <string_view>

namespace gtl {

/// Where and why a piece of text was rejected. Lines and columns count from 1; columns count
/// characters, not bytes. The reason is a message, so that the window says it in its language.
struct TextError {
    int line = 0;
    int column = 0;
    Message message;

    /// "line 2, column 7: expected …", or just the message when there is no position.
    Message sentence() const;
    /// The sentence in English, as the command line writes it.
    std::string toString() const;
    /// The error at byte @p offset of @p text, its line and column counted there.
    static TextError at(std::string_view text, std::size_t offset, Message message);
};

} // namespace gtl
