// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace gtl::ui {

class FigureLabel;
class RunModel;

/// The figures so far: step k of n, nodes visited, pruned and in all, leaves evaluated,
/// cut-offs, and once the search ends its value and best move.
class CountersPanel : public QWidget {
    Q_OBJECT

public:
    /// Tall is one figure under its caption per row, for a dock; wide is two figures per row, under a tree.
    enum class Shape { Tall, Wide };

    explicit CountersPanel(const RunModel& model, Shape shape = Shape::Tall, QWidget* parent = nullptr);

    /// The text of the counter called @p name ("step", "visited", "pruned", "nodes", "leaves",
    /// "cutoffs", "value", "best"; for enhanced searches "iteration", "horizon", "quiescence",
    /// "dropped", "reduced", "nullmove", "table", "researches"), for tests and screen readers.
    QString counter(const QString& name) const;
    /// What the counter called @p name is said to count, e.g. "Pruned in all:".
    QString title(const QString& name) const;
    /// Whether the counter called @p name belongs to this run (the enhanced searches' figures
    /// show only for runs with their enhancement).
    bool isShown(const QString& name) const;

private:
    /// Has each figure ask for the room of the largest the run can reach.
    void reserveRoom();
    void showCounters();
    void showEnhancedCounters();
    void showSampleCounters();
    void addCounter(const QString& name, const QString& title);
    void setCounterShown(const QString& name, bool shown);

    const RunModel& model_;
    QHash<QString, FigureLabel*> labels_;
    QHash<QString, QLabel*> captions_;
    Shape shape_;
};

} // namespace gtl::ui
