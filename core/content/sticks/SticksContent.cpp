// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/sticks/SticksContent.h"

#include "core/base/Message.h"
#include "core/games/sticks/SticksKind.h"

#include <array>
#include <vector>

namespace gtl {
namespace {

using lessons::Definition;
using At = lessons::StopRule::At;
using K = EventKind;

} // namespace

const Content& sticksContent()
{
    static const std::array<Preset, 1> kPresets = {{
        {"sticks", QT_TRANSLATE_NOOP("Presets", "Sticks: five left, A to move"),
            QT_TRANSLATE_NOOP("Presets",
                "A, B and C take 1, 2 or 3 sticks in turn, and whoever takes the last stick wins. With five left, A "
                "cannot win: taking 1 leaves four to B, and C wins; taking 2 or 3 lets B take the rest. A decides who "
                "wins, the kingmaker of a real game: max^n takes 1, the first of the equal moves, for <0, 0, 1>."),
            "5", &sticksKind()},
    }};
    static const std::vector<Definition> kLessons{
        {"sticks", QT_TRANSLATE_NOOP("Lessons", "Sticks: a kingmaker in a real game"), "sticks",
            {algorithmNamed("maxn")},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "A, B and C take 1, 2 or 3 sticks in turn; whoever takes the last stick wins and scores 1, the "
                     "others 0. Five sticks are left and A moves: player 1 on the tree, B player 2, C player 3.")},
                {At::Event, K::Return, "1", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Taking 1 leaves four sticks to B, who cannot win: whatever B takes, C takes the rest. So 1 "
                        "is worth {value 1}: C wins.")},
                {At::Event, K::Return, "2", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Taking 2 leaves three sticks, and B takes them all: {value 2}. Taking 3 leaves two, and B "
                        "wins the same way.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Every move gives A 0: A cannot win, yet decides whether B or C does, a kingmaker. Max^n "
                        "takes the first of the equal moves, 1, for {value root}. Which way A should break the tie "
                        "depends on the players, which no search knows.")}}},
    };
    static const Content content{kPresets, kLessons};
    return content;
}

} // namespace gtl
