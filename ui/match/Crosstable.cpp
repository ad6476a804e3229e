// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/match/Crosstable.h"

#include "ui/language/ValueText.h"

#include <QHeaderView>

#include <cmath>

namespace gtl::ui {

QString eloText(double elo)
{
    return std::isinf(elo) ? (elo > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞")) : QLocale().toString(elo, 'f', 1);
}

QString Crosstable::percent(double score)
{
    //: A score in per cent: "62.5%".
    return tr("%1%").arg(QLocale().toString(100 * score, 'f', 1));
}

Crosstable::Crosstable(QWidget* parent)
    : QTableWidget(parent)
{
    setObjectName("crosstable");
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The engines' names take the room the numbers leave.
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

void Crosstable::showReport(const RoundRobinSettings& settings, const RoundRobinReport& report)
{
    const int engines = int(settings.engines.size());
    setRowCount(engines);
    setColumnCount(engines + 3);
    QStringList headers{tr("Engine")};
    for (int column = 1; column <= engines; ++column)
        headers << QString::number(column);
    headers << tr("Score") << tr("Elo");
    setHorizontalHeaderLabels(headers);
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    for (int row = 0; row < engines; ++row) {
        const auto put = [&](int column, const QString& text) {
            auto* item = new QTableWidgetItem(text);
            if (column > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(row, column, item);
        };
        put(0, qtText(settings.engines[std::size_t(row)].name));
        for (int column = 0; column < engines; ++column) {
            const std::optional<double> score = report.score(std::size_t(row), std::size_t(column));
            put(column + 1, score ? percent(*score) : row == column ? QStringLiteral("·") : QStringLiteral("–"));
        }
        const std::optional<double> score = report.overallScore(std::size_t(row));
        put(engines + 1, score ? percent(*score) : QStringLiteral("–"));
        put(engines + 2, score ? eloText(MatchStatistics::eloOf(*score)) : QStringLiteral("–"));
    }
}

QString Crosstable::cell(int row, int column) const
{
    const QTableWidgetItem* shown = item(row, column);
    return shown ? shown->text() : QString();
}

} // namespace gtl::ui
