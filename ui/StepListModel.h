#pragma once

#include <QAbstractListModel>

namespace gtl::ui {

class PlaybackController;

/// The steps of the current run as a list: row k is step k ("0  start", "12  ✂ cut-off at B…").
/// Rows are written when asked for, so a trace of a million steps costs nothing up front.
class StepListModel : public QAbstractListModel {
    Q_OBJECT

public:
    explicit StepListModel(const PlaybackController& controller, QObject* parent = nullptr);

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;

private:
    const PlaybackController& controller_;
};

} // namespace gtl::ui
