#include "ui/scene/SceneExport.h"

#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"

#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>

#include <cmath>

namespace gtl::ui {
namespace {

void render(TreeView& view, QPainter& painter, const QRectF& target, const QRectF& source)
{
    painter.fillRect(target, view.treeItem().style().background);
    // Stretch rather than letterbox: the tree item keeps its shapes upright in any case.
    view.scene()->render(&painter, target, source, Qt::IgnoreAspectRatio);
}

} // namespace

bool SceneExport::write(TreeView& view, Area area, const QString& path, QSize size, QString& error)
{
    const QRectF source = area == Area::WholeTree ? view.treeItem().boundingRect()
                                                  : view.mapToScene(view.viewport()->rect()).boundingRect();
    if (source.isEmpty() || size.width() < 16) {
        error = QObject::tr("there is nothing to export");
        return false;
    }
    const qreal shape = area == Area::WholeTree ? source.height() / source.width()
                                                : qreal(view.viewport()->height()) / view.viewport()->width();
    if (size.height() <= 0)
        size.setHeight(std::max(300, static_cast<int>(std::lround(size.width() * shape))));
    const QRectF target(QPointF(0, 0), size);
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == "svg") {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(target);
        svg.setTitle(QObject::tr("Game tree"));
        QPainter painter;
        if (!painter.begin(&svg)) {
            error = QObject::tr("cannot write %1").arg(path);
            return false;
        }
        render(view, painter, target, source);
        return painter.end();
    }
    if (suffix == "pdf") {
        QPdfWriter pdf(path);
        pdf.setPageSize(QPageSize(QSizeF(size) * 0.75, QPageSize::Point));
        pdf.setPageMargins({});
        pdf.setResolution(96);
        QPainter painter;
        if (!painter.begin(&pdf)) {
            error = QObject::tr("cannot write %1").arg(path);
            return false;
        }
        render(view, painter, QRectF(QPointF(0, 0), QSizeF(pdf.width(), pdf.height())), source);
        return painter.end();
    }
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    render(view, painter, target, source);
    painter.end();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
        error = QObject::tr("cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace gtl::ui
