// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QString>

namespace gtl::ui {

class TreeView;

/// Writes the tree as it stands at the current step into an image file: PNG, SVG or PDF,
/// chosen by the file's extension.
namespace SceneExport {

/// What part of the scene to draw.
enum class Area { View, WholeTree };

/// No side of an image is longer than this, and no image has more pixels than kMaxPixels
/// (160 MB in memory): a tree whose shape asks for more is drawn to fit, squeezed along it.
inline constexpr int kMaxSide = 16384;
inline constexpr qint64 kMaxPixels = 40'000'000;

/// The size an export of @p area at @p size is drawn at: a height of 0 follows the area's
/// shape (never below 300), and both sides keep within kMaxSide and kMaxPixels.
QSize imageSize(const TreeView& view, Area area, QSize size);

/// What a handout says under the picture: the step and its narration.
QString caption(const TreeView& view);

/// Renders @p area of @p view's scene at imageSize() into @p path, atomically, with
/// @p caption (if any) in a band under the tree. The whole tree is laid out for the image's
/// width, as the screen would lay it out at that width, so its numbers stay readable; the
/// width grows beyond @p size where every subtree needs more to open (up to kMaxSide).
/// Returns "" on success, else what went wrong.
QString write(TreeView& view, Area area, const QString& path, QSize size, const QString& caption = {});

} // namespace SceneExport

} // namespace gtl::ui
