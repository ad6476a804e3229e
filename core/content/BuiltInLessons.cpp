// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/BuiltInLessons.h"

#include "core/base/Message.h"
#include "core/base/Printable.h"
#include "core/content/Catalogue.h"
#include "core/search/Event.h"
#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "core/teaching/mcts/MctsNarrator.h"

namespace gtl {
namespace {

using lessons::Definition;
using lessons::StopRule;
using At = StopRule::At;

std::string lessonNames()
{
    std::string names;
    for (const Definition& d : Catalogue::lessons())
        names += (names.empty() ? "" : ", ") + std::string(d.name);
    return names;
}

/// The index of the event an At::Event rule points at in @p trace, or nothing if the run
/// never gets there.
std::optional<std::size_t> findEvent(const StopRule& rule, const GameTree& tree, const Trace& trace)
{
    int seen = 0;
    for (std::size_t k = 0; k < trace.events.size(); ++k) {
        const Event& e = trace.events[k];
        const bool here = rule.node.empty() || tree.path(e.node) == rule.node;
        const bool kindOf = rule.detail < 0 || EventFields::variant(e) == rule.detail;
        if (e.kind == rule.kind && here && kindOf && ++seen == rule.nth)
            return k;
    }
    return std::nullopt;
}

/// The index of the nth Select event of @p trace that passes over a better-looking sibling.
std::optional<std::size_t> findExploration(const StopRule& rule, const GameTree& tree, const Trace& trace)
{
    Replay replay(tree, trace);
    int seen = 0;
    while (replay.stepForward()) {
        const Event& e = *replay.currentEvent();
        if (e.kind == EventKind::Select && MctsNarrator::betterLookingSibling(replay, e.node) != kNoNode
            && ++seen == rule.nth)
            return replay.step() - 1;
    }
    return std::nullopt;
}

/// The stop a rule places in @p trace, or nothing if the run never gets there.
std::optional<LessonStop> placeStop(const StopRule& rule, const GameTree& tree, const Trace& trace)
{
    if (rule.at == At::Start)
        return LessonStop{0, std::string(rule.caption), {}};
    if (rule.at == At::End)
        return LessonStop{trace.steps(), std::string(rule.caption), {}};
    const auto event = rule.at == At::Exploration ? findExploration(rule, tree, trace) : findEvent(rule, tree, trace);
    if (!event)
        return std::nullopt;
    return LessonStop{*event + (rule.before ? 0 : 1), std::string(rule.caption), {trace.events[*event].node}};
}

} // namespace

std::vector<BuiltInLessons::Entry> BuiltInLessons::list()
{
    std::vector<Entry> entries;
    for (const Definition& d : Catalogue::lessons())
        entries.push_back({d.name, d.title});
    return entries;
}

Result<Lesson> BuiltInLessons::outline(std::string_view name)
{
    const Definition* definition = Catalogue::findLesson(name);
    if (!definition)
        return Result<Lesson>::failure(Message(
            "Lessons", QT_TRANSLATE_NOOP("Lessons", "there is no lesson called '{lesson}'; the lessons are {lessons}"))
                                           .arg("lesson", printable(name))
                                           .arg("lessons", lessonNames()));
    Lesson lesson;
    lesson.name = definition->name;
    lesson.title = definition->title;
    lesson.presetName = definition->preset;
    lesson.options = definition->options;
    return lesson;
}

Result<Lesson> BuiltInLessons::make(std::string_view name, const GameTree& tree, const Trace& trace)
{
    auto lesson = outline(name);
    if (!lesson)
        return lesson;
    for (const StopRule& rule : Catalogue::findLesson(name)->stops) {
        auto stop = placeStop(rule, tree, trace);
        if (!stop)
            return Result<Lesson>::failure(
                Message("Lessons", QT_TRANSLATE_NOOP("Lessons", "lesson {lesson}: the run never reaches a stop"))
                    .arg("lesson", std::string(name)));
        lesson->stops.push_back(std::move(*stop));
    }
    return lesson;
}

} // namespace gtl
