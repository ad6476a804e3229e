// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/view/AnnouncementsFeature.h"

#include "ui/accessibility/Announcer.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/window/WindowParts.h"

#include <QMainWindow>
#include <QTimer>

#include <algorithm>

namespace gtl::ui {

AnnouncementsFeature::AnnouncementsFeature(const WindowParts& parts, const NarrationPanel& narration)
    : QObject(&parts.window)
    , parts_(parts)
    , narration_(narration)
    , announcer_(*new Announcer(parts.window))
{
    connect(&parts.model, &RunModel::stepChanged, this, &AnnouncementsFeature::tellStep);
    connect(&parts.controller, &PlaybackController::playingChanged, this, [this](bool playing) {
        if (!playing)
            queue(Step, narration_.narration());
    });
    connect(&parts.lessons.lessons(), &LessonSession::changed, this, &AnnouncementsFeature::tellLesson);
    connect(&parts.practice, &PracticeSession::changed, this, &AnnouncementsFeature::tellPractice);
}

void AnnouncementsFeature::queue(Part part, const QString& text)
{
    if (std::all_of(queued_.begin(), queued_.end(), [](const QString& t) { return t.isEmpty(); }))
        QTimer::singleShot(0, this, &AnnouncementsFeature::tellQueued);
    queued_[part] = text;
}

void AnnouncementsFeature::tellQueued()
{
    for (QString& text : queued_) {
        announcer_.announce(text);
        text.clear();
    }
}

void AnnouncementsFeature::tellStep()
{
    const PlaybackController& controller = parts_.controller;
    const Event* event = parts_.model.replay().currentEvent();
    const bool cutoff = event && event->kind == EventKind::Cutoff;
    if (!controller.isPlaying() || controller.interval() >= kFollowableMs || cutoff)
        queue(Step, narration_.narration());
}

void AnnouncementsFeature::tellLesson()
{
    const QString caption = parts_.lessons.lessons().caption();
    if (caption != caption_)
        queue(Caption, caption);
    caption_ = caption;
}

void AnnouncementsFeature::tellPractice()
{
    const auto& feedback = parts_.practice.feedback();
    const QString text = feedback ? feedback->text : QString();
    if (text != feedback_)
        queue(Verdict, text);
    feedback_ = text;
}

} // namespace gtl::ui
