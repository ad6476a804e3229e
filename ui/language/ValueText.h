// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Trace.h"
#include "core/search/maxn/PlayerScores.h"
#include "core/tree/Value.h"
#include "ui/language/Translated.h"

#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <climits>
#include <span>

namespace gtl::ui {

/// Core's UTF-8 text (titles, labels, descriptions) as a QString.
inline QString qtText(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

/// A search value as the widgets show it: "−∞", "+∞", "12", or "" for kNoValue.
inline QString valueText(Value value)
{
    return QString::fromStdString(formatValue(value));
}

/// A score per player as the tree and its panels show it, without brackets and spaces so that
/// a node's shape holds it: "4,5,1"; "4;5;1" where the language's decimal mark is a comma, so
/// that it does not read as 4.5 and 1.
inline QString compactScores(std::span<const Value> scores)
{
    const QLocale locale;
    QStringList parts;
    for (const Value score : scores)
        parts << locale.toString(score);
    return parts.join(QLatin1Char(locale.decimalPoint() == QLatin1String(",") ? ';' : ','));
}

/// A value of @p trace as the tree shows it: a chance tree's fractions as decimals in the
/// window's language, "2.1" or "2,1"; the scores of a search of several players compactly,
/// "4,5,1".
inline QString valueText(const Trace& trace, Value value)
{
    if (trace.chance.scores && value != kNoValue)
        return compactScores(trace.chance.scores->row(value));
    return localNumbers(QString::fromStdString(trace.chance.text(value)));
}

/// "1 node", "549,946 nodes": a count of nodes in the reader's locale.
inline QString nodeCountText(std::uint64_t count)
{
    return QObject::tr("%Ln nodes", nullptr, int(std::min<std::uint64_t>(count, INT_MAX)));
}

/// "1 step", "2,524 steps": a count of a run's steps in the reader's locale.
inline QString stepCountText(std::uint64_t count)
{
    return QObject::tr("%Ln steps", nullptr, int(std::min<std::uint64_t>(count, INT_MAX)));
}

/// A run's best move as the widgets show it: its label, or "—" when the root has no moves.
inline QString bestMoveText(const GameTree& tree, const SearchResult& result)
{
    if (result.bestMove == kNoNode)
        return QStringLiteral("—");
    return qtText(result.bestMoveLabel(tree));
}

} // namespace gtl::ui
