// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractListModel>

namespace gtl::ui {

class RunModel;

/// The steps of the run so far ("0  start", "12  ✂ cut-off at B…"), up to the current step, so
/// the list never gives away what comes next. Long runs show their latest kWindow steps: a
/// list view lays out every row it is told about, and a million rows would make each step cost
/// milliseconds. Rows are written when asked for.
class StepListModel : public QAbstractListModel {
    Q_OBJECT

public:
    explicit StepListModel(const RunModel& model, QObject* parent = nullptr);

    static constexpr std::size_t kWindow = 10000;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

    /// The step a row shows, and the row showing a step (within the window).
    std::size_t stepAt(int row) const { return first_ + std::size_t(row); }
    int rowOf(std::size_t step) const { return int(step - first_); }

private:
    void followStep(std::size_t step);

    const RunModel& model_;
    std::size_t first_ = 0; ///< the step in row 0
    int rows_ = 0;
};

} // namespace gtl::ui
