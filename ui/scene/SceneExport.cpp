#include "ui/scene/SceneExport.h"

#include "ui/io/AtomicSave.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>

namespace gtl::ui {
namespace {

QRectF sourceOf(const TreeView& view, SceneExport::Area area)
{
    return area == SceneExport::Area::WholeTree ? view.treeItem().boundingRect()
                                                : view.mapToScene(view.viewport()->rect()).boundingRect();
}

void render(TreeView& view, QPainter& painter, const QRectF& target, const QRectF& source)
{
    painter.fillRect(target, view.treeItem().style().background);
    // Stretch rather than letterbox: the tree item keeps its shapes upright in any case.
    view.scene()->render(&painter, target, source, Qt::IgnoreAspectRatio);
}

/// Paints into @p device, then ends the painter; false if painting could not start.
template <typename Device> bool paint(TreeView& view, Device& device, const QRectF& target, const QRectF& source)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    render(view, painter, target, source);
    return painter.end();
}

/// The file's bytes, or an empty array if they could not be made.
QByteArray encode(TreeView& view, const QString& suffix, QSize size, const QRectF& source)
{
    const QRectF target(QPointF(0, 0), size);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == "svg") {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(target);
        svg.setTitle(QObject::tr("Game tree"));
        return paint(view, svg, target, source) ? bytes : QByteArray();
    }
    if (suffix == "pdf") {
        QPdfWriter pdf(&buffer);
        pdf.setPageSize(QPageSize(QSizeF(size) * 0.75, QPageSize::Point));
        pdf.setPageMargins({});
        pdf.setResolution(96);
        return paint(view, pdf, QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())), source) ? bytes
                                                                                                  : QByteArray();
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull() || !paint(view, image, target, source) || !image.save(&buffer, "PNG"))
        return {};
    return bytes;
}

} // namespace

QSize SceneExport::imageSize(const TreeView& view, Area area, QSize size)
{
    const QRectF source = sourceOf(view, area);
    const qreal shape = area == Area::WholeTree
        ? source.height() / std::max<qreal>(1, source.width())
        : qreal(view.viewport()->height()) / std::max(1, view.viewport()->width());
    const int width = std::clamp(size.width(), 16, kMaxSide);
    qint64 height = size.height() > 0 ? size.height() : std::max<qint64>(300, std::llround(width * shape));
    height = std::min({height, qint64(kMaxSide), kMaxPixels / width});
    return {width, int(height)};
}

QString SceneExport::write(TreeView& view, Area area, const QString& path, QSize size)
{
    const QRectF source = sourceOf(view, area);
    if (source.isEmpty() || size.width() < 16)
        return QObject::tr("there is nothing to export");
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QByteArray bytes = encode(view, suffix, imageSize(view, area, size), source);
    if (bytes.isEmpty())
        return QObject::tr("cannot draw the image (out of memory?)");
    if (const QString error = saveAtomically(path, bytes); !error.isEmpty())
        return QObject::tr("cannot write %1: %2").arg(path, error);
    return {};
}

} // namespace gtl::ui
