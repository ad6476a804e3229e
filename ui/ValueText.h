#pragma once

#include "Trace.h"
#include "Value.h"

#include <QString>

namespace gtl::ui {

/// A search value as the widgets show it: "−∞", "+∞", "12", or "" for kNoValue.
inline QString valueText(Value value)
{
    return QString::fromStdString(formatValue(value));
}

/// A run's best move as the widgets show it: its label, or "—" when the root has no moves.
inline QString bestMoveText(const GameTree& tree, const SearchResult& result)
{
    if (result.bestMove == kNoNode)
        return QStringLiteral("—");
    const std::string_view label = result.bestMoveLabel(tree);
    return QString::fromUtf8(label.data(), qsizetype(label.size()));
}

} // namespace gtl::ui
