// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/ChoiceOptions.h"

#include "core/games/GameRegistry.h"

namespace gtl::app {
namespace {

const char* const kOptions[] = {"--order", "--scoring", "--evaluation"};

const char* const kHelp[]
    = {"the order moves are tried in before any other: tree (the tree's, or the game's own) or one its game offers",
        "how a finished game scores: plain (the game's own; a tree's leaves give their values) or one its game offers",
        ("how a game's position at the depth limit is scored: own (the game's own; a tree's (...)[N]) or one its "
         "game offers")};

/// "tic-tac-toe: centre-first": the names each game offers for @p kind.
std::string namesPerGame(ChoiceKind kind)
{
    std::string list;
    for (const GameKind* game : GameRegistry::games()) {
        const auto example = game->parse(game->names().example, std::nullopt);
        const ChoiceNames names(*game->game(*example));
        std::string written;
        for (const std::string& name : names.of(kind))
            written += (written.empty() ? "" : ", ") + ChoiceNames::written(name);
        if (!written.empty())
            list += (list.empty() ? "" : "; ") + std::string(game->names().name) + ": " + written;
    }
    return list.empty() ? "none yet" : list;
}

} // namespace

CLI::Option* ChoiceOptions::declare(CLI::App& app, CommandLine& result, ChoiceKind kind, const char* group)
{
    const std::size_t k = std::size_t(kind);
    return app.add_option(kOptions[k], result.choices[k], std::string(kHelp[k]) + " (" + namesPerGame(kind) + ")")
        ->type_name(std::string(ChoiceNames::ownWord(kind)) + "|NAME")
        ->group(group);
}

std::string ChoiceOptions::resolve(const CommandLine& cl, const GameTree& tree, SearchOptions& search)
{
    const ChoiceNames names(tree);
    const GameKind* game = GameRegistry::of(tree);
    for (ChoiceKind kind : kAllChoiceKinds) {
        const std::string& given = cl.choices[std::size_t(kind)];
        if (given.empty())
            continue;
        const auto index = names.find(kind, given);
        if (!index) {
            return std::string(kOptions[std::size_t(kind)]) + ": "
                + names.unknown(GameKind::nameInSentence(game), kind, given).english();
        }
        ChoiceNames::field(search.enhancements, kind) = *index;
    }
    return {};
}

} // namespace gtl::app
