// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/SearchPathPanel.h"

#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"
#include "ui/style/PlayerMarks.h"

#include <QHeaderView>

namespace gtl::ui {
namespace {

QString shown(const Replay& replay, Value value)
{
    return value == kNoValue ? QStringLiteral("·") : valueText(replay.trace(), value);
}

} // namespace

SearchPathPanel::SearchPathPanel(const RunModel& model, QWidget* parent)
    : QTableWidget(0, 5, parent)
    , model_(model)
{
    // Two-line headings: the figures are narrower than their names, and the columns must fit
    // a side panel without a scroll bar.
    setHorizontalHeaderLabels({tr("Node"), tr("To\nmove"), tr("α"), tr("β"), tr("Best\nv")});
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The last column takes what is left, and gives it back as the panel narrows (a stretched
    // last section would keep the width it once had, behind a scroll bar).
    horizontalHeader()->setSectionResizeMode(columnCount() - 1, QHeaderView::Stretch);
    verticalHeader()->hide();
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setToolTip(tr("The search path from the root to the current node"));
    connect(&model_, &RunModel::stepChanged, this, &SearchPathPanel::showPath);
}

void SearchPathPanel::showPath()
{
    const Replay& replay = model_.replay();
    const auto& path = replay.path();
    setRowCount(static_cast<int>(path.size()));
    for (int row = 0; row < rowCount(); ++row) {
        const NodeId node = path[static_cast<std::size_t>(row)];
        const QStringList cells
            = {node == GameTree::root() ? tr("root") : QString::fromStdString(replay.tree().path(node)),
                PlayerMarks::mover(replay.tree(), node), shown(replay, replay.alpha(node)),
                shown(replay, replay.beta(node)), shown(replay, replay.value(node))};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(Qt::AlignCenter);
            setItem(row, column, item);
        }
    }
}

} // namespace gtl::ui
