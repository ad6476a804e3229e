// SPDX-License-Identifier: GPL-3.0-or-later
// GUI tests of tree files on the offscreen platform: round trips, descriptions, save and save as,
// files that would not read back, files changed on disk or read-only, and saves at once or killed.
#include "core/content/Preset.h"
#include "core/io/TreeTextWriter.h"
#include "core/teaching/Lesson.h"
#include "tests/support/UiFixtures.h"
#include "ui/editing/TreeSession.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/io/AtomicSave.h"
#include "ui/window/MainWindow.h"
#include "ui/window/file/TreeFiles.h"

#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QTimer>
#include <QtTest>

#include <csignal>
#include <fcntl.h>
#include <fstream>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

/// Runs @p answer on the first modal widget of type @p Modal that shows, however many event
/// loops come and go before it.
template <typename Modal> void whenModal(std::function<void(Modal&)> answer)
{
    QTimer::singleShot(10, [answer] {
        if (auto* modal = qobject_cast<Modal*>(QApplication::activeModalWidget()))
            answer(*modal);
        else
            whenModal<Modal>(answer);
    });
}

/// Types @p path into the file dialog and presses its Save or Open button. Typed, as a user
/// would: QFileDialog::selectFile() leaves the name alone once its box has the focus.
void chooseInDialog(QFileDialog& dialog, const QString& path)
{
    // A file dialog only chooses: no key pressed in it deletes or renames a file or folder.
    QVERIFY(dialog.testOption(QFileDialog::ReadOnly));
    dialog.findChild<QLineEdit*>("fileNameEdit")->setText(path);
    static_cast<QDialog&>(dialog).accept(); // QFileDialog::accept, as the button
}

/// Answers the next question with @p button, then the file dialog that follows with @p path.
void answerThenSaveAs(QMessageBox::StandardButton button, const QString& path)
{
    whenModal<QMessageBox>([button, path](QMessageBox& box) {
        whenModal<QFileDialog>([path](QFileDialog& dialog) { chooseInDialog(dialog, path); });
        box.button(button)->click();
    });
}

/// A.1's value in the tree file @p path.
Value firstLeafIn(const QString& path)
{
    const auto loaded = TreeSource{TreeSource::Kind::File, QFile::encodeName(path).toStdString(), {}}.load();
    return loaded ? loaded->tree->leafValue(4) : Value(-1);
}

QByteArray contentsOf(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class FilesTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { useOwnSettings(); }

    void cleanupTestCase() { removeOwnSettings(); }

    void filesRoundTripAndRejectBadOnes()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QTemporaryDir dir;
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "best-first", {}}));
        const std::string text = toTreeText(window.session().tree());
        const QString path = dir.filePath("lesson.gtree.json");
        QVERIFY(window.files().saveFile(path));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.files().openFile(path));
        QCOMPARE(toTreeText(window.session().tree()), text);
        QCOMPARE(window.session().title(), std::string("Best move first"));
        // A file from the future changes nothing.
        const QString future = dir.filePath("future.gtree.json");
        QFile file(future);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format": "gametree-lab-tree", "version": 7, "tree": "1"})");
        file.close();
        QVERIFY(!window.files().openFile(future));
        QVERIFY(window.lastError().contains("newer"));
        QCOMPARE(toTreeText(window.session().tree()), text);
        // Saving where no file can be written fails and leaves what was there.
        QVERIFY(!window.files().saveFile(dir.path()));
        QVERIFY(QFileInfo(dir.path()).isDir());
        // A file dropped onto the window opens; anything else is refused.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QMimeData words;
        words.setText("(1,2)");
        QVERIFY(!window.files().openDropped(words));
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QVERIFY(window.files().openDropped(mime));
        QCOMPARE(toTreeText(window.session().tree()), text);
    }

    void filesKeepTheirDescriptionThroughEdits()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.gtree.json");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"json({"format": "gametree-lab-tree", "version": 1, "title": "Lesson 3",
                      "description": "Why B is never played.", "tree": "(A:(3, 5), B:(2, 9))"})json");
        file.close();
        QVERIFY(window.files().openFile(path));
        QCOMPARE(window.session().description(), std::string("Why B is never played."));
        window.session().setLeafValue(3, 4); // A/1
        window.treeText().setText("(A:(4, 5), B:(2, 9), C:1)");
        window.treeText().validateNow();
        QCOMPARE(window.session().tree().childCount(0), NodeId(3));
        QCOMPARE(window.session().title(), std::string("Lesson 3 (edited)"));
        QVERIFY(window.files().saveFile(path));
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.files().openFile(path));
        QCOMPARE(window.session().description(), std::string("Why B is never played."));
        QCOMPARE(window.session().title(), std::string("Lesson 3 (edited)"));
        // A preset's description quotes its figures, so it goes once the preset is edited.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(window.session().description().find("18 of the 22") != std::string::npos);
        window.session().setLeafValue(10, 0);
        QCOMPARE(window.session().description(), std::string());
    }

    void saveWritesBackToTheTreesFile()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QTemporaryDir dir;
        const QString first = QFileInfo(dir.filePath("first.gtree.json")).absoluteFilePath();
        const QString second = QFileInfo(dir.filePath("second.gtree.json")).absoluteFilePath();
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.session().filePath().empty()); // a preset has no file: Save would ask
        QVERIFY(window.files().saveFile(first));
        QCOMPARE(QString::fromStdString(window.session().filePath()), first);
        window.session().setLeafValue(4, 7); // A/1
        QVERIFY(window.files().save());
        QVERIFY(!window.isWindowModified());
        MainWindow reader(MainWindow::Settings::Ignore);
        QVERIFY(reader.files().openFile(first));
        QCOMPARE(reader.session().tree().leafValue(4), Value(7));
        // Saved elsewhere, the edit stays with its new file through undo and redo.
        window.session().setLeafValue(4, 8);
        QVERIFY(window.files().saveFile(second));
        window.session().undo();
        QCOMPARE(QString::fromStdString(window.session().filePath()), first);
        window.session().redo();
        QCOMPARE(QString::fromStdString(window.session().filePath()), second);
        QVERIFY(!window.isWindowModified());
        // Another tree has no file of its own; a file of tree text is not written over.
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "mixed", {}}));
        QVERIFY(window.session().filePath().empty());
        const QString text = dir.filePath("tree.txt");
        QFile file(text);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("(1, 2)");
        file.close();
        QVERIFY(window.files().openFile(text));
        QVERIFY(window.session().filePath().empty());
        QVERIFY(window.files().openFile(second));
        QCOMPARE(QString::fromStdString(window.session().filePath()), second);
        QCOMPARE(window.session().tree().leafValue(4), Value(8));
    }

    void unsavedChangesAreMarkedAndAskedAbout()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        window.show();
        QVERIFY(!window.isWindowModified());
        window.session().setLeafValue(10, 42);
        QVERIFY(window.isWindowModified());
        window.session().undo();
        QVERIFY(!window.isWindowModified()); // back to the tree as opened
        window.session().setLeafValue(10, 42);
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QVERIFY(window.isVisible());
        answerNextQuestion(QMessageBox::Discard);
        QVERIFY(window.close());
        // Saved work closes without asking.
        MainWindow saved(MainWindow::Settings::Ignore);
        saved.show();
        saved.session().setLeafValue(10, 42);
        QTemporaryDir dir;
        QVERIFY(saved.files().saveFile(dir.filePath("mine.gtree.json")));
        QVERIFY(!saved.isWindowModified());
        QVERIFY(saved.close());
    }

    void saveAsNamesTheTreeAfterItsFile()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        // A tree typed over a preset is the user's own: untitled, and saved under a name of theirs.
        window.treeText().setText("(A:(3, 12, 8), B:(2, 4, 6))");
        window.treeText().validateNow();
        QCOMPARE(window.session().title(), std::string("Untitled tree"));
        window.controller().seek(5);
        QTemporaryDir dir;
        const QString path = dir.filePath("mytree.gtree.json");
        QTimer::singleShot(0, [path] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QVERIFY2(dialog->selectedFiles().value(0).endsWith("/Untitled tree.gtree.json"),
                qPrintable(dialog->selectedFiles().value(0)));
            chooseInDialog(*dialog, path);
        });
        QVERIFY(window.files().saveAs());
        QCOMPARE(window.session().title(), std::string("mytree"));
        QVERIFY2(window.windowTitle().startsWith("mytree[*] — "), qPrintable(window.windowTitle()));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.runModel().step(), std::size_t(5)); // saving moves no step
        QVERIFY(window.files().openFile(path));
        QCOMPARE(window.session().title(), std::string("mytree"));
    }

    void aFailedSaveAsKeepsTheTreesName()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        window.session().renameMove(1, "A\x80\x80"); // no file can hold it: the save fails
        QCOMPARE(window.session().title(), std::string("Textbook two-ply (edited)"));
        const QString windowTitle = window.windowTitle();
        const std::size_t versions = window.session().history().versions();
        QTemporaryDir dir;
        const QString path = dir.filePath("mytree.gtree.json");
        QTimer::singleShot(0, [path] {
            auto* dialog = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            chooseInDialog(*dialog, path);
        });
        QVERIFY(!window.files().saveAs());
        QVERIFY(!QFile::exists(path));
        QCOMPARE(window.session().title(), std::string("Textbook two-ply (edited)"));
        QCOMPARE(window.windowTitle(), windowTitle);
        QCOMPARE(window.session().history().versions(), versions);
        QVERIFY(window.isWindowModified());
    }

    void saveKeepsAFileNameThatIsNotUtf8()
    {
        QTemporaryDir dir;
        const std::filesystem::path latin1 = QFile::encodeName(dir.path()).toStdString() + "/caf\xe9.gtree.json";
        std::ofstream(latin1) << R"J({"format": "gametree-lab-tree", "version": 1, "tree": "(A:(3, 5), B:(2, 9))"})J";
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::File, latin1.string(), {}})); // as the command line gives it
        window.session().setLeafValue(3, 4); // A/1
        QVERIFY2(window.files().save(), qPrintable(window.lastError()));
        std::vector<std::filesystem::path> files;
        for (const auto& entry : std::filesystem::directory_iterator(latin1.parent_path()))
            files.push_back(entry.path());
        QCOMPARE(files.size(), std::size_t(1));
        QCOMPARE(files.front(), latin1);
        const auto saved = TreeSource{TreeSource::Kind::File, latin1.string(), {}}.load();
        QVERIFY(saved);
        QCOMPARE(saved->tree->leafValue(3), Value(4));
    }

    void aFileThatWouldNotReadBackIsNeverWritten()
    {
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QTemporaryDir dir;
        const QString path = dir.filePath("lesson.gtree.json");
        QVERIFY(window.files().saveFile(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray before = file.readAll();
        file.close();
        // A label no tree file can hold (the text readers refuse it; here it is forced in).
        window.session().renameMove(1, "A\x80\x80");
        QVERIFY(!window.files().save());
        QVERIFY2(window.lastError().contains("not kept"), qPrintable(window.lastError()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), before);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"lesson.gtree.json"}));
        QVERIFY(window.isWindowModified());
    }

    void aFileChangedOnDiskIsAskedAbout_data()
    {
        QTest::addColumn<bool>("byAnotherWindow");
        QTest::addColumn<int>("answer");
        QTest::addColumn<bool>("saved");
        QTest::addColumn<int>("fileValue"); // A/1 in the file afterwards
        QTest::addColumn<int>("windowValue"); // A/1 on screen afterwards
        const auto cancel = int(QMessageBox::Cancel);
        const auto overwrite = int(QMessageBox::Ignore);
        const auto reload = int(QMessageBox::Reset);
        QTest::newRow("another window's save, cancelled") << true << cancel << false << 8 << 7;
        QTest::newRow("another window's save, overwritten") << true << overwrite << true << 7 << 7;
        QTest::newRow("another window's save, reloaded") << true << reload << false << 8 << 8;
        QTest::newRow("another program's change, cancelled") << false << cancel << false << 9 << 7;
        QTest::newRow("another program's change, overwritten") << false << overwrite << true << 7 << 7;
        QTest::newRow("another program's change, reloaded") << false << reload << false << 9 << 9;
    }

    void aFileChangedOnDiskIsAskedAbout()
    {
        QFETCH(bool, byAnotherWindow);
        QFETCH(int, answer);
        QFETCH(bool, saved);
        QFETCH(int, fileValue);
        QFETCH(int, windowValue);
        QTemporaryDir dir;
        const QString path = dir.filePath("shared.gtree.json");
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.files().saveFile(path));
        MainWindow other(MainWindow::Settings::Ignore);
        if (byAnotherWindow) {
            QVERIFY(other.files().openFile(path));
            other.session().setLeafValue(4, 8);
            QVERIFY(other.files().save()); // its file is as it opened it: no question
        } else { // written in place, as an editor might
            std::ofstream(QFile::encodeName(path).toStdString(), std::ios::trunc)
                << R"J({"format": "gametree-lab-tree", "version": 1, "tree": "(A:(9, 12, 8), B:(2, 4, 6), C:(14, 5, 2))"})J";
        }
        window.session().setLeafValue(4, 7);
        answerNextQuestion(QMessageBox::StandardButton(answer));
        QCOMPARE(window.files().save(), saved);
        QCOMPARE(firstLeafIn(path), Value(fileValue));
        QCOMPARE(window.session().tree().leafValue(4), Value(windowValue));
        QCOMPARE(window.isWindowModified(), !saved && answer != int(QMessageBox::Reset));
        if (saved || answer == int(QMessageBox::Reset)) { // the file is known again: the next save asks nothing
            window.session().setLeafValue(4, 6);
            QVERIFY2(window.files().save(), qPrintable(window.lastError()));
            QCOMPARE(firstLeafIn(path), Value(6));
        }
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"shared.gtree.json"}));
    }

    /// An edit in place that keeps the file's size and puts its time back, as an editor or a
    /// sync tool may, is still a change: the save asks, and cancelled keeps the edit.
    void aSameSizeSameTimeEditIsAskedAbout()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("kept.gtree.json");
        const QByteArray name = QFile::encodeName(path);
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.files().saveFile(path));
        struct stat before { };
        QVERIFY(::stat(name.constData(), &before) == 0);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QByteArray bytes = file.readAll();
        file.close();
        const qsizetype digit = bytes.indexOf("(3");
        QVERIFY(digit > 0);
        bytes[digit + 1] = '4';
        std::ofstream(name.toStdString(), std::ios::in | std::ios::out | std::ios::binary)
            .write(bytes.constData(), bytes.size());
        const timespec times[2] = {before.st_atim, before.st_mtim};
        QVERIFY(::utimensat(AT_FDCWD, name.constData(), times, 0) == 0);
        struct stat after { };
        QVERIFY(::stat(name.constData(), &after) == 0);
        QCOMPARE(after.st_size, before.st_size);
        QCOMPARE(after.st_mtim.tv_nsec, before.st_mtim.tv_nsec);
        window.session().setLeafValue(4, 7);
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.files().save());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), bytes);
    }

    void aFileChangedOnDiskCanBeSavedElsewhere()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("shared.gtree.json");
        const QString elsewhere = dir.filePath("mine.gtree.json");
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.files().saveFile(path));
        MainWindow other(MainWindow::Settings::Ignore);
        QVERIFY(other.files().openFile(path));
        other.session().setLeafValue(4, 8);
        QVERIFY(other.files().save());
        window.session().setLeafValue(4, 7);
        answerThenSaveAs(QMessageBox::Save, elsewhere);
        QVERIFY(window.files().save());
        QCOMPARE(firstLeafIn(path), Value(8)); // the other window's work is kept
        QCOMPARE(firstLeafIn(elsewhere), Value(7));
        QCOMPARE(QString::fromStdString(window.session().filePath()), QFileInfo(elsewhere).absoluteFilePath());
    }

    void aReadOnlyFileIsNeverReplacedWithoutAsking()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("locked.gtree.json");
        const QString elsewhere = dir.filePath("copy.gtree.json");
        MainWindow window(MainWindow::Settings::Ignore);
        QVERIFY(window.openSource({TreeSource::Kind::Preset, "textbook", {}}));
        QVERIFY(window.files().saveFile(path));
        QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther));
        const QByteArray before = contentsOf(path);
        window.session().setLeafValue(4, 7);
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.files().save());
        QCOMPARE(contentsOf(path), before);
        QVERIFY(window.isWindowModified());
        answerThenSaveAs(QMessageBox::Save, elsewhere);
        QVERIFY(window.files().save());
        QCOMPARE(contentsOf(path), before);
        QCOMPARE(firstLeafIn(elsewhere), Value(7));
        QVERIFY(!window.isWindowModified());
        // The exports refuse it too, and say so.
        QVERIFY(saveAtomically(path, "other").contains("read-only"));
        QCOMPARE(contentsOf(path), before);
    }

    /// A save never replaces, nor writes into, a pipe or a folder, nor what a link points to
    /// when that is one: the window's Save As says why, as the command line does.
    void aSaveNeverReplacesWhatIsNoFile()
    {
        QTemporaryDir dir;
        const QByteArray pipe = QFile::encodeName(dir.filePath("tree.gtree.json"));
        QVERIFY(::mkfifo(pipe.constData(), 0666) == 0);
        QVERIFY(QFile::link(dir.filePath("tree.gtree.json"), dir.filePath("link.gtree.json")));
        QVERIFY(QDir(dir.path()).mkdir("folder.gtree.json"));
        for (const char* name : {"tree.gtree.json", "link.gtree.json", "folder.gtree.json"}) {
            const SaveOutcome outcome
                = saveGuarded(std::filesystem::path(QFile::encodeName(dir.filePath(name)).toStdString()), "{}", {}, {});
            QCOMPARE(outcome.status, SaveOutcome::Status::NotAFile);
            QVERIFY2(outcome.error.contains("not a file"), qPrintable(outcome.error));
        }
        struct stat status { };
        QVERIFY(::stat(pipe.constData(), &status) == 0 && S_ISFIFO(status.st_mode));
        MainWindow window(MainWindow::Settings::Ignore);
        QString told;
        connect(&window.files(), &TreeFiles::failed, this, [&](const QString&, const QString& why) { told = why; });
        QVERIFY(!window.files().saveFile(dir.filePath("tree.gtree.json")));
        QVERIFY2(told.contains("it is a pipe, not a file"), qPrintable(told));
    }

    void savesAtOnceAllSucceed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("busy.gtree.json");
        constexpr int kWriters = 4;
        constexpr int kSaves = 25;
        std::vector<QString> errors(kWriters);
        std::vector<std::thread> writers;
        for (int writer = 0; writer < kWriters; ++writer) {
            writers.emplace_back([&errors, &path, writer] {
                const QByteArray bytes(1000 * (writer + 1), char('a' + writer));
                for (int save = 0; save < kSaves && errors[writer].isEmpty(); ++save)
                    errors[writer] = saveAtomically(path, bytes);
            });
        }
        for (std::thread& writer : writers)
            writer.join();
        for (const QString& error : errors)
            QVERIFY2(error.isEmpty(), qPrintable(error));
        const QByteArray saved = contentsOf(path);
        QVERIFY(!saved.isEmpty());
        QCOMPARE(saved, QByteArray(saved.size(), saved.front())); // one save's bytes, whole
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"busy.gtree.json"}));
    }

    void aSaveKilledHalfwayLeavesAWholeFile_data()
    {
        QTest::addColumn<int>("savesBeforeKill");
        for (const int saves : {1, 3, 10})
            QTest::addRow("killed after %d saves", saves) << saves;
    }

    void aSaveKilledHalfwayLeavesAWholeFile()
    {
        QFETCH(int, savesBeforeKill);
        QTemporaryDir dir;
        const QString path = dir.filePath("killed.gtree.json");
        const QByteArray first(4 << 20, 'x');
        const QByteArray second(3 << 20, 'y');
        QCOMPARE(saveAtomically(path, first), QString());
        int ready[2];
        QCOMPARE(::pipe(ready), 0);
        const pid_t child = ::fork();
        QVERIFY(child >= 0);
        if (child == 0) { // saves without end, saying after which it is
            for (int save = 1;; ++save) {
                saveAtomically(path, save % 2 ? second : first);
                if (save == savesBeforeKill)
                    (void)!::write(ready[1], "!", 1);
            }
        }
        char signal = 0;
        QCOMPARE(::read(ready[0], &signal, 1), ssize_t(1));
        ::kill(child, SIGKILL); // most likely in the middle of the next save
        int status = 0;
        ::waitpid(child, &status, 0);
        ::close(ready[0]);
        ::close(ready[1]);
        const QByteArray left = contentsOf(path);
        QVERIFY2(left == first || left == second, qPrintable(QString::number(left.size())));
        // The next save clears what the killed one left.
        QCOMPARE(saveAtomically(path, first), QString());
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList({"killed.gtree.json"}));
    }
};

QTEST_MAIN(FilesTest)
#include "tst_files.moc"
