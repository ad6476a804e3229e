// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <vector>

namespace gtl {

/// What a match between two engines has come to so far, from the first engine's side: its
/// wins, draws and losses, and the pairs of games (one opening, the engines' seats swapped) by
/// the points the first engine took in both, 0, ½, 1, 1½ or 2.
struct MatchCounts {
    std::uint32_t wins = 0;
    std::uint32_t draws = 0;
    std::uint32_t losses = 0;
    /// pairs[k]: the pairs in which the first engine took k/2 points.
    std::array<std::uint32_t, 5> pairs{};

    std::uint32_t games() const { return wins + draws + losses; }
    std::uint32_t pairCount() const;
    /// The first engine's points over the games, a draw half a point: 0.5 for an even match.
    double score() const;
    /// Counts one game ending @p result for the first engine (1, 0.5 or 0).
    void addGame(double result);
    /// Counts a pair of games, @p first and @p second from the first engine's side.
    void addPair(double first, double second);
    bool operator==(const MatchCounts&) const = default;
};

/// An Elo difference with the half-width of its 95% interval. Either is infinite where the
/// score, or an end of its interval, is 0 or 1: no finite difference explains it.
struct EloEstimate {
    double elo = 0;
    double error = 0;
};

/// A score with its 95% interval, each end within 0 and 1: what a chart of the match draws.
struct ScoreInterval {
    double score = 0.5;
    double low = 0;
    double high = 1;
};

/// The sequential probability ratio test of "the first engine is elo0 stronger" (H0) against
/// "elo1 stronger" (H1), the log-likelihood ratio from the pairs' spread (the generalised SPRT
/// that fishtest and fastchess run). Its normal approximation needs a sample: a handful of
/// pairs with next to no spread would seem decisive, so it decides from kSprtFewestPairs on.
inline constexpr std::uint32_t kSprtFewestPairs = 10;

struct SprtTest {
    double elo0 = 0;
    double elo1 = 0;
    double alpha = 0.05;
    double beta = 0.05;
};

struct SprtResult {
    enum class Verdict { Continue, AcceptH0, AcceptH1 };
    double llr = 0;
    /// The ratio's bounds: log(β / (1 − α)) and log((1 − β) / α), ±2.94 at 5%.
    double lower = 0;
    double upper = 0;
    Verdict verdict = Verdict::Continue;
};

/// How engine developers judge a match (as cutechess-cli and fastchess report it): the Elo
/// difference a score means under the logistic model, its 95% interval from the games' spread,
/// the likelihood that the first engine is the stronger, and the SPRT.
namespace MatchStatistics {
/// −400·log10(1/score − 1): 0 for 0.5, +∞ for 1, −∞ for 0.
double eloOf(double score);
/// The score an Elo difference predicts: 1 / (1 + 10^(−elo/400)).
double scoreOf(double elo);
/// The Elo and its interval from the spread of the pairs' points (pentanomial): the pairs
/// are independent where single games of one opening are not.
EloEstimate pentanomial(const MatchCounts& counts);
/// The score with its 95% interval from the same spread: the interval the pentanomial Elo
/// interval is the image of. From 0 to 1 before the first pair.
ScoreInterval scoreInterval(const MatchCounts& counts);
/// The mean of @p samples, each from 0 to 1, with its 95% interval from their spread.
ScoreInterval meanInterval(const std::vector<double>& samples);
/// The same from the spread of single games (trinomial), as older tools report it.
EloEstimate trinomial(const MatchCounts& counts);
/// The likelihood of superiority from wins and losses: ½·(1 + erf((W − L) / √(2(W + L)))).
double likelihoodOfSuperiority(const MatchCounts& counts);
/// The SPRT on the pairs so far.
SprtResult sprt(const MatchCounts& counts, const SprtTest& test);
} // namespace MatchStatistics

} // namespace gtl
