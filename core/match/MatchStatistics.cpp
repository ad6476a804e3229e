// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match/MatchStatistics.h"

#include <cassert>
#include <cmath>
#include <limits>
#include <numeric>

namespace gtl {
namespace {

/// The 97.5th percentile of the normal distribution: a 95% interval is the mean ± this many
/// standard errors.
constexpr double kZ95 = 1.959963984540054;

/// The mean and variance of the points a sample scores, given how many samples took each of
/// @p values (as fractions of the most a sample can take).
template <std::size_t N>
std::pair<double, double> meanAndVariance(
    const std::array<std::uint32_t, N>& counts, const std::array<double, N>& values)
{
    const double n = std::accumulate(counts.begin(), counts.end(), 0.0);
    if (n == 0)
        return {0.5, 0};
    double mean = 0;
    for (std::size_t k = 0; k < N; ++k)
        mean += counts[k] * values[k];
    mean /= n;
    double variance = 0;
    for (std::size_t k = 0; k < N; ++k)
        variance += counts[k] * (values[k] - mean) * (values[k] - mean);
    return {mean, variance / n};
}

/// The score @p mean with its 95% interval, from @p variance over @p n samples.
ScoreInterval interval(double mean, double variance, double n)
{
    if (n == 0)
        return {};
    const double margin = kZ95 * std::sqrt(variance / n);
    return {mean, std::max(0.0, mean - margin), std::min(1.0, mean + margin)};
}

/// The Elo of @p mean with the half-width of its 95% interval, from @p variance over @p n
/// samples.
EloEstimate estimate(double mean, double variance, double n)
{
    if (n == 0)
        return {0, std::numeric_limits<double>::infinity()};
    const ScoreInterval score = interval(mean, variance, n);
    const double low = MatchStatistics::eloOf(score.low);
    const double high = MatchStatistics::eloOf(score.high);
    // An interval reaching a score of 0 or 1 is unbounded in Elo.
    const double error
        = std::isinf(low) || std::isinf(high) ? std::numeric_limits<double>::infinity() : (high - low) / 2;
    return {MatchStatistics::eloOf(mean), error};
}

std::pair<double, double> pairMeanAndVariance(const MatchCounts& counts)
{
    return meanAndVariance(counts.pairs, std::array<double, 5>{0, 0.25, 0.5, 0.75, 1});
}

} // namespace

std::uint32_t MatchCounts::pairCount() const
{
    return std::accumulate(pairs.begin(), pairs.end(), 0u);
}

double MatchCounts::score() const
{
    return games() == 0 ? 0.5 : (wins + draws / 2.0) / games();
}

void MatchCounts::addGame(double result)
{
    (result == 1 ? wins : result == 0 ? losses : draws) += 1;
}

void MatchCounts::addPair(double first, double second)
{
    addGame(first);
    addGame(second);
    const double points = first + second;
    assert(points * 2 == std::round(points * 2));
    ++pairs[std::size_t(std::lround(points * 2))];
}

double MatchStatistics::eloOf(double score)
{
    if (score <= 0)
        return -std::numeric_limits<double>::infinity();
    if (score >= 1)
        return std::numeric_limits<double>::infinity();
    return -400 * std::log10(1 / score - 1);
}

double MatchStatistics::scoreOf(double elo)
{
    return 1 / (1 + std::pow(10.0, -elo / 400));
}

EloEstimate MatchStatistics::pentanomial(const MatchCounts& counts)
{
    const auto [mean, variance] = pairMeanAndVariance(counts);
    return estimate(mean, variance, counts.pairCount());
}

ScoreInterval MatchStatistics::scoreInterval(const MatchCounts& counts)
{
    const auto [mean, variance] = pairMeanAndVariance(counts);
    return interval(mean, variance, counts.pairCount());
}

ScoreInterval MatchStatistics::meanInterval(const std::vector<double>& samples)
{
    const double n = double(samples.size());
    if (n == 0)
        return {};
    const double mean = std::accumulate(samples.begin(), samples.end(), 0.0) / n;
    double variance = 0;
    for (const double sample : samples)
        variance += (sample - mean) * (sample - mean);
    return interval(mean, variance / n, n);
}

EloEstimate MatchStatistics::trinomial(const MatchCounts& counts)
{
    const auto [mean, variance] = meanAndVariance(
        std::array<std::uint32_t, 3>{counts.losses, counts.draws, counts.wins}, std::array<double, 3>{0, 0.5, 1});
    return estimate(mean, variance, counts.games());
}

double MatchStatistics::likelihoodOfSuperiority(const MatchCounts& counts)
{
    const double decided = double(counts.wins) + counts.losses;
    if (decided == 0)
        return 0.5;
    return 0.5 * (1 + std::erf((double(counts.wins) - counts.losses) / std::sqrt(2 * decided)));
}

SprtResult MatchStatistics::sprt(const MatchCounts& counts, const SprtTest& test)
{
    SprtResult result;
    result.lower = std::log(test.beta / (1 - test.alpha));
    result.upper = std::log((1 - test.beta) / test.alpha);
    const auto [mean, variance] = pairMeanAndVariance(counts);
    const double pairs = counts.pairCount();
    // The generalised SPRT's normal approximation: every pair the same spread, the score under
    // H0 and H1 the logistic model's.
    if (pairs > 0 && variance > 0) {
        const double s0 = scoreOf(test.elo0);
        const double s1 = scoreOf(test.elo1);
        result.llr = pairs * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
    }
    if (pairs < kSprtFewestPairs)
        return result;
    if (result.llr >= result.upper)
        result.verdict = SprtResult::Verdict::AcceptH1;
    else if (result.llr <= result.lower)
        result.verdict = SprtResult::Verdict::AcceptH0;
    return result;
}

} // namespace gtl
