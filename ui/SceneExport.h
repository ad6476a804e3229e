#pragma once

#include <QRectF>
#include <QString>

namespace gtl::ui {

class TreeView;

/// Writes the tree as it stands at the current step into an image file: PNG, SVG or PDF,
/// chosen by the file's extension.
class SceneExport {
public:
    /// What part of the scene to draw.
    enum class Area { View, WholeTree };

    /// Renders @p area of @p view's scene @p width pixels wide (the height follows the shape,
    /// but never below 300) into @p path. On failure returns false and sets @p error.
    static bool write(TreeView& view, Area area, const QString& path, int width, QString& error);
};

} // namespace gtl::ui
