#pragma once

#include <QWidget>

class QLabel;

namespace gtl::ui {

class PlaybackController;

/// The figures so far: step k of n, nodes visited, pruned and in all, leaves evaluated,
/// cut-offs, and once the search ends its value and best move.
class CountersPanel : public QWidget {
    Q_OBJECT

public:
    explicit CountersPanel(const PlaybackController& controller, QWidget* parent = nullptr);

    /// The text of the counter called @p name ("step", "visited", "pruned", "nodes", "leaves",
    /// "cutoffs", "value", "best"), for tests and screen readers.
    QString counter(const QString& name) const;

private:
    void showCounters();
    QLabel* addRow(const QString& name, const QString& title);

    const PlaybackController& controller_;
    QHash<QString, QLabel*> labels_;
};

} // namespace gtl::ui
