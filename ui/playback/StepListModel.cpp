// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/playback/StepListModel.h"

#include "core/teaching/Narrator.h"
#include "ui/language/Translated.h"
#include "ui/playback/RunModel.h"

#include <QFont>
#include <QLocale>

namespace gtl::ui {

StepListModel::StepListModel(const RunModel& model, QObject* parent)
    : QAbstractListModel(parent)
    , model_(model)
{
    connect(&model_, &RunModel::runLoaded, this, [this] {
        beginResetModel();
        first_ = 0;
        rows_ = 0;
        endResetModel();
        followStep(model_.step());
    });
    connect(&model_, &RunModel::stepChanged, this, &StepListModel::followStep);
}

int StepListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : rows_;
}

void StepListModel::followStep(std::size_t step)
{
    const int rows = int(std::min(step + 1, kWindow));
    const std::size_t first = step + 1 - std::size_t(rows);
    if (rows > rows_) {
        beginInsertRows({}, rows_, rows - 1);
        rows_ = rows;
        endInsertRows();
    } else if (rows < rows_) {
        beginRemoveRows({}, rows, rows_ - 1);
        rows_ = rows;
        endRemoveRows();
    }
    if (first != first_) {
        first_ = first;
        emit dataChanged(index(0), index(rows_ - 1));
    }
}

QVariant StepListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid())
        return {};
    const std::size_t step = stepAt(index.row());
    if (role == Qt::DisplayRole) {
        if (step == 0)
            //: The step list's first row: step 0, padded to four places, then "start".
            return tr("%1   start").arg(0, 4);
        const SearchRun& run = model_.run();
        const Event& event = run.trace.events[step - 1];
        return QStringLiteral("%1   %2")
            .arg(QLocale().toString(qulonglong(step)), 4)
            .arg(translated(Narrator::headlineMessage(*run.tree, event, run.trace.chance)));
    }
    if (role == Qt::FontRole && step > 0 && model_.run().trace.events[step - 1].kind == EventKind::Cutoff) {
        QFont font;
        font.setBold(true);
        return font;
    }
    return {};
}

} // namespace gtl::ui
