#pragma once

#include "ui/window/WindowParts.h"

#include <QToolBar>

class QCheckBox;
class QComboBox;
class QLabel;

namespace gtl::ui {

/// The Search tool bar: the algorithm, fail-hard or fail-soft, and the enhancements the search
/// on screen adds. Choosing here sets the session's search options; the controls then show
/// the options of the run that comes back.
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
};

} // namespace gtl::ui
