// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QtCharts/QChartView>

class QBarCategoryAxis;
class QHorizontalBarSeries;
class QLineSeries;
class QValueAxis;

namespace gtl::ui {

/// Grouped horizontal bars drawn by Qt Charts: one group per run, one bar per figure, each
/// labelled with its number, and an optional dashed reference line (the Knuth–Moore minimum).
/// The groups read from the top down in the order given, the bars of a group likewise.
class BarChart : public QChartView {
    Q_OBJECT

public:
    struct Series {
        QString name;
        QColor colour;
        Qt::BrushStyle pattern; ///< so the series differ by more than colour
    };
    struct Group {
        QString name;
        QList<double> values; ///< one per series
    };

    explicit BarChart(QWidget* parent = nullptr);

    void setData(QList<Series> series, QList<Group> groups);
    /// Draws a dashed line at @p value of the series @p seriesIndex, named @p name.
    void setReference(int seriesIndex, double value, const QString& name);
    void clearReference();

    /// The bars, as Qt Charts holds them: a set per series, its values by group from the
    /// bottom up.
    const QHorizontalBarSeries& bars() const { return *bars_; }
    /// The reference line, hidden while there is none.
    const QLineSeries& reference() const { return *reference_; }
    /// The value axis' upper end.
    double axisMaximum() const;

    /// Renders the chart at its size into a PNG or SVG file; "" or what went wrong.
    QString save(const QString& path);

    QSize sizeHint() const override { return {420, 220}; }
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Gives the chart the widget's type (projector mode enlarges it) and colours.
    void followFont();
    /// Names the groups on their axis, each cut to the room the axis has.
    void nameGroups();
    /// Draws the reference line across every group.
    void placeReference();
    void showNumbersWhereTheyFit();
    void fitAxis();

    QHorizontalBarSeries* bars_;
    QLineSeries* reference_;
    QBarCategoryAxis* groupsAxis_;
    QValueAxis* valueAxis_;
    QList<Series> series_;
    QList<Group> groups_;
    double referenceValue_ = 0;
    QString referenceName_;
};

} // namespace gtl::ui
