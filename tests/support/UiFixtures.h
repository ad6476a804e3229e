// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the widget tests set up: runs of the presets, a playback, the window's parts, answers to
// its questions, and settings of their own.
#include "core/search/SearchRun.h"
#include "core/tree/GameTree.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"

#include <QMessageBox>

#include <memory>

namespace gtl::ui::test {

std::shared_ptr<const GameTree> presetTree(const char* name);

std::shared_ptr<const SearchRun> presetRun(const char* name, Algorithm algorithm = Algorithm::AlphaBeta);

/// A run model with a controller over it, as the window pairs them.
struct Playback {
    RunModel model;
    PlaybackController controller{model};
};

/// The step, counted from 1, at which @p trace first has an event of @p kind; 0 if none.
std::size_t firstStepOf(const Trace& trace, EventKind kind);

/// Answers the next modal question with @p button, once the event loop shows it.
void answerNextQuestion(QMessageBox::StandardButton button);

TreeView& view(MainWindow& window);

const GameTree& tree(MainWindow& window);

/// Gives the test program a settings file of its own, empty, so that two runs at once (say,
/// plain and sanitized) do not see each other's recent files.
void useOwnSettings();

/// Removes the settings file useOwnSettings() gave.
void removeOwnSettings();

/// The first two controls of @p widget that share a key (Alt and the letter after '&'), as
/// "&Spiel: and Sie &spielen:", or "" when every key is its own: the labels that name a
/// control, the buttons and check boxes, and the tabs, of those not hidden in @p widget.
QString sharedKey(const QWidget& widget);

} // namespace gtl::ui::test
