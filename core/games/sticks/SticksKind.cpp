// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/sticks/SticksKind.h"

#include "core/base/Message.h"
#include "core/base/Printable.h"
#include "core/games/sticks/SticksGame.h"
#include "core/tree/GameTreeBuilder.h"

#include <cctype>
#include <charconv>

namespace gtl {
namespace {

constexpr std::string_view kSides = "ABC";
constexpr std::string_view kTaken[] = {"", "1", "2", "3"};

bool readNumber(std::string_view text, int lowest, int highest, int& number)
{
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), number);
    return ec == std::errc() && end == text.data() + text.size() && !text.empty() && number >= lowest
        && number <= highest;
}

class SticksKind : public GameKind {
public:
    SticksKind()
        : GameKind({.name = QT_TRANSLATE_NOOP("Games", "sticks"),
            .title = QT_TRANSLATE_NOOP("Games", "Sticks"),
            .option = "--sticks",
            .optionValue = "STICKS",
            .fileMember = "sticks",
            .positionHelp = QT_TRANSLATE_NOOP("Games",
                "the game of three players, A, B and C, who take 1, 2 or 3 sticks in turn, whoever takes the last "
                "one winning: the sticks left, up to 15, e.g. 9"),
            .sides = kSides,
            .example = "9",
            .longestText = 2,
            .evaluationWords = QT_TRANSLATE_NOOP("Games", "nothing: a game that goes on scores 0 for everyone")})
    {
    }

    Result<Position> parse(std::string_view text, std::optional<char> toMove) const override
    {
        SticksGame::State state;
        if (!readNumber(text, 0, SticksGame::kMostSticks, state.sticks))
            return Result<Position>::failure(problem(text));
        const std::size_t side = toMove ? kSides.find(char(std::toupper(static_cast<unsigned char>(*toMove)))) : 0;
        if (side == std::string_view::npos) {
            return Result<Position>::failure(
                Message("Games", QT_TRANSLATE_NOOP("Games", "the side to move must be A, B or C, not '{side}'"))
                    .arg("side", printable(std::string_view(&*toMove, 1))));
        }
        state.toMove = int(side);
        return SticksGame::positionOf(state);
    }
    Position newGame() const override { return SticksGame::positionOf({.sticks = SticksGame::kNewGameSticks}); }
    std::string text(Position position) const override { return std::to_string(SticksGame::stateOf(position).sticks); }
    std::vector<std::string> rows(Position position) const override
    {
        const SticksGame::State s = SticksGame::stateOf(position);
        return {std::string(std::size_t(s.sticks), '|') + " " + std::to_string(s.sticks)};
    }
    char sideToMove(Position position) const override { return kSides[SticksGame::stateOf(position).toMove]; }
    std::uint32_t longestGame() const override { return SticksGame::kMostSticks; }
    GameTree tree(Position start) const override;
    std::unique_ptr<Game> game(Position start) const override { return std::make_unique<SticksGame>(start); }
    std::vector<Value> points(Position position) const override
    {
        const auto scores = SticksGame::scores(SticksGame::stateOf(position));
        return {scores.begin(), scores.end()};
    }

private:
    static Message problem(std::string_view text)
    {
        return Message("Games",
            QT_TRANSLATE_NOOP("Games", "'{position}' is not a Sticks position: write the sticks left, up to 15, as 9"))
            .arg("position", printable(text));
    }
};

GameTree SticksKind::tree(Position start) const
{
    GameTreeBuilder builder(Player::Max);
    builder.keepPayload(names().name);
    builder.setRootSeat(std::uint32_t(SticksGame::stateOf(start).toMove));
    builder.addRoot(0, start);
    // Breadth-first, the order the builder keeps.
    for (NodeId node = 0; node < builder.size(); ++node) {
        const SticksGame::State state = SticksGame::stateOf(builder.payload(node));
        if (state.sticks == 0) {
            const auto scores = SticksGame::scores(state);
            builder.setScores(node, std::vector<Value>(scores.begin(), scores.end()));
            continue;
        }
        for (int sticks = 1; sticks <= std::min(SticksGame::kMostTaken, state.sticks); ++sticks)
            builder.addChild(node, kTaken[sticks], 0, SticksGame::positionOf(SticksGame::taken(state, sticks)));
    }
    return builder.build();
}

} // namespace

const GameKind& sticksKind()
{
    static const SticksKind kind;
    return kind;
}

} // namespace gtl
