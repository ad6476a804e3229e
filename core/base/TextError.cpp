// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/TextError.h"

#include <algorithm>

namespace gtl {

Message TextError::sentence() const
{
    if (line <= 0)
        return message;
    return Message("TextError", QT_TRANSLATE_NOOP("TextError", "line {line}, column {column}: {reason}"))
        .arg("line", std::to_string(line))
        .arg("column", std::to_string(column))
        .arg("reason", message);
}

std::string TextError::toString() const
{
    return sentence().english();
}

TextError TextError::at(std::string_view text, std::size_t offset, Message message)
{
    offset = std::min(offset, text.size());
    int line = 1;
    int column = 1;
    for (std::size_t i = 0; i < offset; ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
            ++column; // UTF-8 continuation bytes belong to the character already counted
        }
    }
    return {line, column, std::move(message)};
}

} // namespace gtl
