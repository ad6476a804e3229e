// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/io/AtomicSave.h"

#include <QFile>
#include <QObject>
#include <QRandomGenerator>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <optional>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gtl::ui {
namespace {

namespace fs = std::filesystem;

// Qt's QSaveFile takes its path as a QString, which cannot hold a file name that is not UTF-8
// (a Latin-1 "café"): the save would go to another file. So the file is written through the
// system's own calls, on the path's bytes.

/// A temporary file is "NAME.XXXXXX" beside NAME, as QSaveFile names them.
constexpr std::size_t kSuffixLength = 6;
constexpr std::string_view kSuffixChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

fs::path folderOf(const fs::path& path)
{
    return path.has_parent_path() ? path.parent_path() : fs::path(".");
}

/// A save killed before its rename leaves a temporary file: removed before the next save.
void removeLeftovers(const fs::path& target)
{
    const std::string name = target.filename().string() + '.';
    std::error_code error;
    std::error_code ignored; // a leftover that cannot be removed stays, and harms nothing
    for (fs::directory_iterator entry(folderOf(target), error), end; !error && entry != end; entry.increment(error)) {
        const std::string leftover = entry->path().filename().string();
        if (leftover.size() == name.size() + kSuffixLength && leftover.starts_with(name)
            && std::all_of(leftover.end() - kSuffixLength, leftover.end(),
                [](char c) { return kSuffixChars.find(c) != std::string_view::npos; })
            && entry->is_regular_file(ignored))
            fs::remove(entry->path(), ignored);
    }
}

/// The file @p path names once symbolic links are followed: the link stays, its file changes.
fs::path linkTarget(fs::path path)
{
    std::error_code error;
    for (int depth = 0; depth < 40 && fs::is_symlink(path, error); ++depth) {
        const fs::path next = fs::read_symlink(path, error);
        if (error)
            break;
        path = next.is_absolute() ? next : folderOf(path) / next;
    }
    return path;
}

/// Holds the folder's lock while a save into it runs: a save of this program (another window,
/// another copy) that runs at the same time waits, so that it neither takes the other's
/// temporary file for a leftover nor slips in between the other's check and its rename. A
/// lock held by a save that was killed goes with it.
class FolderLock {
public:
    explicit FolderLock(const fs::path& folder)
        : fd_(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC))
    {
        // A folder that cannot be opened to lock is still saved into, unlocked.
        while (fd_ >= 0 && ::flock(fd_, LOCK_EX) != 0 && errno == EINTR) { }
    }
    ~FolderLock()
    {
        if (fd_ < 0)
            return;
        ::fsync(fd_); // the rename reaches the disk too
        ::close(fd_); // and releases the lock
    }
    FolderLock(const FolderLock&) = delete;
    FolderLock& operator=(const FolderLock&) = delete;

private:
    int fd_;
};

/// What stands at @p target when it is not a regular file that a save may replace ("a pipe",
/// "a device"), or "" for a regular file or a name with nothing there yet. Such a target is
/// never written: a rename would put a file where a device, pipe or socket was, and writing
/// into it in place could block on a pipe nobody reads.
QString notAFile(const fs::path& target)
{
    struct stat status { };
    if (::stat(target.c_str(), &status) != 0 || S_ISREG(status.st_mode))
        return {};
    if (S_ISDIR(status.st_mode))
        return QObject::tr("a folder");
    if (S_ISFIFO(status.st_mode))
        return QObject::tr("a pipe");
    if (S_ISSOCK(status.st_mode))
        return QObject::tr("a socket");
    if (S_ISCHR(status.st_mode) || S_ISBLK(status.st_mode))
        return QObject::tr("a device");
    return QObject::tr("not a regular file");
}

/// Whether the file there may not be written. Permissions are read from the mode too, for the
/// administrator, whom the system lets write anything.
bool isReadOnly(const fs::path& target)
{
    struct stat status { };
    if (::stat(target.c_str(), &status) != 0 || !S_ISREG(status.st_mode))
        return false;
    return (status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) == 0 || ::access(target.c_str(), W_OK) != 0;
}

/// The temporary file beside the target, removed unless it was renamed over the target.
class TemporaryFile {
public:
    explicit TemporaryFile(const fs::path& target)
    {
        for (int attempt = 0; attempt < 100 && fd_ < 0; ++attempt) {
            std::string suffix = ".";
            for (std::size_t i = 0; i < kSuffixLength; ++i)
                suffix += kSuffixChars[QRandomGenerator::global()->bounded(int(kSuffixChars.size()))];
            path_ = target;
            path_ += suffix;
            // The umask decides what a new file allows; a file replaced keeps its permissions.
            fd_ = ::open(path_.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
            if (fd_ < 0 && errno != EEXIST)
                return;
        }
        struct stat old { };
        if (fd_ >= 0 && ::stat(target.c_str(), &old) == 0)
            ::fchmod(fd_, old.st_mode & 07777);
    }
    ~TemporaryFile()
    {
        if (fd_ >= 0)
            ::close(fd_);
        if (!renamed_)
            ::unlink(path_.c_str());
    }
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;

    bool isOpen() const { return fd_ >= 0; }

    bool write(const QByteArray& bytes)
    {
        for (qsizetype done = 0; done < bytes.size();) {
            const ssize_t wrote = ::write(fd_, bytes.constData() + done, std::size_t(bytes.size() - done));
            if (wrote < 0 && errno == EINTR)
                continue;
            if (wrote <= 0)
                return false;
            done += wrote;
        }
        return true;
    }

    /// Waits until the data is on the disk: a rename is no use if the data never reached it.
    bool sync() { return ::fdatasync(fd_) == 0; }

    /// The whole file as it reads now, or nothing if it cannot be read.
    std::optional<QByteArray> readBack(qsizetype expected) const
    {
        // One byte more than expected, to see a file that is longer.
        QByteArray bytes(expected + 1, Qt::Uninitialized);
        qsizetype done = 0;
        while (done < bytes.size()) {
            const ssize_t got = ::pread(fd_, bytes.data() + done, std::size_t(bytes.size() - done), done);
            if (got < 0 && errno == EINTR)
                continue;
            if (got < 0)
                return std::nullopt;
            if (got == 0)
                break;
            done += got;
        }
        bytes.truncate(done);
        return bytes;
    }

    std::optional<FileStamp> stamp() const { return FileStamp::ofOpen(fd_); }

    bool renameOver(const fs::path& target)
    {
        renamed_ = ::rename(path_.c_str(), target.c_str()) == 0;
        return renamed_;
    }

private:
    fs::path path_;
    int fd_ = -1;
    bool renamed_ = false;
};

} // namespace

SaveOutcome saveGuarded(
    const fs::path& path, const QByteArray& bytes, const SaveCheck& check, const std::optional<FileStamp>& expected)
{
    using Status = SaveOutcome::Status;
    const auto failed = [](const QString& why) { return SaveOutcome{Status::Failed, why, {}}; };
    const fs::path target = linkTarget(path);
    if (const QString kind = notAFile(target); !kind.isEmpty())
        return {Status::NotAFile,
            QObject::tr("it is %1, not a file: Game Tree Lab writes only to files; give the name of a file").arg(kind),
            {}};
    const FolderLock lock(folderOf(target));
    removeLeftovers(target);
    if (isReadOnly(target))
        return {Status::ReadOnly, QObject::tr("the file is read-only"), {}};
    if (const auto there = FileStamp::of(target); expected && there && *there != *expected)
        return {Status::ChangedOnDisk, QObject::tr("the file has changed since it was opened or last saved"), {}};
    TemporaryFile file(target);
    if (!file.isOpen())
        return failed(QObject::tr("cannot create the file: %1").arg(systemError()));
    if (!file.write(bytes))
        return failed(QObject::tr("cannot write the file (is the disk full?): %1").arg(systemError()));
    if (!file.sync())
        return failed(QObject::tr("cannot write the file to the disk: %1").arg(systemError()));
    const std::optional<QByteArray> readBack = file.readBack(bytes.size());
    if (!readBack)
        return failed(QObject::tr("cannot read back the file written: %1").arg(systemError()));
    if (*readBack != bytes)
        return failed(QObject::tr("the file written does not read back as it was written"));
    if (check) {
        if (const QString problem = check(*readBack); !problem.isEmpty())
            return failed(QObject::tr("the file written was not kept: %1").arg(problem));
    }
    const std::optional<FileStamp> written = file.stamp();
    if (!file.renameOver(target))
        return failed(QObject::tr("cannot replace the file: %1").arg(systemError()));
    return {Status::Saved, {}, written.value_or(FileStamp{})};
}

QString saveAtomically(const fs::path& path, const QByteArray& bytes, const SaveCheck& check)
{
    return saveGuarded(path, bytes, check, std::nullopt).error;
}

QString saveAtomically(const QString& path, const QByteArray& bytes, const SaveCheck& check)
{
    return saveAtomically(fs::path(QFile::encodeName(path).toStdString()), bytes, check);
}

} // namespace gtl::ui
