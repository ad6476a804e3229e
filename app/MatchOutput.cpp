// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/MatchOutput.h"

#include "core/base/Counted.h"
#include "core/match/GamesFile.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace gtl::app {
namespace {

std::string fixed(double value, int decimals)
{
    if (std::isinf(value))
        return value > 0 ? "+inf" : "-inf";
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value + 0.0); // -0 reads as 0
    return text;
}

nlohmann::json finiteOrNull(double value)
{
    return std::isfinite(value) ? nlohmann::json(value + 0.0) : nlohmann::json(nullptr); // -0 reads as 0
}

const char* verdictWords(SprtResult::Verdict verdict)
{
    switch (verdict) {
    case SprtResult::Verdict::AcceptH0: return "H0 accepted";
    case SprtResult::Verdict::AcceptH1: return "H1 accepted";
    default: return "continue";
    }
}

/// The games, wins, draws and losses of @p counts, the score, and the Elo with its interval
/// from the pairs.
void putCounts(nlohmann::ordered_json& out, const MatchCounts& counts)
{
    const EloEstimate pentanomial = MatchStatistics::pentanomial(counts);
    out["games"] = counts.games();
    out["wins"] = counts.wins;
    out["draws"] = counts.draws;
    out["losses"] = counts.losses;
    out["score"] = counts.score();
    out["elo"] = finiteOrNull(pentanomial.elo);
    out["elo_error"] = finiteOrNull(pentanomial.error);
}

} // namespace

std::string MatchOutput::text(
    const MatchSettings& settings, const MatchReport& report, const std::optional<SprtTest>& test, double seconds)
{
    const MatchCounts& counts = report.counts;
    const EloEstimate pentanomial = MatchStatistics::pentanomial(counts);
    const EloEstimate trinomial = MatchStatistics::trinomial(counts);
    std::ostringstream out;
    out << settings.game->names().title << " match, " << counted(counts.games(), "game", "games") << " from "
        << counted(report.pairs.size(), "opening", "openings") << ", " << counted(settings.threads, "thread", "threads")
        << (report.cancelled ? " (stopped early)" : "") << "\n"
        << "engine 1: " << settings.engines[0].name << "\nengine 2: " << settings.engines[1].name << "\n"
        << "engine 1: " << counts.wins << " wins, " << counts.draws << " draws, " << counts.losses << " losses\n"
        << "score " << fixed(100 * counts.score(), 1) << "%, Elo " << fixed(pentanomial.elo, 1) << " ± "
        << fixed(pentanomial.error, 1) << " (95%, from the pairs; from single games ± " << fixed(trinomial.error, 1)
        << "), likelihood of superiority " << fixed(100 * MatchStatistics::likelihoodOfSuperiority(counts), 1) << "%\n"
        << "pairs: " << counts.pairs[0] << " lost both, " << counts.pairs[1] << " a loss and a draw, "
        << counts.pairs[2] << " even, " << counts.pairs[3] << " a win and a draw, " << counts.pairs[4] << " won both\n";
    if (test && report.sprt) {
        out << "SPRT [" << fixed(test->elo0, 1) << ", " << fixed(test->elo1, 1) << "]: LLR "
            << fixed(report.sprt->llr, 2) << " (" << fixed(report.sprt->lower, 2) << ", "
            << fixed(report.sprt->upper, 2) << "), " << verdictWords(report.sprt->verdict) << "\n";
    }
    out << "time " << fixed(seconds, 1) << " s, " << fixed(seconds > 0 ? counts.games() / seconds : 0, 1)
        << " games/s\n";
    return out.str();
}

std::string MatchOutput::json(const MatchSettings& settings, const MatchReport& report, double seconds)
{
    const MatchCounts& counts = report.counts;
    nlohmann::ordered_json out;
    putCounts(out, counts);
    out["elo_error_trinomial"] = finiteOrNull(MatchStatistics::trinomial(counts).error);
    out["los"] = MatchStatistics::likelihoodOfSuperiority(counts);
    out["pentanomial"] = counts.pairs;
    out["engines"] = {settings.engines[0].name, settings.engines[1].name};
    nlohmann::json pairs = nlohmann::json::array();
    for (const auto& pair : report.pairs)
        pairs.push_back({{"opening", settings.game->text(settings.openings[pair[0].opening])},
            {"results", {pair[0].result, pair[1].result}}});
    out["pairs"] = pairs;
    if (report.sprt)
        out["sprt"] = {{"llr", report.sprt->llr}, {"lower", report.sprt->lower}, {"upper", report.sprt->upper},
            {"verdict", verdictWords(report.sprt->verdict)}};
    else
        out["sprt"] = nullptr;
    out["cancelled"] = report.cancelled;
    out["seconds"] = seconds;
    return out.dump() + "\n";
}

std::string MatchOutput::roundRobinText(
    const RoundRobinSettings& settings, const RoundRobinReport& report, double seconds)
{
    const std::size_t engines = settings.engines.size();
    const std::uint32_t games = report.gamesFinished();
    std::ostringstream out;
    out << settings.game->names().title << " round robin of " << engines << " engines, "
        << counted(games, "game", "games") << ", " << counted(settings.openings.size(), "opening", "openings")
        << " a match, " << counted(settings.threads, "thread", "threads")
        << (report.cancelled ? " (stopped early)" : "") << "\n";
    for (std::size_t engine = 0; engine < engines; ++engine)
        out << "engine " << engine + 1 << ": " << settings.engines[engine].name << "\n";
    // A column an engine, its score against the row's; then the row's score and Elo over all
    // its games.
    constexpr int kWidth = 8;
    const auto cell = [&out](const std::string& text) {
        // Right-aligned by the characters shown, not the bytes: "·" is two.
        const auto shown = std::count_if(text.begin(), text.end(), [](char c) { return (c & 0xC0) != 0x80; });
        out << std::string(std::size_t(std::max(0, kWidth - int(shown))), ' ') << text;
    };
    out << "  ";
    for (std::size_t column = 0; column < engines; ++column)
        cell(std::to_string(column + 1));
    cell("score");
    cell("Elo");
    out << "\n";
    for (std::size_t row = 0; row < engines; ++row) {
        out << std::to_string(row + 1) << (row + 1 < 10 ? " " : "");
        for (std::size_t column = 0; column < engines; ++column) {
            const std::optional<double> score = report.score(row, column);
            cell(score ? fixed(100 * *score, 1) + "%" : row == column ? "·" : "-");
        }
        const std::optional<double> score = report.overallScore(row);
        cell(score ? fixed(100 * *score, 1) + "%" : "-");
        cell(score ? fixed(MatchStatistics::eloOf(*score), 1) : "-");
        out << "\n";
    }
    out << "a row's score against each column's engine; score and Elo over all its games, against the others\n"
        << "time " << fixed(seconds, 1) << " s, " << fixed(seconds > 0 ? double(games) / seconds : 0, 1)
        << " games/s\n";
    return out.str();
}

std::string MatchOutput::roundRobinJson(
    const RoundRobinSettings& settings, const RoundRobinReport& report, double seconds)
{
    const std::size_t engines = settings.engines.size();
    nlohmann::ordered_json out;
    nlohmann::json names = nlohmann::json::array();
    for (const MatchEngine& engine : settings.engines)
        names.push_back(engine.name);
    out["engines"] = names;
    nlohmann::ordered_json crosstable = nlohmann::ordered_json::array();
    nlohmann::ordered_json scores = nlohmann::ordered_json::array();
    for (std::size_t row = 0; row < engines; ++row) {
        nlohmann::ordered_json line = nlohmann::ordered_json::array();
        for (std::size_t column = 0; column < engines; ++column) {
            const std::optional<double> score = report.score(row, column);
            line.push_back(score ? nlohmann::ordered_json(*score) : nlohmann::ordered_json(nullptr));
        }
        crosstable.push_back(line);
        const std::optional<double> overall = report.overallScore(row);
        nlohmann::ordered_json score;
        score["games"] = report.games(row);
        score["points"] = report.points(row);
        score["score"] = overall ? nlohmann::ordered_json(*overall) : nlohmann::ordered_json(nullptr);
        scores.push_back(score);
    }
    out["crosstable"] = crosstable;
    out["scores"] = scores;
    nlohmann::ordered_json matches = nlohmann::ordered_json::array();
    for (const Pairing& pairing : report.pairings) {
        const MatchCounts& counts = pairing.report.counts;
        nlohmann::ordered_json match;
        match["engines"] = {pairing.first + 1, pairing.second + 1};
        putCounts(match, counts);
        match["los"] = MatchStatistics::likelihoodOfSuperiority(counts);
        matches.push_back(match);
    }
    out["matches"] = matches;
    out["cancelled"] = report.cancelled;
    out["seconds"] = seconds;
    return out.dump() + "\n";
}

std::string MatchOutput::seatText(const SeatMatchSettings& settings, const SeatReport& report, double seconds)
{
    const std::size_t players = settings.engines.size();
    std::ostringstream out;
    out << settings.game->names().title << " match of " << players << " engines, one a seat, "
        << counted(report.games(), "game", "games") << " from " << counted(report.rounds.size(), "opening", "openings")
        << " (each played " << players << " times, the engines rotated through the seats), "
        << counted(settings.threads, "thread", "threads") << (report.cancelled ? " (stopped early)" : "") << "\n";
    for (std::size_t engine = 0; engine < players; ++engine)
        out << "engine " << engine + 1 << ": " << settings.engines[engine].name << "\n";
    for (std::size_t engine = 0; engine < players; ++engine) {
        const ScoreInterval share = report.share(engine);
        out << "engine " << engine + 1 << ": " << counted(report.wins(engine), "win", "wins") << ", share "
            << fixed(100 * share.score, 1) << "% (95%: " << fixed(100 * share.low, 1) << "% to "
            << fixed(100 * share.high, 1) << "%)\n";
    }
    out << "an even share is " << fixed(100.0 / double(players), 1) << "%\n"
        << "time " << fixed(seconds, 1) << " s, " << fixed(seconds > 0 ? double(report.games()) / seconds : 0, 1)
        << " games/s\n";
    return out.str();
}

std::string MatchOutput::seatJson(const SeatMatchSettings& settings, const SeatReport& report, double seconds)
{
    nlohmann::ordered_json out;
    nlohmann::ordered_json names = nlohmann::ordered_json::array();
    for (const MatchEngine& engine : settings.engines)
        names.push_back(engine.name);
    out["engines"] = names;
    out["games"] = report.games();
    nlohmann::ordered_json results = nlohmann::ordered_json::array();
    for (std::size_t engine = 0; engine < settings.engines.size(); ++engine) {
        const ScoreInterval share = report.share(engine);
        nlohmann::ordered_json result;
        result["wins"] = report.wins(engine);
        result["points"] = report.points(engine);
        result["share"] = share.score;
        result["share_low"] = share.low;
        result["share_high"] = share.high;
        results.push_back(result);
    }
    out["results"] = results;
    nlohmann::ordered_json rounds = nlohmann::ordered_json::array();
    for (const auto& round : report.rounds) {
        nlohmann::ordered_json points = nlohmann::ordered_json::array();
        for (const SeatGame& game : round)
            points.push_back(game.points);
        nlohmann::ordered_json line;
        line["opening"] = settings.game->text(settings.openings[round.front().opening]);
        line["points"] = points;
        rounds.push_back(line);
    }
    out["rounds"] = rounds;
    out["cancelled"] = report.cancelled;
    out["seconds"] = seconds;
    return out.dump() + "\n";
}

std::string MatchOutput::seatGamesFile(const SeatMatchSettings& settings, const SeatReport& report)
{
    const GameKind& game = *settings.game;
    const std::size_t players = settings.engines.size();
    std::string out
        = GamesFile::header(game, settings.engines) + "# opening\tto move\tmoves\twinners\tengines by seat\n";
    for (const auto& round : report.rounds) {
        for (const SeatGame& played : round) {
            const Position opening = settings.openings[played.opening];
            std::string seats;
            for (std::size_t seat = 0; seat < players; ++seat)
                seats += (seats.empty() ? "" : " ")
                    + std::to_string(SeatMatch::engineInSeat(seat, played.rotation, players) + 1);
            out += game.text(opening) + "\t" + game.sideToMove(opening) + "\t" + GamesFile::movesText(played.moves)
                + "\t" + played.winners + "\t" + seats + "\n";
        }
    }
    return out;
}

std::string MatchOutput::progressLine(
    std::size_t done, std::size_t games, std::optional<double> firstScore, double seconds)
{
    std::string line = std::to_string(done) + " of " + std::to_string(games) + " games";
    if (firstScore)
        line += ", engine 1 " + fixed(100 * *firstScore, 1) + "%";
    if (done > 0 && done < games)
        line += ", about " + fixed(seconds * double(games - done) / double(done), 0) + " s left";
    return "match: " + line;
}

} // namespace gtl::app
