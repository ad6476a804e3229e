// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/playback/PlaybackFeature.h"

#include "ui/lessons/LessonCommands.h"
#include "ui/playback/PlaybackController.h"
#include "ui/practice/PracticeSession.h"

#include <QMainWindow>

#include <algorithm>

namespace gtl::ui {

PlaybackFeature::PlaybackFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , toolBar_(new PlaybackToolBar(&parts.window))
{
    parts.window.addToolBarBreak();
    toolBar_->setController(&parts.controller);
    parts.window.addToolBar(toolBar_);
    LessonCommands* lessons = &parts.lessons;
    PracticeSession* practice = &parts.practice;
    parts.controller.setStopFinder([lessons, practice](std::size_t from, std::size_t to) {
        std::optional<std::size_t> stop = lessons->lessons().stopWithin(from, to);
        if (const auto question = practice->isActive() ? practice->nextQuestionStep(from, to) : std::nullopt)
            stop = stop ? std::min(*stop, *question) : *question;
        return stop;
    });
}

} // namespace gtl::ui
