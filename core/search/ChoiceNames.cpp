// SPDX-License-Identifier: GPL-3.0-or-later
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

Message ChoiceNames::noun(ChoiceKind kind)
{
    static const char* const kNouns[] = {QT_TRANSLATE_NOOP("Choices", "order"), QT_TRANSLATE_NOOP("Choices", "scoring"),
        QT_TRANSLATE_NOOP("Choices", "evaluation")};
    return Message("Choices", kNouns[std::size_t(kind)]);
}

Message ChoiceNames::plural(ChoiceKind kind)
{
    static const char* const kPlurals[] = {QT_TRANSLATE_NOOP("Choices", "orders"),
        QT_TRANSLATE_NOOP("Choices", "scorings"), QT_TRANSLATE_NOOP("Choices", "evaluations")};
    return Message("Choices", kPlurals[std::size_t(kind)]);
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

Message ChoiceNames::words(ChoiceKind kind, std::size_t index) const
{
    if (index == 0) {
        static const char* const kOwn[] = {QT_TRANSLATE_NOOP("Choices", "the game's own order"),
            QT_TRANSLATE_NOOP("Choices", "the game's own scoring"),
            QT_TRANSLATE_NOOP("Choices", "the game's own evaluation")};
        return Message("Choices", kOwn[std::size_t(kind)]);
    }
    if (index <= of(kind).size())
        return Message("Choices", of(kind)[index - 1].c_str());
    //: A choice without a name of its own: its kind ("evaluation"), then its number ("evaluation 2").
    return Message("Choices", QT_TRANSLATE_NOOP("Choices", "{kind} {number}"))
        .arg("kind", noun(kind))
        .arg("number", std::to_string(index));
}

std::string ChoiceNames::written(ChoiceKind kind, std::size_t index) const
{
    if (index == 0 || index > of(kind).size())
        return std::string(ownWord(kind));
    return written(of(kind)[index - 1]);
}

Message ChoiceNames::unknown(const Message& gameName, ChoiceKind kind, std::string_view text) const
{
    std::vector<Message> list;
    for (const std::string& name : of(kind))
        list.push_back(Message::verbatim(written(name)));
    const Message said = Message("Choices", QT_TRANSLATE_NOOP("Choices", "{game} has no {kind} '{text}'"))
                             .arg("game", gameName)
                             .arg("kind", noun(kind))
                             .arg("text", printable(text));
    if (list.empty()) {
        return Message("Choices", QT_TRANSLATE_NOOP("Choices", "{said}; it has only its own ({own})"))
            .arg("said", said)
            .arg("own", std::string(ownWord(kind)));
    }
    return Message("Choices", QT_TRANSLATE_NOOP("Choices", "{said}; its {kinds}: {list}"))
        .arg("said", said)
        .arg("kinds", plural(kind))
        .arg("list", Message::joined(list, ", "));
}

Message ChoiceNames::missing(const Message& gameName, const Enhancements& enhancements) const
{
    for (ChoiceKind kind : kAllChoiceKinds) {
        const std::size_t index = field(enhancements, kind);
        if (index > of(kind).size()) {
            const Message said = Message("Choices", QT_TRANSLATE_NOOP("Choices", "{game} has no {kind} {number}"))
                                     .arg("game", gameName)
                                     .arg("kind", noun(kind))
                                     .arg("number", std::to_string(index));
            if (of(kind).empty())
                return Message("Choices", QT_TRANSLATE_NOOP("Choices", "{said}; it has only its own"))
                    .arg("said", said);
            return Message("Choices", QT_TRANSLATE_NOOP("Choices", "{said}; it has {count}"))
                .arg("said", said)
                .arg("count", std::to_string(of(kind).size()));
        }
    }
    return {};
}

} // namespace gtl
