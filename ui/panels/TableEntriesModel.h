// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/style/SceneStyle.h"

#include <QAbstractTableModel>

#include <cstdint>
#include <vector>

namespace gtl::ui {

class RunModel;

/// The transposition table as it stands at the current step, one row per entry (oldest
/// first): the position, the depth it was searched to, its value as exact or a bound, its best
/// move and the step that filed it. The entry the current step probes or files is marked.
class TableEntriesModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Position, Depth, Bound, Move, FiledAt, ColumnCount };

    explicit TableEntriesModel(const RunModel& model, QObject* parent = nullptr);

    /// Reads the table at the current step again.
    void refresh();
    /// The colours the positions' icons are drawn in.
    void setStyle(const SceneStyle& style);
    /// The row of the entry the current step is about, or -1.
    int activeRow() const { return activeRow_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QString text(std::uint32_t store, int column) const;

    const RunModel& model_;
    SceneStyle style_;
    std::vector<std::uint32_t> stores_; ///< the steps of the Store events the table holds
    int activeRow_ = -1;
};

} // namespace gtl::ui
