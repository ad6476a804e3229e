// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableWidget>

namespace gtl::ui {

class RunModel;

/// Iterative deepening as it goes: one row per iteration with its depth, the nodes it
/// entered, its score, best move and best line once it is done; the running one in bold.
class IterationsPanel : public QTableWidget {
    Q_OBJECT

public:
    explicit IterationsPanel(const RunModel& model, QWidget* parent = nullptr);

private:
    void showIterations();

    const RunModel& model_;
};

} // namespace gtl::ui
