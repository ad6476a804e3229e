// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/LessonSession.h"

#include "core/search/Replay.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"

namespace gtl::ui {

LessonSession::LessonSession(const RunModel& model, const TreeSession& session, QObject* parent)
    : QObject(parent)
    , model_(model)
    , session_(session)
{
    connect(&model_, &RunModel::runLoaded, this, [this] {
        // A built-in lesson is about its preset and its search: any other run ends it.
        const SearchRun& run = model_.run();
        if (builtIn_ && (session_.presetName() != builtIn_->presetName || run.trace.options != builtIn_->options))
            builtIn_.reset();
        rebuild();
    });
    connect(&session_, &TreeSession::historyChanged, this, &LessonSession::rebuild);
    connect(&model_, &RunModel::stepChanged, this, &LessonSession::changed);
}

void LessonSession::setBuiltIn(Lesson lesson)
{
    builtIn_ = std::move(lesson);
    rebuild();
}

void LessonSession::closeBuiltIn()
{
    builtIn_.reset();
    rebuild();
}

void LessonSession::rebuild()
{
    lesson_ = builtIn_ ? *builtIn_ : Lesson::fromNotes(session_.title(), session_.notes());
    // Each caption's figures as they stand at its stop, from one pass over the run.
    captions_.clear();
    const SearchRun& run = model_.run();
    Replay replay(*run.tree, run.trace);
    for (const LessonStop& stop : lesson_.stops) {
        replay.seek(std::min(stop.step, replay.stepCount()));
        captions_.push_back(translated(captionMessage(translatedText("Lessons", stop.caption).toStdString(), replay)));
    }
    emit changed();
}

std::optional<std::size_t> LessonSession::currentStop() const
{
    return lesson_.stopAtOrBefore(model_.step());
}

QString LessonSession::caption() const
{
    const auto stop = currentStop();
    return stop ? captions_[*stop] : QString();
}

QString LessonSession::position() const
{
    const std::size_t count = lesson_.stops.size();
    const auto stop = currentStop();
    if (!stop)
        return tr("Before the first stop (step %L1)").arg(lesson_.stops.front().step);
    const std::size_t at = lesson_.stops[*stop].step;
    if (at == model_.step())
        return tr("Stop %1 of %2 (step %L3)").arg(*stop + 1).arg(count).arg(at);
    return tr("After stop %1 of %2 (step %L3): now at step %L4").arg(*stop + 1).arg(count).arg(at).arg(model_.step());
}

QString LessonSession::heading() const
{
    if (!isActive())
        return tr("Lesson");
    // Where the cursor is comes first: it is what a narrow panel must not cut.
    //: The lesson bar: where the lesson is ("Stop 2 of 4 (step 19)"), then its title.
    return tr("%1 · %2").arg(position(), translatedText("Lessons", lesson_.title));
}

QString LessonSession::settingWarning() const
{
    if (builtIn_ || !isActive() || model_.run().trace.options == lesson_.options)
        return {};
    const SearchOptions& o = lesson_.options;
    QString search = translatedText("Algorithm", algorithmTitle(o.algorithm));
    if (usesWindow(o.algorithm))
        search += o.failHard ? tr(", fail-hard") : tr(", fail-soft");
    return tr("These notes were written for %1: under this search their steps may show other moments.").arg(search);
}

std::vector<NodeId> LessonSession::highlighted() const
{
    const auto stop = currentStop();
    if (!stop || lesson_.stops[*stop].step != model_.step())
        return {};
    return lesson_.stops[*stop].highlight;
}

std::optional<std::size_t> LessonSession::nextStopStep() const
{
    const auto next = lesson_.stopAfter(model_.step());
    return next ? std::optional(lesson_.stops[*next].step) : std::nullopt;
}

std::optional<std::size_t> LessonSession::previousStopStep() const
{
    const auto previous = lesson_.stopBefore(model_.step());
    return previous ? std::optional(lesson_.stops[*previous].step) : std::nullopt;
}

std::optional<std::size_t> LessonSession::stopWithin(std::size_t from, std::size_t to) const
{
    const auto next = lesson_.stopAfter(from);
    if (!next || lesson_.stops[*next].step > to)
        return std::nullopt;
    return lesson_.stops[*next].step;
}

std::optional<std::size_t> LessonSession::noteAtCursor() const
{
    if (builtIn_)
        return std::nullopt;
    const auto& notes = session_.notes().notes;
    for (std::size_t i = 0; i < notes.size(); ++i) {
        if (notes[i].step == model_.step())
            return i;
    }
    return std::nullopt;
}

} // namespace gtl::ui
