// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/MatchStatistics.h"

#include <QtCharts/QChartView>

#include <vector>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

namespace gtl::ui {

/// A match's score as its games come in, drawn by Qt Charts: the first engine's score in per
/// cent over the games played, its 95% interval as a band around it, and a dashed line at 50%,
/// an even match. Where the band leaves the line, the match has an answer.
class ScoreChart : public QChartView {
    Q_OBJECT

public:
    explicit ScoreChart(QWidget* parent = nullptr);

    /// The score and its interval after a number of games.
    struct Point {
        int games = 0;
        ScoreInterval score;
    };

    /// Draws a match of @p games games that has come to @p points so far, from nothing
    /// known at 0 games: the interval 0% to 100%.
    void show(int games, const std::vector<Point>& points);

    /// The points drawn, in per cent over the games: the score and the interval's ends.
    QList<QPointF> scorePoints() const;
    QList<QPointF> lowPoints() const;
    QList<QPointF> highPoints() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void followFont();

    QValueAxis* games_;
    QValueAxis* percent_;
    QLineSeries* score_;
    QLineSeries* low_;
    QLineSeries* high_;
    QAreaSeries* band_;
    QLineSeries* even_;
};

} // namespace gtl::ui
