// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/SceneExport.h"

#include "core/teaching/Narrator.h"
#include "ui/io/AtomicSave.h"
#include "ui/language/Translated.h"
#include "ui/playback/RunModel.h"
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

/// The height of the caption band for @p caption at @p width, in pixels (0 for none).
constexpr int kCaptionPx = 18;
int captionHeight(const QString& caption, int width)
{
    if (caption.isEmpty())
        return 0;
    QFont font("DejaVu Sans");
    font.setPixelSize(kCaptionPx);
    const QRect bounds = QFontMetrics(font).boundingRect(
        QRect(0, 0, std::max(width - 2 * kCaptionPx, 50), 10000), Qt::TextWordWrap, caption);
    return bounds.height() + 2 * kCaptionPx;
}

void render(TreeView& view, QPainter& painter, const QRectF& target, const QRectF& source, const QString& caption)
{
    painter.fillRect(target, view.treeItem().style().background);
    const int band = captionHeight(caption, int(target.width()));
    const QRectF picture = target.adjusted(0, 0, 0, -band);
    // Stretch rather than letterbox: the tree item keeps its shapes upright in any case.
    view.scene()->render(&painter, picture, source, Qt::IgnoreAspectRatio);
    if (band == 0)
        return;
    QFont font("DejaVu Sans");
    font.setPixelSize(kCaptionPx);
    painter.setFont(font);
    painter.setPen(view.treeItem().style().text);
    painter.drawText(QRectF(target.left() + kCaptionPx, picture.bottom() + kCaptionPx / 2.0,
                         target.width() - 2 * kCaptionPx, band - kCaptionPx / 2.0),
        Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, caption);
}

/// Paints into @p device, then ends the painter; false if painting could not start.
template <typename Device>
bool paint(TreeView& view, Device& device, const QRectF& target, const QRectF& source, const QString& caption)
{
    QPainter painter;
    if (!painter.begin(&device))
        return false;
    painter.setRenderHint(QPainter::Antialiasing);
    render(view, painter, target, source, caption);
    return painter.end();
}

/// The file's bytes, or an empty array if they could not be made.
QByteArray encode(TreeView& view, const QString& suffix, QSize size, const QRectF& source, const QString& caption)
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
        return paint(view, svg, target, source, caption) ? bytes : QByteArray();
    }
    if (suffix == "pdf") {
        QPdfWriter pdf(&buffer);
        pdf.setPageSize(QPageSize(QSizeF(size) * 0.75, QPageSize::Point));
        pdf.setPageMargins({});
        pdf.setResolution(96);
        const QRectF page(QPointF(0, 0), QSizeF(pdf.width(), pdf.height()));
        return paint(view, pdf, page, source, caption) ? bytes : QByteArray();
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull() || !paint(view, image, target, source, caption) || !image.save(&buffer, "PNG"))
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

QString SceneExport::caption(const TreeView& view)
{
    const Replay& replay = view.model().replay();
    return QObject::tr("Step %L1 of %L2: %3")
        .arg(replay.step())
        .arg(replay.trace().steps())
        .arg(translated(Narrator::message(replay)));
}

QString SceneExport::write(TreeView& view, Area area, const QString& path, QSize size, const QString& caption)
{
    if (size.width() < 16)
        return QObject::tr("there is nothing to export");
    // Lay the whole tree out for the image, then give the screen its own layout back.
    TreeItem& tree = view.treeItem();
    const int screenWidth = view.viewport()->width();
    if (area == Area::WholeTree) {
        // Whole means whole: the image grows to the width at which every subtree opens.
        size.setWidth(std::clamp(std::max(size.width(), tree.widthToOpenAll()), 16, kMaxSide));
        tree.setAvailableWidth(size.width());
    }
    const QRectF source = sourceOf(view, area);
    QSize image = imageSize(view, area, size);
    image.setHeight(std::min(image.height() + captionHeight(caption, image.width()), kMaxSide));
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QByteArray bytes = source.isEmpty() ? QByteArray() : encode(view, suffix, image, source, caption);
    tree.setAvailableWidth(screenWidth);
    if (source.isEmpty())
        return QObject::tr("there is nothing to export");
    if (bytes.isEmpty())
        return QObject::tr("cannot draw the image (out of memory?)");
    if (const QString error = saveAtomically(path, bytes); !error.isEmpty())
        return QObject::tr("cannot write %1: %2").arg(path, error);
    return {};
}

} // namespace gtl::ui
