// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/io/ImageFile.h"

#include "ui/io/AtomicSave.h"

#include <QBuffer>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QObject>

namespace gtl::ui {

QString saveImage(const QImage& image, const QString& path)
{
    const QByteArray format = QFileInfo(path).suffix().toLower().toLatin1();
    if (!QImageWriter::supportedImageFormats().contains(format))
        return QObject::tr("“%1” names no image format: end it in .png, .jpg or .bmp").arg(QFileInfo(path).fileName());
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (image.isNull() || !image.save(&buffer, format.constData()))
        return QObject::tr("cannot make the %1 image").arg(QString::fromLatin1(format.toUpper()));
    return saveAtomically(path, bytes);
}

} // namespace gtl::ui
