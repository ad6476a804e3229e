// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ExitStatus.h"

#include <array>

namespace gtl::app::exit_status {

std::span<const Meaning> statuses()
{
    static constexpr std::array<Meaning, 5> kStatuses{{
        {kSuccess, "success"},
        {kCannotReadOrWrite,
            "a tree, a position or a lesson cannot be read (a file, tree text, a preset or lesson name), an "
            "output cannot be written whole, or memory runs out"},
        {kRefused,
            "the command line is refused: an unknown command or option, a value out of range, options that do "
            "not go together, a search the tree does not take, or more steps than the command prints"},
        {kStoppedAtLimit, "solve or lab reached --node-limit or --time-limit before its result"},
        {kInterrupted, "Ctrl-C stopped solve, lab or match"},
    }};
    return kStatuses;
}

} // namespace gtl::app::exit_status
