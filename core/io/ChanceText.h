#pragma once

#include "core/tree/Probability.h"

#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// The checks tree text makes of a chance node `{0.9: 2, 0.1: 3}`: each outcome's probability
/// and their sum.
namespace ChanceText {
/// Reads the probability written @p text (with @p denominator after a '/', empty for none)
/// into @p probability; returns what is wrong with it, or "".
std::string readProbability(std::string_view text, std::string_view denominator, Probability& probability);
/// What is wrong with a chance node's @p probabilities as a whole, or "". A sum within 1e-9 of
/// 1 is taken: the last outcome then gets exactly what the others leave, so that expected
/// values stay exact.
std::string sumProblem(std::vector<Probability>& probabilities);
} // namespace ChanceText

} // namespace gtl
