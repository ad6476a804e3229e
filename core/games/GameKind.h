// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/games/Game.h"
#include "core/games/Solution.h"
#include "core/tree/GameTree.h"

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// Everything the product needs of a game besides its search (Game): how people name it and ask
/// for it, how a position is typed and shown as text, and how a position becomes a run's tree or
/// game. Each game has one in its own folder and one line in GameRegistry, so that nothing
/// outside the folder asks which game it is.
class GameKind {
public:
    /// The words the product uses for the game and its positions.
    struct Names {
        /// As in a sentence, and the tag its trees carry: "tic-tac-toe".
        std::string_view name;
        /// At the start of a title: "Tic-tac-toe".
        std::string_view title;
        /// The command-line option that opens a position: "--ttt" (`--ttt BOARD`).
        std::string_view option;
        /// What the option's value is called in the help: "BOARD".
        std::string_view optionValue;
        /// The member of a `.gtree.json` file that holds a position: "tic_tac_toe".
        std::string_view fileMember;
        /// How a position is typed, to complete "a tic-tac-toe position: …" (one sentence).
        std::string_view positionHelp;
        /// The sides' letters, as `"to_move"` in a file and parse() take them: "XO".
        std::string_view sides;
        /// A position to show as an example: "XXOOOX...".
        std::string_view example;
        /// The most characters the text of a position has.
        int longestText;
        /// What the static evaluation counts, to complete "the static evaluation (…) scores it".
        std::string_view evaluationWords;
    };

    explicit GameKind(Names names)
        : names_(names)
    {
    }
    virtual ~GameKind() = default;
    GameKind(const GameKind&) = delete;
    GameKind& operator=(const GameKind&) = delete;

    const Names& names() const { return names_; }
    /// The name of the game whose trees carry the tag @p name, as a sentence says it in the
    /// reader's language: names().name is marked with QT_TRANSLATE_NOOP("Games", …).
    static Message nameInSentence(std::string_view name) { return Message("Games", std::string(name).c_str()); }
    /// @p game's name in a sentence, or "this tree" for a tree of its own.
    static Message nameInSentence(const GameKind* game)
    {
        return game ? nameInSentence(game->names().name) : Message("Games", QT_TRANSLATE_NOOP("Games", "this tree"));
    }

    /// Reads a position from its text. @p toMove, when given, says who moves where the text
    /// leaves it open. A failure says what is wrong and where in the text.
    virtual Result<Position> parse(std::string_view text, std::optional<char> toMove) const = 0;
    /// The position a new game starts from: by default what parse() reads from the empty text.
    virtual Position newGame() const { return *parse("", std::nullopt); }
    /// The text parse() reads back as @p position, side to move aside.
    virtual std::string text(Position position) const = 0;
    /// @p position drawn in text, a line per row of the board, for a tool tip.
    virtual std::vector<std::string> rows(Position position) const = 0;
    /// The side to move in @p position as parse() takes it: 'X'.
    virtual char sideToMove(Position position) const = 0;
    /// The most moves a game lasts from any position: a search this deep reaches every end.
    virtual std::uint32_t longestGame() const = 0;
    /// Whether tree() builds the whole game tree. A game too big for that builds only the
    /// start, and a search of it needs a depth limit.
    virtual bool treeIsWhole() const { return true; }
    /// The whole game tree from @p start (only the start when !treeIsWhole()); every node carries its position, and the
    /// tree's game() is names().name.
    virtual GameTree tree(Position start) const = 0;
    /// The game from @p start, for searches that explore it instead of a tree.
    virtual std::unique_ptr<Game> game(Position start) const = 0;
    /// Whether the game throws dice: then tree() builds its chance nodes in advance, and only
    /// the chance searches take it, never a search that grows the tree move by move (the
    /// engine's, a summary counted over the game).
    virtual bool hasChance() const { return false; }
    /// How many players take turns, as many as names().sides has letters. A game of more than
    /// two scores each player (its tree's leaves carry each player's points), and only the
    /// searches of several players take it.
    std::uint32_t players() const { return std::uint32_t(names_.sides.size()); }
    /// In a game of more than two players, each player's points at @p position, the first
    /// player's first (empty in a game of two, whose score is the winner's).
    virtual std::vector<Value> points(Position position) const
    {
        (void)position;
        return {};
    }
    /// In a game of more than two players, the letters of those with the most points at
    /// @p position, "A" or "A, C" when they share first place.
    std::string leaders(Position position) const
    {
        const std::vector<Value> all = points(position);
        const Value most = all.empty() ? 0 : *std::max_element(all.begin(), all.end());
        std::string letters;
        for (std::size_t player = 0; player < all.size(); ++player)
            if (all[player] == most)
                letters += std::string(letters.empty() ? "" : ", ") + names_.sides[player];
        return letters;
    }

    /// Whether solve() answers for this game: it has an exact solver.
    virtual bool solves() const { return false; }
    /// What perfect play says of @p position, or nothing when the game has no exact solver.
    /// A long solve runs on the caller's thread: @p control can stop it and follow it.
    virtual std::optional<Solution> solve(Position position, const SolveControl& control) const
    {
        (void)position, (void)control;
        return std::nullopt;
    }

    /// The position of @p node of a tree of this game.
    static Position positionOf(const GameTree& tree, NodeId node) { return tree.payload(node); }

private:
    Names names_;
};

} // namespace gtl
