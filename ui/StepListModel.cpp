#include "StepListModel.h"

#include "Narrator.h"
#include "PlaybackController.h"

#include <QFont>

namespace gtl::ui {

StepListModel::StepListModel(const PlaybackController& controller, QObject* parent)
    : QAbstractListModel(parent)
    , controller_(controller)
{
    connect(&controller_, &PlaybackController::runLoaded, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int StepListModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !controller_.hasRun())
        return 0;
    return static_cast<int>(std::min<std::size_t>(controller_.stepCount() + 1, INT_MAX));
}

QVariant StepListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !controller_.hasRun())
        return {};
    const std::size_t step = static_cast<std::size_t>(index.row());
    if (role == Qt::DisplayRole) {
        if (step == 0)
            return tr("%1   start").arg(0, 4);
        const SearchRun& run = *controller_.run();
        const Event& event = run.trace.events[step - 1];
        return QStringLiteral("%1   %2").arg(step, 4).arg(QString::fromStdString(Narrator::headline(run.tree, event)));
    }
    if (role == Qt::FontRole && step > 0 && controller_.run()->trace.events[step - 1].kind == EventKind::Cutoff) {
        QFont font;
        font.setBold(true);
        return font;
    }
    return {};
}

} // namespace gtl::ui
