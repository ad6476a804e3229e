#pragma once

#include <QColor>
#include <QWidget>

class QPainter;

namespace gtl::ui {

/// Grouped horizontal bars: one group per run, one bar per figure, each labelled with its
/// number, and an optional dashed reference line (the Knuth–Moore minimum).
class BarChart : public QWidget {
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
    void clearReference()
    {
        referenceSeries_ = -1;
        update();
    }
    QSize sizeHint() const override { return {420, 220}; }
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// How a group's name too long for its room is shortened: keeping the part where the
    /// names differ.
    Qt::TextElideMode elision() const;
    /// Lays the legend out along the top, wrapped to the width, and draws it on @p painter
    /// unless it is null; returns its height.
    int layOutLegend(QPainter* painter, const QFontMetrics& metrics) const;
    /// One entry of the legend: a series' swatch, or the reference's dashed line, and its name.
    void paintLegendEntry(
        QPainter& painter, const QFontMetrics& metrics, QPoint at, const QString& text, const Series* series) const;

    QList<Series> series_;
    QList<Group> groups_;
    int referenceSeries_ = -1;
    double referenceValue_ = 0;
    QString referenceName_;
};

} // namespace gtl::ui
