// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/match/GamesFile.h"

#include "core/base/Printable.h"
#include "core/games/GameRegistry.h"
#include "core/games/MoveNamed.h"
#include "core/games/Winners.h"

#include <sstream>

namespace gtl {
namespace {

constexpr std::string_view kGame = "# game: ";
constexpr std::string_view kEngine = "# engine ";

std::vector<std::string> split(const std::string& line, char separator)
{
    std::vector<std::string> fields;
    std::istringstream in(line);
    for (std::string field; std::getline(in, field, separator);)
        fields.push_back(field);
    if (!line.empty() && line.back() == separator)
        fields.emplace_back();
    return fields;
}

/// "1-0", "0-1" or "1/2-1/2" for @p result, the points of the side to move at the opening.
std::string resultText(double result)
{
    return result == 1 ? "1-0" : result == 0 ? "0-1" : "1/2-1/2";
}

Message problem(const char* english)
{
    return Message("Match", english);
}

/// One game's line read, or why not.
struct GameLine {
    Position opening = 0;
    MatchGame game;
    std::size_t firstEngine = 0;
};

Result<GameLine> readGame(const GameKind& game, std::size_t engines, const std::string& line, int number)
{
    const auto fail = [number](Message message) { return Result<GameLine>::failure(std::move(message), number, 1); };
    const std::vector<std::string> fields = split(line, '\t');
    if (fields.size() != 5)
        return fail(problem(QT_TRANSLATE_NOOP("Match",
            "a game is five fields a line, a tab between them: the opening, its side to move, the moves, the "
            "result and the engine that moved first")));
    if (fields[1].size() != 1)
        return fail(problem(QT_TRANSLATE_NOOP("Match", "the side to move is one letter")));
    const auto opening = game.parse(fields[0], fields[1].front());
    if (!opening)
        return Result<GameLine>::failure(opening.error().message, number, 1);
    GameLine read;
    read.opening = *opening;
    const auto rules = game.game(*opening);
    Position position = *opening;
    for (const std::string& move : split(fields[2], ' ')) {
        if (move.empty())
            continue;
        const auto legal = moveNamed(*rules, position, move);
        if (!legal || rules->isOver(position))
            return fail(Message("Match", QT_TRANSLATE_NOOP("Match", "{move} is no move there"))
                            .arg("move", printable(move, 20)));
        read.game.moves.push_back(move);
        position = rules->play(position, *legal);
    }
    if (!rules->isOver(position))
        return fail(problem(QT_TRANSLATE_NOOP("Match", "the moves do not end the game")));
    // The result the moves come to, for the side to move at the opening.
    const std::string winners = winnersOf(game, position);
    const double result = winners.empty() ? 0.5 : winners.front() == game.sideToMove(*opening) ? 1 : 0;
    if (fields[3] != resultText(result))
        return fail(Message("Match", QT_TRANSLATE_NOOP("Match", "the moves come to {result}, not {written}"))
                        .arg("result", resultText(result))
                        .arg("written", printable(fields[3], 20)));
    if (fields[4].size() != 1 || fields[4].front() < '1' || std::size_t(fields[4].front() - '0') > engines)
        return fail(
            problem(QT_TRANSLATE_NOOP("Match", "the engine that moved first is one the file names, by its number")));
    read.firstEngine = std::size_t(fields[4].front() - '1');
    read.game.firstEngineMovedFirst = read.firstEngine == 0;
    read.game.result = read.game.firstEngineMovedFirst ? result : 1 - result;
    return read;
}

} // namespace

std::string GamesFile::movesText(const std::vector<std::string>& moves)
{
    std::string text;
    for (const std::string& move : moves)
        text += (text.empty() ? "" : " ") + move;
    return text;
}

std::string GamesFile::header(const GameKind& game, const std::vector<MatchEngine>& engines)
{
    std::string out = std::string(kGame) + std::string(game.names().option) + "\n";
    for (std::size_t engine = 0; engine < engines.size(); ++engine)
        out += std::string(kEngine) + std::to_string(engine + 1) + ": " + engines[engine].name + "\n";
    return out;
}

std::string GamesFile::write(const GameKind& game, const std::vector<MatchEngine>& engines,
    const std::vector<Position>& openings, const std::vector<Pairing>& pairings)
{
    std::string out = header(game, engines) + "# opening\tto move\tmoves\tresult\tfirst engine\n";
    for (const Pairing& pairing : pairings) {
        for (const auto& pair : pairing.report.pairs) {
            for (const MatchGame& played : pair) {
                const Position opening = openings[played.opening];
                // The result for whoever moved first, from the pairing's first engine's.
                const double first = played.firstEngineMovedFirst ? played.result : 1 - played.result;
                const std::size_t mover = played.firstEngineMovedFirst ? pairing.first : pairing.second;
                out += game.text(opening) + "\t" + game.sideToMove(opening) + "\t" + movesText(played.moves) + "\t"
                    + resultText(first) + "\t" + std::to_string(mover + 1) + "\n";
            }
        }
    }
    return out;
}

Result<GamesFile> GamesFile::read(const std::vector<std::string>& lines)
{
    GamesFile file;
    std::vector<GameLine> games;
    for (std::size_t index = 0; index < lines.size(); ++index) {
        const std::string& line = lines[index];
        const int number = int(index) + 1;
        if (line.starts_with(kGame)) {
            file.game = GameRegistry::findByOption(std::string_view(line).substr(kGame.size()));
            if (!file.game)
                return Result<GamesFile>::failure(
                    Message("Match", QT_TRANSLATE_NOOP("Match", "{game} is no game's option"))
                        .arg("game", printable(line.substr(kGame.size()), 30)),
                    number, 1);
            continue;
        }
        if (line.starts_with(kEngine)) {
            const std::size_t colon = line.find(": ");
            if (colon == std::string::npos
                || line.substr(kEngine.size(), colon - kEngine.size()) != std::to_string(file.engines.size() + 1))
                return Result<GamesFile>::failure(problem(QT_TRANSLATE_NOOP("Match",
                                                      "the engines are numbered from 1 in order, as # engine 1: NAME")),
                    number, 1);
            file.engines.push_back(line.substr(colon + 2));
            continue;
        }
        if (line.empty() || line.front() == '#')
            continue;
        if (!file.game || file.engines.size() < 2)
            return Result<GamesFile>::failure(problem(QT_TRANSLATE_NOOP("Match",
                                                  "no '# game: OPTION' line and '# engine' lines before the first "
                                                  "game: not a games file of a match")),
                number, 1);
        if (file.engines.size() > 2)
            return Result<GamesFile>::failure(
                problem(QT_TRANSLATE_NOOP(
                    "Match", "the games of a round robin: the window opens the games of a match of two engines")),
                number, 1);
        auto read = readGame(*file.game, file.engines.size(), line, number);
        if (!read)
            return Result<GamesFile>::failure(read.error().message, read.error().line, read.error().column);
        // A pair is an opening's two games, engine 1 first in the first.
        const bool second = games.size() % 2 == 1;
        if (read->firstEngine != (second ? 1u : 0u) || (second && read->opening != games.back().opening))
            return Result<GamesFile>::failure(
                problem(QT_TRANSLATE_NOOP(
                    "Match", "the games come in pairs, one opening each, engine 1 moving first in the first")),
                number, 1);
        games.push_back(std::move(*read));
    }
    if (games.empty() || games.size() % 2 != 0)
        return Result<GamesFile>::failure(
            problem(QT_TRANSLATE_NOOP("Match", "no whole pair of games: a games file holds each opening's two games")));
    for (std::size_t pair = 0; pair < games.size(); pair += 2) {
        file.openings.push_back(games[pair].opening);
        std::array<MatchGame, 2> both{games[pair].game, games[pair + 1].game};
        both[0].opening = both[1].opening = pair / 2;
        file.report.pairs.push_back(both);
        file.report.counts.addPair(both[0].result, both[1].result);
    }
    file.report.gamesDone = games.size();
    return file;
}

} // namespace gtl
