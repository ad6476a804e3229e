// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QtCharts/QChartView>

#include <optional>
#include <vector>

class QLineSeries;
class QValueAxis;

namespace gtl::ui {

/// One quantity of Monte Carlo tree search's root moves over the iterations, drawn by Qt
/// Charts: a line per move, an optional dashed level per move (what perfect play says it is
/// worth) and a vertical marker at the iteration on screen.
class ConvergenceChart : public QChartView {
    Q_OBJECT

public:
    struct Line {
        QString name;
        QColor colour;
        QList<QPointF> points; ///< (iteration, value)
    };

    /// A chart titled @p title of values from 0 to @p top, written with @p labelFormat, over
    /// the iterations. The numbers are written as the window writes them, and the text around
    /// them as it stands: "%.0f%" for a percentage (printf's "%%" would show twice).
    ConvergenceChart(const QString& title, double top, const QString& labelFormat, QWidget* parent = nullptr);

    /// Draws @p lines over the iterations 0 to @p lastIteration.
    void setLines(const QList<Line>& lines, double lastIteration);
    /// Draws a dashed level per line where @p levels has one, in the line's colour.
    void setLevels(const std::vector<std::optional<double>>& levels);
    /// Moves the marker to @p iteration, where the lines stop: a chart at a step shows what
    /// the search had done by then, never what is yet to come.
    void setMarker(double iteration);

    int lineCount() const { return int(lines_.size()); }
    /// The points line @p index draws at the marker.
    QList<QPointF> drawnPoints(int index) const;
    /// The dashed levels drawn, one per line, hidden where there is none.
    const QLineSeries& level(int index) const { return *levels_[std::size_t(index)]; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void followFont();

    QValueAxis* iterations_;
    QValueAxis* values_;
    QLineSeries* marker_;
    std::vector<QLineSeries*> lines_;
    QList<Line> wholeLines_; ///< every iteration's points, of which lines_ draw those done
    std::vector<QLineSeries*> levels_;
};

} // namespace gtl::ui
