// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/TableEntriesModel.h"

#include "core/search/EventFields.h"
#include "core/search/EventWords.h"
#include "ui/games/GameIcon.h"
#include "ui/games/GamePainters.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace gtl::ui {

TableEntriesModel::TableEntriesModel(const RunModel& model, QObject* parent)
    : QAbstractTableModel(parent)
    , model_(model)
    , style_(SceneStyle::make(SceneStyle::Palette::Standard, false))
{
}

void TableEntriesModel::setStyle(const SceneStyle& style)
{
    beginResetModel();
    style_ = style;
    endResetModel();
}

void TableEntriesModel::refresh()
{
    beginResetModel();
    const Replay& replay = model_.replay();
    stores_.assign(replay.tableEntries().begin(), replay.tableEntries().end());
    // A probe names the entry it found; a store is the entry.
    std::int64_t active = -1;
    if (const Event* e = replay.currentEvent()) {
        if (e->kind == EventKind::Probe)
            active = EventFields::probe(*e).storeStep;
        else if (e->kind == EventKind::Store)
            active = std::int64_t(replay.step() - 1);
    }
    const auto found = std::find(stores_.begin(), stores_.end(), std::uint32_t(active));
    activeRow_ = active >= 0 && found != stores_.end() ? int(found - stores_.begin()) : -1;
    endResetModel();
}

int TableEntriesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(stores_.size());
}

int TableEntriesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString TableEntriesModel::text(std::uint32_t store, int column) const
{
    const GameTree& tree = model_.replay().tree();
    const Event& e = model_.replay().trace().events[store];
    switch (column) {
    case Position: return qtText(e.node == GameTree::root() ? std::string("root") : tree.path(e.node, 40));
    case Depth: return QString::number(EventFields::store(e).depth);
    case Bound:
        return QStringLiteral("%1 %2").arg(
            QString::fromUtf8(EventWords::tableFlagSign(EventFields::store(e).flag).data()),
            valueText(EventFields::store(e).value));
    case Move: {
        const NodeId move = EventWords::storedMove(tree, e);
        return move == kNoNode ? QStringLiteral("—") : qtText(tree.label(move));
    }
    case FiledAt: return QString::number(store + 1);
    }
    return {};
}

QVariant TableEntriesModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= stores_.size())
        return {};
    const std::uint32_t store = stores_[std::size_t(index.row())];
    const bool active = index.row() == activeRow_;
    switch (role) {
    case Qt::DisplayRole: return text(store, index.column());
    case Qt::DecorationRole: {
        const GameTree& tree = model_.replay().tree();
        const GamePainter* painter = GamePainters::forTree(tree);
        if (index.column() != Position || !painter)
            return {};
        return gameIcon(*painter, tree.payload(model_.replay().trace().events[store].node), style_, 30);
    }
    case Qt::TextAlignmentRole:
        return index.column() == Position ? QVariant(Qt::AlignLeft | Qt::AlignVCenter) : QVariant(Qt::AlignCenter);
    case Qt::BackgroundRole: return active ? QBrush(QColor("#e9e1f6")) : QVariant();
    case Qt::FontRole: {
        if (!active)
            return {};
        QFont font;
        font.setBold(true);
        return font;
    }
    default: return {};
    }
}

QVariant TableEntriesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Position: return tr("Position");
    case Depth: return tr("Depth");
    case Bound: return tr("Value");
    case Move: return tr("Best move");
    case FiledAt: return tr("Filed at step");
    }
    return {};
}

} // namespace gtl::ui
