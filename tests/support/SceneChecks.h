// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Checks of a painted tree canvas, read from its scene record.
#include "core/games/GameKind.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"

#include <QJsonObject>
#include <QString>

#include <utility>

namespace gtl::ui::test {

/// The rules every painted tree canvas keeps, checked on its record: the current node is on
/// the canvas with its value and its α/β tag (and its cut-off's tag), no text is below
/// @p minFontPx, every colour keeps the contrast rules, no two texts overlap, no node is drawn over another, no tag
/// covers a node and no board a node. Returns what broke, or "".
QString legibilityProblem(const QJsonObject& scene, const TreeView& view, int minFontPx);

/// WCAG's contrast ratio of @p ink (its translucency mixed in) on @p on: from 1 to 21.
double contrastRatio(const QColor& ink, const QColor& on);

/// The contrast rules of WCAG 2.1 AA over the colours @p scene records: every text at least
/// 4.5:1 against what it is written on, every outline and line (nodes, plates, leaders) at
/// least 3:1. Returns the first item that falls short, or "".
QString contrastProblem(const QJsonObject& scene);

/// How many nodes @p scene shows with a value the search has found, against how many such
/// values there are at the current step of @p model.
std::pair<int, int> readableValues(const QJsonObject& scene, const RunModel& model);

/// Whether each board @p scene drew beside a node of @p tree shows that node's own position:
/// @p root with the moves of the node's path played on it by @p game, written in the game's
/// notation. Counts the boards checked into @p boards. Returns the first that differs, or "".
QString boardPositionProblem(
    const QJsonObject& scene, const GameTree& tree, const GameKind& game, Position root, int& boards);

} // namespace gtl::ui::test
