// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableWidget>

namespace gtl::ui {

class RunModel;

/// The search path (the call stack): one row per frame from the root down, with the side to
/// move, α, β and the best value so far.
class SearchPathPanel : public QTableWidget {
    Q_OBJECT

public:
    explicit SearchPathPanel(const RunModel& model, QWidget* parent = nullptr);

private:
    void showPath();

    const RunModel& model_;
};

} // namespace gtl::ui
