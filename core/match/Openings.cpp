// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match/Openings.h"

#include "core/base/Message.h"

#include <random>

namespace gtl {
namespace {

/// How often an opening is drawn again when its moves end the game before its last ply.
constexpr int kAttempts = 1000;

/// @p plies random moves from @p start, or nothing when the game ended on the way.
std::optional<Position> randomLine(const Game& game, Position start, std::uint32_t plies, std::mt19937_64& random)
{
    Position position = start;
    for (std::uint32_t ply = 0; ply < plies; ++ply) {
        if (game.isOver(position))
            return std::nullopt;
        MoveList moves;
        game.moves(position, moves);
        // The modulo, not a distribution, so that every library draws the same openings.
        position = game.play(position, moves[std::size_t(random() % moves.size())].move);
    }
    return game.isOver(position) ? std::nullopt : std::optional<Position>(position);
}

} // namespace

Result<std::vector<Position>> Openings::random(
    const GameKind& game, Position start, std::uint32_t plies, std::uint64_t seed, std::size_t count)
{
    const auto played = game.game(start);
    std::vector<Position> openings;
    openings.reserve(count);
    for (std::size_t index = 0; index < count; ++index) {
        std::seed_seq sequence{std::uint64_t(seed), std::uint64_t(index)};
        std::mt19937_64 generator(sequence);
        std::optional<Position> opening;
        for (int attempt = 0; attempt < kAttempts && !opening; ++attempt)
            opening = randomLine(*played, start, plies, generator);
        if (!opening) {
            return Result<std::vector<Position>>::failure(Message("Match",
                QT_TRANSLATE_NOOP("Match",
                    "{game} is over within {plies} random moves nearly every time: open with "
                    "fewer moves"))
                                                              .arg("game", GameKind::nameInSentence(&game))
                                                              .arg("plies", std::to_string(plies)));
        }
        openings.push_back(*opening);
    }
    return openings;
}

Result<std::vector<Position>> Openings::read(const GameKind& game, const std::vector<std::string>& lines)
{
    std::vector<Position> openings;
    for (std::size_t index = 0; index < lines.size(); ++index) {
        const std::string& line = lines[index];
        if (line.empty() || line.front() == '#')
            continue;
        const int number = int(index) + 1;
        const auto position = game.parse(line, std::nullopt);
        if (!position)
            return Result<std::vector<Position>>::failure(position.error().message, number, 1);
        if (game.game(*position)->isOver(*position)) {
            return Result<std::vector<Position>>::failure(
                Message(
                    "Match", QT_TRANSLATE_NOOP("Match", "the game is over there: an opening must leave moves to play")),
                number, 1);
        }
        openings.push_back(*position);
    }
    if (openings.empty())
        return Result<std::vector<Position>>::failure(
            Message("Match", QT_TRANSLATE_NOOP("Match", "no opening: write one position a line")));
    return openings;
}

} // namespace gtl
