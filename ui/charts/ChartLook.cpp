// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartLook.h"

#include <QGraphicsLayout>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

namespace gtl::ui {
namespace {

const QColor kMoveColours[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
    QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0xe3, 0x77, 0xc2),
    QColor(0x7f, 0x7f, 0x7f), QColor(0x17, 0xbe, 0xcf)};

} // namespace

QColor moveColour(std::size_t move)
{
    return kMoveColours[move % std::size(kMoveColours)];
}

void followWidgetLook(QChartView& view)
{
    const QFont type = view.font();
    const QColor text = view.palette().text().color();
    QChart* chart = view.chart();
    chart->setBackgroundBrush(view.palette().base());
    chart->setTitleFont(type);
    chart->setTitleBrush(text);
    chart->legend()->setFont(type);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(type);
        axis->setLabelsColor(text);
    }
}

void nameForReaders(QChartView& view, const QString& name)
{
    view.setAccessibleName(name);
    view.viewport()->setAccessibleName(name);
}

void setUpLinePlot(QChartView& view, QValueAxis& across, QValueAxis& up)
{
    QChart* chart = view.chart();
    chart->addAxis(&across, Qt::AlignBottom);
    chart->addAxis(&up, Qt::AlignLeft);
    chart->setLocalizeNumbers(true);
    for (QValueAxis* axis : {&across, &up}) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
    }
    chart->legend()->hide();
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    view.setRenderHint(QPainter::Antialiasing);
}

} // namespace gtl::ui
