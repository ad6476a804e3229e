// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/lessons/LessonsFeature.h"

#include "core/content/BuiltInLessons.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/LessonBar.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/window/DockArea.h"
#include "ui/window/WindowActions.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>

namespace gtl::ui {

LessonsFeature::LessonsFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
{
    makeActions();
    makeBuiltInLessons();
    const WindowActions& a = parts.actions;
    bar_ = new LessonBar(parts.lessons.lessons(),
        {a.previousStop, a.nextStop, a.playToStop, a.addNote, a.editNote, a.removeNote}, &parts.window);
    dock_ = parts.docks.add(bar_, tr("Lesson"), "lessonDock", InProjector::FollowsContent);
    // At once, and again after the layouts in flight: a dock resized inside a resize of its
    // own is sized again by them.
    connect(bar_, &LessonBar::heightNeededChanged, this, [this] {
        fitBar();
        QTimer::singleShot(0, this, &LessonsFeature::fitBar);
    });
    parts.window.installEventFilter(this);
    connect(&parts.lessons.lessons(), &LessonSession::changed, this, &LessonsFeature::showLessonState);
    connect(&parts.session, &TreeSession::notesCleared, this, [parts](std::size_t count) {
        parts.tell(tr("The change gave the search another trace, so the %n notes on this tree were removed; Undo "
                      "brings them back.",
                       nullptr, int(count)),
            10000);
    });
}

void LessonsFeature::makeActions()
{
    const WindowParts& parts = parts_;
    WindowActions& a = parts.actions;
    a.nextStop = parts.action(tr("Next Stop"), Qt::Key_PageDown,
        tr("Go to the lesson's next stop (a step, without a lesson): a presenter remote's forward key"));
    a.previousStop = parts.action(
        tr("Previous Stop"), Qt::Key_PageUp, tr("Go back to the lesson's previous stop (a step, without a lesson)"));
    a.playToStop = parts.action(tr("Play to Next Stop"), QKeySequence(Qt::SHIFT | Qt::Key_PageDown),
        tr("Play the search and halt at the next stop"));
    a.addNote = parts.action(tr("Add Note at This Step…"), QKeySequence(Qt::CTRL | Qt::Key_N),
        tr("Write what to say at this step: it becomes a stop of the tree's own lesson"));
    a.editNote = parts.action(tr("Edit Note…"), {}, tr("Change the note at this step"));
    a.removeNote = parts.action(tr("Remove Note"), {}, tr("Take away the note at this step"));
    a.exportHandout = parts.action(
        tr("Handout as PDF…"), {}, tr("One block per stop: the tree at that step, the caption and the counters"));
    a.closeLesson = parts.action(tr("Close Lesson"), {}, tr("Leave the built-in lesson; the tree stays"));
    // The lesson bar's buttons go by short names; the menus keep the long ones.
    a.previousStop->setIconText(tr("◀ Previous"));
    a.nextStop->setIconText(tr("Next ▶"));
    a.playToStop->setIconText(tr("Play to Next"));
    a.addNote->setIconText(tr("Add Note"));
    a.editNote->setIconText(tr("Edit"));
    a.removeNote->setIconText(tr("Remove"));
    LessonCommands* lessons = &parts.lessons;
    connect(a.nextStop, &QAction::triggered, lessons, &LessonCommands::nextStop);
    connect(a.previousStop, &QAction::triggered, lessons, &LessonCommands::previousStop);
    connect(a.playToStop, &QAction::triggered, lessons, &LessonCommands::playToNextStop);
    connect(a.addNote, &QAction::triggered, lessons, &LessonCommands::askNewNote);
    connect(a.editNote, &QAction::triggered, lessons, &LessonCommands::askNoteEdit);
    connect(a.removeNote, &QAction::triggered, lessons, &LessonCommands::removeNoteHere);
    connect(a.exportHandout, &QAction::triggered, lessons, &LessonCommands::askHandout);
    connect(a.closeLesson, &QAction::triggered, lessons, [lessons] { lessons->lessons().closeBuiltIn(); });
}

void LessonsFeature::makeBuiltInLessons()
{
    for (const BuiltInLessons::Entry& entry : BuiltInLessons::list()) {
        auto* open = new QAction(translatedText("Lessons", entry.title), this);
        const QString name = qtText(entry.name);
        connect(open, &QAction::triggered, this, [this, name] {
            if (!parts_.lessons.openBuiltIn(name))
                parts_.showFailure(tr("Cannot open the lesson"), parts_.lessons.lastError());
            parts_.giveKeysToPlayback(); // also when another lesson was running
        });
        builtIn_.append(open);
    }
}

bool LessonsFeature::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == &parts_.window && event->type() == QEvent::Resize)
        QTimer::singleShot(0, this, &LessonsFeature::fitBar);
    return QObject::eventFilter(watched, event);
}

void LessonsFeature::fitBar()
{
    if (dock_->isHidden() || dock_->isFloating())
        return;
    const int needed = dock_->height() - bar_->height() + bar_->heightNeeded();
    if (needed != dock_->height())
        parts_.window.resizeDocks({dock_}, {needed}, Qt::Vertical);
}

void LessonsFeature::showLessonState()
{
    const LessonSession& lesson = parts_.lessons.lessons();
    // The bar comes up when a lesson or the first note appears and goes when it ends; closing
    // it meanwhile is the user's.
    if (lesson.isActive() != wasActive_) {
        dock_->setVisible(lesson.isActive());
        parts_.giveKeysToPlayback();
    }
    wasActive_ = lesson.isActive();
    dock_->setWindowTitle(lesson.heading());
    // The title bar says where the lesson stands; View → Panels keeps naming the panel.
    dock_->toggleViewAction()->setText(tr("Lesson"));
    const WindowActions& a = parts_.actions;
    a.editNote->setEnabled(lesson.noteAtCursor().has_value());
    a.removeNote->setEnabled(lesson.noteAtCursor().has_value());
    a.exportHandout->setEnabled(lesson.isActive());
    a.closeLesson->setEnabled(lesson.isBuiltIn());
}

} // namespace gtl::ui
