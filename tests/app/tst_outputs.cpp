// SPDX-License-Identifier: GPL-3.0-or-later
// What leaves the program lands where and as it was asked, or is refused: every file the
// command line writes, given a device, a pipe, a socket, a folder or a link to one of them, is
// refused and leaves it as it was; the standard output is checked to its end (a full device, a
// closed output, a file-size limit); an image is of the format its name says. The devices are
// the test's own, made in a temporary folder; where the system does not let it make them,
// those cases are skipped. A name the window would refuse is refused before any display is
// asked for.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

#include <cstring>

namespace {

struct Run {
    int status = -1;
    QString error;
};

/// Runs the program with @p arguments (its standard output to @p output, if given, else
/// discarded), on the offscreen platform or with @p display false on none at all, for at most
/// a minute.
Run run(const QStringList& arguments, const QString& output = {}, bool display = true)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (display) {
        environment.insert("QT_QPA_PLATFORM", "offscreen");
    } else {
        environment.remove("QT_QPA_PLATFORM");
        environment.remove("DISPLAY");
        environment.remove("WAYLAND_DISPLAY");
    }
    process.setProcessEnvironment(environment);
    if (output.isEmpty())
        process.setStandardOutputFile(QProcess::nullDevice());
    else
        process.setStandardOutputFile(output, QIODevice::Append);
    process.start(GTL_APP_PATH, arguments);
    if (!process.waitForFinished(60'000)) {
        process.kill();
        process.waitForFinished();
        return {-1, "did not finish"};
    }
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
}

/// A shell line run with the program as $APP: for what only a shell arranges (a closed
/// output, a file-size limit).
Run shell(const QString& line)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert("APP", GTL_APP_PATH);
    process.setProcessEnvironment(environment);
    process.start("sh", {"-c", line});
    process.waitForFinished(60'000);
    return {process.exitCode(), QString::fromUtf8(process.readAllStandardError())};
}

/// The kind of file at @p path, not following a link: S_IFREG, S_IFIFO, …, or 0 for none.
mode_t kindOf(const QString& path)
{
    struct stat status { };
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 ? status.st_mode & S_IFMT : 0;
}

/// Every option that writes a file, with the other options it needs, and the target's
/// extension.
struct Writer {
    QStringList arguments;
    QString extension;
};

const QList<Writer>& writers()
{
    static const QList<Writer> all{
        {{"--preset", "mixed", "--export"}, "svg"},
        {{"--preset", "mixed", "--export"}, "png"},
        {{"--preset", "mixed", "--export"}, "html"},
        {{"--preset", "mixed", "--screenshot"}, "png"},
        {{"--preset", "mixed", "--scene-json"}, "json"},
        {{"--lesson", "alphabeta", "--handout"}, "pdf"},
    };
    return all;
}

} // namespace

class OutputsTest : public QObject {
    Q_OBJECT

private slots:
    /// A pipe, a socket, a folder, a device of the test's own and links to them: each writer
    /// refuses them quickly, says what the target is, and leaves it as it was.
    void aTargetThatIsNoFileIsRefused()
    {
        QTemporaryDir dir;
        QVERIFY(::mkfifo(QFile::encodeName(dir.filePath("pipe")).constData(), 0666) == 0);
        const int socket = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        std::strncpy(
            address.sun_path, QFile::encodeName(dir.filePath("socket")).constData(), sizeof address.sun_path - 1);
        QVERIFY(::bind(socket, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0);
        QVERIFY(QDir(dir.path()).mkdir("folder"));
        QStringList targets{"pipe", "socket", "folder"};
        // The null device's numbers, made here: only a user the system lets make devices can.
        if (::mknod(QFile::encodeName(dir.filePath("device")).constData(), S_IFCHR | 0666, makedev(1, 3)) == 0)
            targets << "device";
        else
            qInfo("Not allowed to make a device here: the device cases are skipped");
        for (const QString& target : QStringList(targets)) {
            QVERIFY(QFile::link(dir.filePath(target), dir.filePath("link-to-" + target)));
            targets << "link-to-" + target;
        }
        // Under the sanitizers (ten times slower to start) the first writer and the handout.
        QList<Writer> tried = writers();
        if (qEnvironmentVariableIsSet("GTL_SANITIZED"))
            tried = {tried.front(), tried.back()};
        for (const Writer& writer : tried) {
            for (const QString& target : targets) {
                // The writer's extension, through a link named for it.
                const QString path = dir.filePath(target + "." + writer.extension);
                QVERIFY(kindOf(path) == S_IFLNK || QFile::link(dir.filePath(target), path));
                const mode_t before = kindOf(dir.filePath(target));
                QElapsedTimer clock;
                clock.start();
                const Run refused = run(writer.arguments + QStringList{path});
                const QString where = writer.arguments.join(' ') + " " + target + ": " + refused.error;
                QVERIFY2(refused.status != 0, qPrintable(where));
                QVERIFY2(refused.error.contains("not a file"), qPrintable(where));
                QVERIFY2(clock.elapsed() < 30'000, qPrintable(where));
                QCOMPARE(kindOf(dir.filePath(target)), before);
                QCOMPARE(kindOf(path), mode_t(S_IFLNK));
            }
        }
        ::close(socket);
    }

    /// Standard output that cannot take it all makes the command fail and say so: a full
    /// device of the test's own, a closed output, a file-size limit.
    void anOutputCutShortIsAFailure()
    {
        QTemporaryDir dir;
        const QString full = dir.filePath("full");
        if (::mknod(QFile::encodeName(full).constData(), S_IFCHR | 0666, makedev(1, 7)) == 0) {
            for (const QStringList& command : {QStringList{"tree", "--preset", "mixed", "--format", "json"},
                     QStringList{"trace", "--preset", "mixed"}, QStringList{"presets"}, QStringList{"--help"}}) {
                const Run failed = run(command, full);
                QVERIFY2(failed.status == 1 && failed.error.contains("cannot write the output"),
                    qPrintable(command.join(' ') + ": " + failed.error));
            }
        } else {
            qInfo("Not allowed to make a device here: the full device is skipped");
        }
        const Run closed = shell("exec >&-; \"$APP\" lessons");
        QVERIFY2(closed.status == 1 && closed.error.contains("cannot write the output"), qPrintable(closed.error));
        const Run limited
            = shell(QString("ulimit -f 1; \"$APP\" trace --random 3,8,7 > '%1'").arg(dir.filePath("cut")));
        QVERIFY2(limited.status == 1 && limited.error.contains("cannot write the output"), qPrintable(limited.error));
        QCOMPARE(run({"presets"}).status, 0);
    }

    /// A trace is printed as it is written, never held whole: 2,700,000 steps of Monte Carlo
    /// tree search (180 MB of JSON) print within 600 MB of memory; past the 2,000,000 steps a
    /// trace prints it is refused with its steps, the limit and what to do, in the same memory.
    void aLongTraceIsBoundedInMemoryAndOutput()
    {
        QTemporaryDir dir;
        // AddressSanitizer reserves terabytes of address space: a limit on it is for the plain build.
        const bool sanitized = qEnvironmentVariableIsSet("GTL_SANITIZED");
        const QString limit = sanitized ? QString() : QStringLiteral("ulimit -v 600000; ");
        const Run printed = shell(limit
            + QString("\"$APP\" trace --preset mixed --algorithm mcts --iterations 150000 --format json > '%1'")
                  .arg(dir.filePath("trace.json")));
        QVERIFY2(printed.status == 0, qPrintable(printed.error));
        QVERIFY(QFileInfo(dir.filePath("trace.json")).size() > 100'000'000);
        const Run refused = shell(limit + "\"$APP\" trace --preset mixed --algorithm mcts --iterations 1000000");
        QVERIFY2(refused.status == 2
                && refused.error.contains(QRegularExpression("the trace has [0-9,]+ steps, more than the 2,000,000 "
                                                             "trace prints: use --summary")),
            qPrintable(refused.error));
        QCOMPARE(
            shell(limit + "\"$APP\" trace --preset mixed --algorithm mcts --iterations 1000000 --summary").status, 0);
        // Under a tighter limit the command says it ran out of memory, rather than abort.
        if (sanitized)
            return;
        const Run starved
            = shell("ulimit -v 300000; \"$APP\" trace --preset mixed --algorithm mcts --iterations 1000000");
        QVERIFY2(starved.status == 1 && starved.error.contains("out of memory"), qPrintable(starved.error));
    }

    /// A name the window would refuse is refused before the window opens: on a machine with no
    /// display too, with the message and the status of a tree that cannot be read, not a crash.
    void aBadNameIsRefusedBeforeTheWindowOpens()
    {
        for (const QStringList& arguments : {QStringList{"--preset", "nosuch"}, QStringList{"--lesson", "nosuch"},
                 QStringList{"--ttt", "XXXXXXXXX"}, QStringList{"--pig", "1,2"}}) {
            const Run refused = run(arguments, {}, false);
            QVERIFY2(
                refused.status == 1 && refused.error.startsWith("gametree-lab: ") && !refused.error.contains("display"),
                qPrintable(arguments.join(' ') + ": " + refused.error));
        }
    }

    /// A screenshot is written in the format its name says, and a name of no image format is
    /// refused without writing anything.
    void aScreenshotIsOfTheFormatItsNameSays()
    {
        QTemporaryDir dir;
        QCOMPARE(run({"--preset", "mixed", "--screenshot", dir.filePath("s.jpg")}).status, 0);
        QCOMPARE(QImageReader(dir.filePath("s.jpg")).format(), QByteArray("jpeg"));
        const Run refused = run({"--preset", "mixed", "--screenshot", dir.filePath("s.txt")});
        QVERIFY2(refused.status != 0 && refused.error.contains("no image format"), qPrintable(refused.error));
        QVERIFY(!QFile::exists(dir.filePath("s.txt")));
    }
};

QTEST_GUILESS_MAIN(OutputsTest)
#include "tst_outputs.moc"
