#pragma once

#include <QRectF>
#include <QSize>
#include <QString>

namespace gtl::ui {

class TreeView;

/// Writes the tree as it stands at the current step into an image file: PNG, SVG or PDF,
/// chosen by the file's extension.
class SceneExport {
public:
    /// What part of the scene to draw.
    enum class Area { View, WholeTree };

    /// Renders @p area of @p view's scene at @p size into @p path. A height of 0 follows the
    /// area's shape (but is never below 300). On failure returns false and sets @p error.
    static bool write(TreeView& view, Area area, const QString& path, QSize size, QString& error);
};

} // namespace gtl::ui
