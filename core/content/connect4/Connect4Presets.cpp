// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/connect4/Connect4Content.h"

#include "core/base/Message.h"
#include "core/games/connect4/Connect4Kind.h"

#include <array>

namespace gtl {

// Found by comparing depth-4 searches with the solver on positions of random play; each
// figure of the descriptions is checked against the search and the solver (tst_connect4).
std::span<const Preset> connect4Presets()
{
    static const std::array<Preset, 4> kPresets = {{
        {"c4-horizon", QT_TRANSLATE_NOOP("Presets", "Connect Four: a win beyond the horizon"),
            QT_TRANSLATE_NOOP("Presets",
                "X to move after the columns 4 3 5 7 1 5 1 6 7 6 4 1. Four moves deep, negamax alpha-beta with the "
                "window "
                "count plays 6, worth −2; with the weighted windows it plays 4, worth 0. The solver, which plays every "
                "line "
                "to the end, says 4 wins (+8: X connects four with its 14th disc) and 6 loses (−3). Six moves deep, "
                "alpha-beta enters 15,039 positions in the columns' order 1 to 7, 1,501 centre first, and 1,046 centre "
                "first with a transposition table."),
            "435715167641", &connect4Kind()},
        {"c4-trap", QT_TRANSLATE_NOOP("Presets", "Connect Four: a loss beyond the horizon"),
            QT_TRANSLATE_NOOP("Presets",
                "O to move after the columns 3 3 3 5 5 7 3 4 5 4 7 4 4 4 6. Four moves deep, negamax alpha-beta with "
                "the "
                "window count plays 5; the solver says 5 loses (−11: X connects four with its 11th disc), while 3 "
                "and 6 win for O (+3)."),
            "333557345474446", &connect4Kind()},
        {"c4-threat", QT_TRANSLATE_NOOP("Presets", "Connect Four: a forced win past the horizon"),
            QT_TRANSLATE_NOOP("Presets",
                "X to move after the columns 5 5 6 6 1 3 3 4 4 2 3 3 4 4 1 2. Two moves deep, negamax alpha-beta with "
                "the window count plays 4, worth −1; the solver says 4 loses (−12: O connects four with its 10th "
                "disc), "
                "while 1, 2 and 5 win for X (+12). With quiescence search the same search follows the forcing moves "
                "past the horizon, finds that after 1 X completes four whatever O answers, and plays 1."),
            "5566133442334412", &connect4Kind()},
        {"c4-zugzwang", QT_TRANSLATE_NOOP("Presets", "Connect Four: zugzwang in the last columns"),
            QT_TRANSLATE_NOOP("Presets",
                "X to move after 38 discs, with four squares left: the top of column 4 and three in column 2. Searched "
                "to the end, 4 wins (+1001: X connects four with its 21st disc), because O must then play into column "
                "2 and give X the square above; 2 only draws (0). With null-move pruning (R = 1) O may pass after 4, "
                "which would leave X to open column 2 itself: the pass looks good enough for O, 4 is cut unsearched, "
                "and X plays 2."),
            "43213472517531374664557673655667134112", &connect4Kind()},
    }};
    return kPresets;
}

} // namespace gtl
