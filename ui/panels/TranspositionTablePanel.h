// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace gtl::ui {

class RunModel;
class TableEntriesModel;
struct SceneStyle;

/// The transposition table at the current step: its entries with a filter, the one the step
/// probes or files highlighted and scrolled to, and a line on what the step did with it.
class TranspositionTablePanel : public QWidget {
    Q_OBJECT

public:
    explicit TranspositionTablePanel(const RunModel& model, QWidget* parent = nullptr);

    const TableEntriesModel& entries() const { return *entries_; }
    QString summary() const;
    /// The colours the positions are drawn in: the tree's.
    void setSceneStyle(const SceneStyle& style);

protected:
    void changeEvent(QEvent* event) override;

private:
    void showTable();
    /// Rows as tall as the type (or a board) needs, and room kept for a few of them.
    void sizeRows();

    const RunModel& model_;
    TableEntriesModel* entries_;
    QSortFilterProxyModel* filtered_;
    QLineEdit* filter_;
    QTableView* view_;
    QLabel* summary_;
};

} // namespace gtl::ui
