// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/WindowParts.h"

#include <QToolBar>

class QCheckBox;
class QComboBox;
class QAction;
class QLabel;

namespace gtl::ui {

class MctsSettingsEditor;

/// The Search tool bar: the algorithm, fail-hard or fail-soft, and the enhancements the search
/// on screen adds, or Monte Carlo tree search's settings. Choosing here sets the session's
/// search options; the controls then show the options of the run that comes back.
class SearchChoiceBar : public QToolBar {
    Q_OBJECT

public:
    explicit SearchChoiceBar(const WindowParts& parts);

private:
    void chooseOptions();
    void showRun();

    WindowParts parts_;
    QComboBox* algorithmBox_;
    QCheckBox* failHardBox_;
    QLabel* enhancementsLabel_;
    MctsSettingsEditor* mctsEditor_;
    QAction* failHardAction_ = nullptr;
    QAction* mctsAction_ = nullptr;
};

} // namespace gtl::ui
