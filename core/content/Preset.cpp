// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/Preset.h"

#include "core/io/TreeTextParser.h"

#include <cassert>

namespace gtl {

GameTree Preset::build() const
{
    if (game) {
        const auto start = game->parse(text, toMove);
        assert(start);
        return game->tree(*start);
    }
    auto parsed = TreeTextParser::parse(text);
    assert(parsed);
    return std::move(*parsed);
}

} // namespace gtl
