#include "ui/io/AtomicSave.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <cerrno>
#include <cstring>
#include <unistd.h>

namespace gtl::ui {
namespace {

/// QSaveFile writes to "NAME.XXXXXX" beside NAME; a save killed before its rename leaves one.
void removeLeftovers(const QFileInfo& target)
{
    const QRegularExpression leftover(
        QStringLiteral("^%1\\.[A-Za-z0-9]{6}$").arg(QRegularExpression::escape(target.fileName())));
    const QDir folder = target.absoluteDir();
    for (const QString& name : folder.entryList({target.fileName() + ".*"}, QDir::Files | QDir::Hidden)) {
        if (leftover.match(name).hasMatch())
            QFile::remove(folder.filePath(name));
    }
}

QString withReason(const QString& message, const QFileDevice& file)
{
    return file.error() == QFileDevice::NoError ? message : QStringLiteral("%1: %2").arg(message, file.errorString());
}

} // namespace

QString saveAtomically(const QString& path, const QByteArray& bytes)
{
    removeLeftovers(QFileInfo(path));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return withReason(QObject::tr("cannot create the file"), file);
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        file.cancelWriting();
        return withReason(QObject::tr("cannot write the file (is the disk full?)"), file);
    }
    // commit() renames even when the data never reached the disk; check that it did.
    if (::fdatasync(file.handle()) != 0) {
        const QString reason = QString::fromLocal8Bit(std::strerror(errno));
        file.cancelWriting();
        return QObject::tr("cannot write the file to the disk: %1").arg(reason);
    }
    if (!file.commit())
        return withReason(QObject::tr("cannot replace the file"), file);
    return {};
}

} // namespace gtl::ui
