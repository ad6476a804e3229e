// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/base/Printable.h"

#include "core/base/Utf8.h"

#include <cstdio>

namespace gtl {

std::string printable(std::string_view text, std::size_t maxChars)
{
    std::string out;
    std::size_t chars = 0;
    for (std::size_t at = 0; at < text.size(); ++chars) {
        if (chars == maxChars)
            return out + "…";
        const unsigned char c = static_cast<unsigned char>(text[at]);
        if (c >= 0x20 && c < 0x7F) {
            out += char(c);
            ++at;
        } else if (const std::size_t length = c >= 0x80 ? utf8CharLength(text, at) : 0) {
            out.append(text.substr(at, length));
            at += length;
        } else {
            char escaped[5];
            std::snprintf(escaped, sizeof escaped, "\\x%02X", c);
            out += escaped;
            ++at;
        }
    }
    return out;
}

} // namespace gtl
