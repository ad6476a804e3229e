// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/MoveOrdering.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gtl::ui {

class BarChart;
class ComparePane;
struct RunFigure;

/// The figures under a comparison's trees: a table with a row per run and a column per
/// figure its searches count, a bar chart of the counts, and a note: what forward pruning
/// missed beside the exact search, and where alpha-beta is compared on a tree of even shape,
/// the Knuth–Moore bound (also a dashed line on the chart).
class ComparisonFigures : public QWidget {
    Q_OBJECT

public:
    explicit ComparisonFigures(QWidget* parent = nullptr);

    /// The runs whose figures are shown, one row each, in the panes' order.
    void setRuns(const QList<ComparePane*>& panes);
    /// The figures so far at the panes' current step @p step (a finished run's are final).
    void showAt(std::size_t step);
    /// Keeps the minimum height the chart's runs and the note's lines need.
    void keepRoom();
    /// The height that shows every run's row, the chart and the note.
    int heightNeeded() const;

    const QTableWidget& table() const { return *table_; }
    const BarChart& chart() const { return *chart_; }
    /// The final figures as a plain-text table, with the note, for handouts.
    QString text() const;
    /// Writes text() into @p path and the chart as a PNG beside it (comparison.txt,
    /// comparison.png); "" or what went wrong.
    QString write(const QString& path);

private:
    void layOut();
    int tableHeight() const;
    /// The width the note wraps at.
    int noteWidth() const;
    /// Gives the runs' names a readable width, scrolling the table sideways if it must.
    void keepRunNamesReadable();
    /// The note: what forward pruning changed beside the exact search, where both run, and the
    /// Knuth–Moore bound on the tree's shape or why it does not apply, where alpha-beta runs.
    /// Of the runs, not the step: set once with them.
    void showNotes();
    static QString shapeText(const LevelShape& shape);

    QLabel* caption_;
    QTableWidget* table_;
    BarChart* chart_;
    QLabel* note_;
    QList<ComparePane*> panes_;
    QList<const RunFigure*> columns_;
};

} // namespace gtl::ui
