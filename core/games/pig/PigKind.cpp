// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/pig/PigKind.h"

#include "core/base/Message.h"
#include "core/base/Printable.h"
#include "core/games/ChanceGameTree.h"
#include "core/games/pig/PigGame.h"

#include <charconv>

namespace gtl {
namespace {

/// Decisions and throws alike: three of each from a decision, a tree of a few hundred nodes.
constexpr std::uint32_t kDepth = 6;

class PigKind : public GameKind {
public:
    PigKind()
        : GameKind({.name = QT_TRANSLATE_NOOP("Games", "pig"),
            .title = QT_TRANSLATE_NOOP("Games", "Pig"),
            .option = "--pig",
            .optionValue = "A,B,TURN",
            .fileMember = "pig",
            .positionHelp = QT_TRANSLATE_NOOP("Games",
                "the dice game to 10: A's score, B's score and the points of the turn so far, e.g. "
                "6,8,0 (its tree goes 6 moves and throws deep)"),
            .sides = "AB",
            .example = "6,8,0",
            .longestText = 13,
            .evaluationWords = QT_TRANSLATE_NOOP(
                "Games", "twice the side to move's points, plus the turn's, minus twice the opponent's")})
    {
    }

    Result<Position> parse(std::string_view text, std::optional<char> toMove) const override
    {
        PigGame::State state;
        // " roll": the die is in the air, the mover waiting for it to fall.
        constexpr std::string_view kRolling = " roll";
        state.rolling = text.ends_with(kRolling);
        if (state.rolling)
            text.remove_suffix(kRolling.size());
        int* fields[] = {&state.scoreA, &state.scoreB, &state.turnTotal};
        std::size_t at = 0;
        for (int i = 0; i < 3; ++i) {
            const std::size_t end = i < 2 ? text.find(',', at) : text.size();
            if (end == std::string_view::npos || !readScore(text.substr(at, end - at), *fields[i]))
                return Result<Position>::failure(problem(text));
            at = end + 1;
        }
        const bool bToMove = toMove && (*toMove == 'B' || *toMove == 'b');
        const int own = bToMove ? state.scoreB : state.scoreA;
        const bool over = state.scoreA >= PigGame::kTarget || state.scoreB >= PigGame::kTarget;
        if ((state.scoreA >= PigGame::kTarget && state.scoreB >= PigGame::kTarget)
            || own + state.turnTotal >= PigGame::kTarget || (over && (state.turnTotal > 0 || state.rolling))) {
            return Result<Position>::failure(Message("Games",
                QT_TRANSLATE_NOOP(
                    "Games", "'{position}' is no position of Pig: the first to reach 10 points wins there and then"))
                                                 .arg("position", std::string(text)));
        }
        state.bToMove = bToMove;
        return PigGame::positionOf(state);
    }
    std::string text(Position position) const override
    {
        const PigGame::State s = PigGame::stateOf(position);
        return std::to_string(s.scoreA) + "," + std::to_string(s.scoreB) + "," + std::to_string(s.turnTotal)
            + (s.rolling ? " roll" : "");
    }
    std::vector<std::string> rows(Position position) const override
    {
        const PigGame::State s = PigGame::stateOf(position);
        return {"A " + std::to_string(s.scoreA) + "  B " + std::to_string(s.scoreB),
            std::string(s.bToMove ? "B" : "A") + (s.rolling ? " rolls, " : " has ") + std::to_string(s.turnTotal)};
    }
    char sideToMove(Position position) const override { return PigGame::stateOf(position).bToMove ? 'B' : 'A'; }
    /// Pig has no longest game (a 1 can follow a 1 for ever): this is how deep its tree goes.
    std::uint32_t longestGame() const override { return kDepth; }
    GameTree tree(Position start) const override { return buildChanceGameTree(PigGame(start), names().name, kDepth); }
    std::unique_ptr<Game> game(Position start) const override { return std::make_unique<PigGame>(start); }
    bool hasChance() const override { return true; }

private:
    static bool readScore(std::string_view text, int& score)
    {
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), score);
        return ec == std::errc() && end == text.data() + text.size() && !text.empty() && score >= 0
            && score < PigGame::kTarget + 6; // a last throw may pass the target by up to 5
    }
    static Message problem(std::string_view text)
    {
        return Message("Games",
            QT_TRANSLATE_NOOP("Games",
                "'{position}' is not a Pig position: write A's score, B's score and the turn's points, as 6,8,0"))
            .arg("position", printable(text));
    }
};

} // namespace

const GameKind& pigKind()
{
    static const PigKind kind;
    return kind;
}

} // namespace gtl
