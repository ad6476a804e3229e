// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/tree/Probability.h"

#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// The checks tree text makes of a chance node `{0.9: 2, 0.1: 3}`: each outcome's probability
/// and their sum.
namespace ChanceText {
/// Reads the probability written @p text (with @p denominator after a '/', empty for none)
/// into @p probability; returns what is wrong with it, or an empty message.
Message readProbability(std::string_view text, std::string_view denominator, Probability& probability);
/// What is wrong with a chance node's @p probabilities as a whole, or an empty message. A sum within 1e-9 of
/// 1 is taken: the last outcome then gets exactly what the others leave, so that expected
/// values stay exact.
Message sumProblem(std::vector<Probability>& probabilities);
/// Reads a chance node's outcomes' probabilities as typed, "0.25" or "1/6", one per outcome,
/// named in a message by @p names; returns what is wrong, the first bad one or their sum
/// ("the probabilities add up to 0.9, not 1"), or an empty message with @p probabilities filled.
Message readOutcomes(const std::vector<std::string>& texts, const std::vector<std::string>& names,
    std::vector<Probability>& probabilities);
} // namespace ChanceText

} // namespace gtl
