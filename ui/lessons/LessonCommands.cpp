// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/LessonCommands.h"

#include "core/content/BuiltInLessons.h"
#include "core/content/TreeSource.h"
#include "core/io/TreeFile.h"
#include "ui/editing/TreeSession.h"
#include "ui/io/FileChooser.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/Handout.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"

#include <QInputDialog>
#include <QMessageBox>

#include <algorithm>

namespace gtl::ui {
namespace {

/// A note as the tree file keeps it: trimmed, and cut at a character boundary within the
/// file's bound.
std::string fitted(const QString& text)
{
    QString trimmed = text.trimmed();
    trimmed.truncate(qsizetype(TreeFile::kMaxNoteBytes)); // a character is at least a byte
    while (trimmed.toUtf8().size() > qsizetype(TreeFile::kMaxNoteBytes))
        trimmed.chop(1);
    return trimmed.toStdString();
}

} // namespace

LessonCommands::LessonCommands(RunModel& model, PlaybackController& controller, TreeSession& session, TreeView& view,
    QWidget& parent, OpenRun openRun)
    : QObject(&parent)
    , model_(model)
    , controller_(controller)
    , session_(session)
    , view_(view)
    , parent_(parent)
    , openRun_(std::move(openRun))
    , lessons_(model, session)
{
    connect(&lessons_, &LessonSession::changed, this, [this] {
        view_.treeItem().setMarks(TreeMarks::Layer::Lesson, {lessons_.highlighted(), {}});
    });
}

bool LessonCommands::fail(const QString& message)
{
    lastError_ = message;
    return false;
}

bool LessonCommands::openBuiltIn(const QString& name)
{
    const auto outline = BuiltInLessons::outline(name.toStdString());
    if (!outline)
        return fail(translated(outline.error().sentence()));
    if (!openRun_({TreeSource::Kind::Preset, outline->presetName, {}}, outline->options))
        return fail(tr("cannot open the preset %1").arg(qtText(outline->presetName)));
    if (const Message refusal = session_.searchRefusal(); !refusal.empty())
        return fail(translated(refusal));
    const SearchRun& run = model_.run();
    auto lesson = BuiltInLessons::make(outline->name, *run.tree, run.trace);
    if (!lesson)
        return fail(translated(lesson.error().sentence()));
    lessons_.setBuiltIn(std::move(*lesson));
    startAtTheBeginning();
    return true;
}

bool LessonCommands::openNotesFile(const QString& path)
{
    const TreeSource source{TreeSource::Kind::File, path.toStdString(), {}};
    const auto loaded = source.load();
    if (!loaded)
        return fail(translated(loaded.error().sentence()));
    if (loaded->notes.empty())
        return fail(tr("%1 has no notes to follow").arg(path));
    if (!openRun_(source, loaded->notes.writtenFor))
        return fail(tr("cannot open %1").arg(path));
    if (const Message refusal = session_.searchRefusal(); !refusal.empty())
        return fail(translated(refusal));
    startAtTheBeginning();
    // A stop past the run's end would land on its last step as though it were there.
    const std::size_t steps = model_.stepCount();
    const auto& notes = loaded->notes.notes;
    const auto past = std::find_if(notes.begin(), notes.end(), [&](const TreeNote& n) { return n.step > steps; });
    if (past != notes.end()) {
        return fail(tr("%1: stop %2 of %3 is at step %4, but its run has only %5 steps")
                        .arg(path)
                        .arg(past - notes.begin() + 1)
                        .arg(notes.size())
                        .arg(past->step)
                        .arg(steps));
    }
    return true;
}

void LessonCommands::startAtTheBeginning()
{
    // A lesson is played at its own pace, whatever speed the last session left behind (a run
    // raced through at 1000× would leave the class nothing to read).
    controller_.pause();
    controller_.setSpeed(kLessonSpeed);
    controller_.seek(0);
}

void LessonCommands::nextStop()
{
    if (!lessons_.isActive()) {
        controller_.stepForward();
        return;
    }
    if (const auto step = lessons_.nextStopStep())
        controller_.seek(*step);
}

void LessonCommands::previousStop()
{
    if (!lessons_.isActive()) {
        controller_.stepBack();
        return;
    }
    if (const auto step = lessons_.previousStopStep())
        controller_.seek(*step);
}

void LessonCommands::playToNextStop()
{
    if (!controller_.isPlaying())
        controller_.play();
}

void LessonCommands::askNewNote()
{
    if (!session_.notes().empty() && session_.notes().writtenFor != session_.optionsForTree()) {
        QMessageBox::information(&parent_, tr("Add Note"),
            lessons_.settingWarning() + "\n\n" + tr("Switch back to that search to add notes."));
        return;
    }
    if (session_.notes().notes.size() >= TreeFile::kMaxNotes) {
        QMessageBox::information(
            &parent_, tr("Add Note"), tr("A tree holds at most %1 notes.").arg(TreeFile::kMaxNotes));
        return;
    }
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(&parent_, tr("Add Note at Step %L1").arg(model_.step()),
        tr("What to say at this step (figures such as {alpha B} or {visited} are filled in):"), {}, &ok);
    if (ok && !text.trimmed().isEmpty())
        session_.addNote(model_.step(), fitted(text));
}

void LessonCommands::askNoteEdit()
{
    const auto index = lessons_.noteAtCursor();
    if (!index)
        return;
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(&parent_, tr("Edit Note at Step %L1").arg(model_.step()),
        tr("What to say at this step:"), qtText(session_.notes().notes[*index].text), &ok);
    if (ok && !text.trimmed().isEmpty())
        session_.editNote(*index, fitted(text));
}

void LessonCommands::removeNoteHere()
{
    if (const auto index = lessons_.noteAtCursor())
        session_.removeNote(*index);
}

QString LessonCommands::writeHandout(const QString& path) const
{
    if (!lessons_.isActive())
        return tr("there is no lesson: open one, or add notes to the tree");
    return Handout::write(lessons_.lesson(), model_.sharedRun(), view_.treeItem().style(), path);
}

void LessonCommands::askHandout()
{
    const QString path = FileChooser::save(&parent_, tr("Export Handout"),
        QStringLiteral("%1.pdf").arg(qtText(lessons_.lesson().name.empty() ? "handout" : lessons_.lesson().name)),
        tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    if (const QString error = writeHandout(path); !error.isEmpty())
        QMessageBox::warning(&parent_, tr("Cannot write the handout"), error);
}

} // namespace gtl::ui
