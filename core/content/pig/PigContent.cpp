// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/pig/PigContent.h"

#include "core/base/Message.h"
#include "core/games/pig/PigKind.h"

#include <array>

namespace gtl {

const Content& pigContent()
{
    static const std::array<Preset, 1> kPresets = {{
        {"pig", QT_TRANSLATE_NOOP("Presets", "Pig: roll or hold?"),
            QT_TRANSLATE_NOOP("Presets",
                "The dice game Pig to 10 points, A (MAX) 6 and B (MIN) 8, A to roll. A 1 loses the turn's points; 4, "
                "5 or 6 wins at once; after a 2 or 3, A holds or rolls on. Six moves and throws deep, the positions "
                "there scored by twice one's points plus the turn's minus twice the opponent's: 68 nodes, worth about "
                "60.58 to A. Star1, bounded by the smallest and largest leaf, enters 60 of them."),
            "6,8,0", &pigKind(), 'A'},
    }};
    static const Content content{kPresets, {}};
    return content;
}

} // namespace gtl
