// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/games/Game.h"
#include "core/search/Enhancements.h"
#include "core/tree/GameTree.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gtl {

/// The kinds of choice a game may offer beyond its own: static orders of its moves, scorings of
/// a finished game and static evaluations (Game::orderNames, scoringNames, evaluationNames).
enum class ChoiceKind : std::uint8_t { Order, Scoring, Evaluation };

inline constexpr std::array kAllChoiceKinds = {ChoiceKind::Order, ChoiceKind::Scoring, ChoiceKind::Evaluation};

/// The names of a game's choices, as the search numbers them (Enhancements::order, scoring,
/// evaluation: 0 is the game's own), the description names them ("centre first") and the
/// command line and files write them ("centre-first"; the game's own as ownWord()). A tree of
/// its own (tree text, presets of it, random trees) offers none. The names are copies: they
/// outlive the game.
class ChoiceNames {
public:
    /// None beyond the game's own.
    ChoiceNames() = default;
    explicit ChoiceNames(const Game& game);
    /// The choices of the game whose positions @p tree holds; none for a tree of its own.
    explicit ChoiceNames(const GameTree& tree);

    /// "order", "scoring", "evaluation", to be said in a sentence.
    static Message noun(ChoiceKind kind);
    /// "orders", "scorings", "evaluations".
    static Message plural(ChoiceKind kind);
    /// How the command line and files write the game's own choice: "tree", "plain", "own".
    static std::string_view ownWord(ChoiceKind kind);
    /// "centre first" → "centre-first".
    static std::string written(std::string_view name);
    static std::size_t& field(Enhancements& enhancements, ChoiceKind kind);
    static std::size_t field(const Enhancements& enhancements, ChoiceKind kind);

    /// The names of the choices of @p kind besides the game's own: name i - 1 is choice i.
    const std::vector<std::string>& of(ChoiceKind kind) const { return names_[std::size_t(kind)]; }
    /// The number of the choice @p text writes: 0 for the own word (or "own"), i for name i - 1
    /// with hyphens or, as files wrote it before choices had names, its first word alone.
    std::optional<std::size_t> find(ChoiceKind kind, std::string_view text) const;
    /// Choice @p index in words: "centre first", or "order 2" for a number the game does not name.
    Message words(ChoiceKind kind, std::size_t index) const;
    /// How choice @p index is written: "centre-first", or the own word for 0.
    std::string written(ChoiceKind kind, std::size_t index) const;
    /// Why @p text is none of the choices of @p gameName (GameKind::nameInSentence):
    /// "tic-tac-toe has no order 'x'; its orders: centre-first".
    Message unknown(const Message& gameName, ChoiceKind kind, std::string_view text) const;
    /// The first choice of @p enhancements this game does not offer, as a sentence, or an empty message.
    Message missing(const Message& gameName, const Enhancements& enhancements) const;

private:
    std::array<std::vector<std::string>, kAllChoiceKinds.size()> names_;
};

} // namespace gtl
