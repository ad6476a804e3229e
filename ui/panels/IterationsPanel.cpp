// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/IterationsPanel.h"

#include "core/search/Iterations.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"

#include <QHeaderView>
#include <QLocale>

namespace gtl::ui {

IterationsPanel::IterationsPanel(const RunModel& model, QWidget* parent)
    : QTableWidget(0, 5, parent)
    , model_(model)
{
    setHorizontalHeaderLabels({tr("Depth"), tr("Entered"), tr("Score"), tr("Best move"), tr("Best line")});
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    verticalHeader()->hide();
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setToolTip(tr("Iterative deepening: each iteration searches one move deeper; the last one's best line, "
                  "dotted on the tree, is tried first"));
    connect(&model_, &RunModel::stepChanged, this, &IterationsPanel::showIterations);
    connect(&model_, &RunModel::runLoaded, this, &IterationsPanel::showIterations);
}

void IterationsPanel::showIterations()
{
    const SearchRun& run = model_.run();
    const GameTree& tree = *run.tree;
    const std::size_t step = model_.replay().step();
    const int running = iterationAt(run.iterations, step);
    const QLocale locale;
    setRowCount(int(run.iterations.size()));
    NodeId enteredBefore = 0; // by the iterations before the row's
    for (int row = 0; row < rowCount(); ++row) {
        const Iteration& iteration = run.iterations[std::size_t(row)];
        const bool done = step >= iteration.endStep && row <= running && !iteration.interrupted;
        const bool started = row <= running;
        QString line;
        for (NodeId node : iteration.principalVariation)
            line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + qtText(tree.label(node));
        // An iteration a limit abandoned found no value: it says so instead.
        const bool abandoned = iteration.interrupted && step >= iteration.endStep && started;
        const QString pending = abandoned ? tr("interrupted") : started ? QStringLiteral("…") : QStringLiteral("—");
        const QStringList cells = {QString::number(iteration.depth),
            started ? locale.toString(done ? iteration.enters : model_.replay().visited() - enteredBefore) : pending,
            done ? valueText(iteration.value) : pending,
            done && !iteration.principalVariation.empty() ? qtText(tree.label(iteration.principalVariation.front()))
                                                          : pending,
            done ? line : pending};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(column == 4 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
            QFont font = item->font();
            font.setBold(row == running && !done);
            item->setFont(font);
            setItem(row, column, item);
        }
        enteredBefore += iteration.enters;
    }
}

} // namespace gtl::ui
