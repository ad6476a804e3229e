#include "core/search/ChoiceNames.h"

#include "core/base/Printable.h"
#include "core/games/GameRegistry.h"

#include <algorithm>

namespace gtl {
namespace {

std::vector<std::string> copied(std::span<const std::string_view> names)
{
    return {names.begin(), names.end()};
}

} // namespace

ChoiceNames::ChoiceNames(const Game& game)
    : names_{copied(game.orderNames()), copied(game.scoringNames()), copied(game.evaluationNames())}
{
}

ChoiceNames::ChoiceNames(const GameTree& tree)
{
    if (const auto game = GameRegistry::gameFromRoot(tree))
        *this = ChoiceNames(*game);
}

std::string_view ChoiceNames::noun(ChoiceKind kind)
{
    static constexpr std::string_view kNouns[] = {"order", "scoring", "evaluation"};
    return kNouns[std::size_t(kind)];
}

std::string_view ChoiceNames::plural(ChoiceKind kind)
{
    static constexpr std::string_view kPlurals[] = {"orders", "scorings", "evaluations"};
    return kPlurals[std::size_t(kind)];
}

std::string_view ChoiceNames::ownWord(ChoiceKind kind)
{
    // The words the command line and files took for the game's own before games named theirs.
    static constexpr std::string_view kWords[] = {"tree", "plain", "own"};
    return kWords[std::size_t(kind)];
}

std::string ChoiceNames::written(std::string_view name)
{
    std::string text(name);
    std::replace(text.begin(), text.end(), ' ', '-');
    return text;
}

std::size_t& ChoiceNames::field(Enhancements& enhancements, ChoiceKind kind)
{
    switch (kind) {
    case ChoiceKind::Order: return enhancements.order;
    case ChoiceKind::Scoring: return enhancements.scoring;
    case ChoiceKind::Evaluation: break;
    }
    return enhancements.evaluation;
}

std::size_t ChoiceNames::field(const Enhancements& enhancements, ChoiceKind kind)
{
    return field(const_cast<Enhancements&>(enhancements), kind);
}

std::optional<std::size_t> ChoiceNames::find(ChoiceKind kind, std::string_view text) const
{
    if (text == ownWord(kind) || text == "own" || (kind == ChoiceKind::Order && text == "numeric"))
        return 0;
    const std::vector<std::string>& names = of(kind);
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (written(names[i]) == text)
            return i + 1;
    }
    // Files written before games named their choices kept a name's first word ("centre").
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (!text.empty() && names[i].substr(0, names[i].find(' ')) == text)
            return i + 1;
    }
    return std::nullopt;
}

std::string ChoiceNames::words(ChoiceKind kind, std::size_t index) const
{
    if (index == 0)
        return "the game's own " + std::string(noun(kind));
    return index <= of(kind).size() ? of(kind)[index - 1] : std::string(noun(kind)) + " " + std::to_string(index);
}

std::string ChoiceNames::written(ChoiceKind kind, std::size_t index) const
{
    if (index == 0 || index > of(kind).size())
        return std::string(ownWord(kind));
    return written(of(kind)[index - 1]);
}

std::string ChoiceNames::unknown(std::string_view gameName, ChoiceKind kind, std::string_view text) const
{
    std::string list;
    for (const std::string& name : of(kind))
        list += (list.empty() ? "" : ", ") + written(name);
    const std::string said
        = std::string(gameName) + " has no " + std::string(noun(kind)) + " '" + printable(text) + "'";
    if (list.empty())
        return said + "; it has only its own (" + std::string(ownWord(kind)) + ")";
    return said + "; its " + std::string(plural(kind)) + ": " + list;
}

std::string ChoiceNames::missing(std::string_view gameName, const Enhancements& enhancements) const
{
    for (ChoiceKind kind : kAllChoiceKinds) {
        const std::size_t index = field(enhancements, kind);
        if (index > of(kind).size()) {
            return std::string(gameName) + " has no " + std::string(noun(kind)) + " " + std::to_string(index)
                + (of(kind).empty() ? "; it has only its own" : "; it has " + std::to_string(of(kind).size()));
        }
    }
    return {};
}

std::string ChoiceNames::description(const Enhancements& enhancements) const
{
    std::string text;
    for (ChoiceKind kind : {ChoiceKind::Scoring, ChoiceKind::Evaluation, ChoiceKind::Order}) {
        const std::size_t index = field(enhancements, kind);
        if (index == 0)
            continue;
        text += ", " + words(kind, index);
    }
    return text;
}

} // namespace gtl
