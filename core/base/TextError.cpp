#include "core/base/TextError.h"

#include <algorithm>

namespace gtl {

std::string TextError::toString() const
{
    if (line <= 0)
        return message;
    return "line " + std::to_string(line) + ", column " + std::to_string(column) + ": " + message;
}

TextError TextError::at(std::string_view text, std::size_t offset, std::string message)
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
