// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/SolveCommand.h"

#include "core/games/GameRegistry.h"

#include <nlohmann/json.hpp>

#include <chrono>
#include <cstdio>

namespace gtl::app {
namespace {

/// "1st", "2nd", "3rd", "4th", … "21st".
std::string ordinal(int n)
{
    const int last = n % 10;
    const bool teen = n % 100 >= 11 && n % 100 <= 13;
    const char* suffix = teen ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th";
    return std::to_string(n) + suffix;
}

/// The score in words: "a draw", "X wins with its 6th disc".
std::string scoreWords(const Solution& solution, char mover, std::string_view pieces)
{
    if (solution.score == 0)
        return "a draw";
    const char other = mover == 'X' ? 'O' : 'X';
    const int score = solution.score;
    return std::string(1, score > 0 ? mover : other) + " wins with its "
        + ordinal(solution.winBase - (score > 0 ? score : -score)) + " " + std::string(pieces);
}

std::string text(const GameKind& game, Position position, const Solution& solution, double ms)
{
    const char mover = game.sideToMove(position);
    const bool columns = solution.movesName == "columns";
    std::string out = std::string(game.names().title) + " " + game.text(position) + ", " + std::string(1, mover)
        + " to move\nscore: " + std::to_string(solution.score) + " ("
        + scoreWords(solution, mover, columns ? "disc" : "mark") + ")\n" + std::string(solution.movesName) + ":";
    for (std::size_t i = 0; i < solution.moves.size(); ++i) {
        const auto& score = solution.moves[i];
        out += " " + std::to_string(i + 1) + "=" + (score ? std::to_string(*score) : std::string("-"));
    }
    char time[32];
    std::snprintf(time, sizeof time, "%.1f", ms);
    out += "\nbest move: " + (solution.best ? std::to_string(*solution.best + 1) : std::string("none"))
        + "\nnodes: " + std::to_string(solution.nodes) + "\nms: " + time + "\n";
    return out;
}

std::string json(const Solution& solution, double ms)
{
    nlohmann::ordered_json out;
    out["score"] = solution.score;
    nlohmann::json moves = nlohmann::json::array();
    for (const auto& score : solution.moves)
        moves.push_back(score ? nlohmann::json(*score) : nlohmann::json(nullptr));
    out[std::string(solution.movesName)] = moves;
    out["best_move"] = solution.best ? nlohmann::json(std::to_string(*solution.best + 1)) : nlohmann::json(nullptr);
    out["nodes"] = solution.nodes;
    out["ms"] = ms;
    return out.dump() + "\n";
}

} // namespace

int SolveCommand::run(const CommandLine& cl, std::ostream& out, std::ostream& err)
{
    const GameKind* game = cl.source.kind == TreeSource::Kind::Game ? cl.source.game : nullptr;
    if (!game) {
        err << "gametree-lab: solve takes a position of a game: --connect4 MOVES or --ttt BOARD\n";
        return 2;
    }
    const auto position = game->parse(cl.source.argument, cl.source.toMove);
    if (!position) {
        err << "gametree-lab: " << game->names().name << " position: " << position.error().toString() << "\n";
        return 2;
    }
    const auto start = std::chrono::steady_clock::now();
    const auto solution = game->solve(*position, {});
    const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    if (!solution) {
        err << "gametree-lab: " << game->names().name << " has no exact solver\n";
        return 2;
    }
    out << (cl.format == CommandLine::Format::Json ? json(*solution, ms) : text(*game, *position, *solution, ms));
    return 0;
}

} // namespace gtl::app
