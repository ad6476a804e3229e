// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tree/Scores.h"

namespace gtl {

std::string scoresText(std::span<const Value> scores)
{
    std::string text = "<";
    for (std::size_t i = 0; i < scores.size(); ++i)
        text += (i > 0 ? ", " : "") + std::to_string(scores[i]);
    return text + ">";
}

} // namespace gtl
