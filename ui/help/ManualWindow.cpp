// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/help/ManualWindow.h"

#include <QAction>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QScreen>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QToolBar>
#include <QVBoxLayout>

namespace gtl::ui {
namespace {

/// Where the manual's chapters are built into the program, and where its repository is, for
/// the links that lead out of the manual to the sources.
constexpr auto kFolder = ":/manual/";
constexpr auto kRepository = "https://github.com/gametreelab/gametree-lab/blob/main/";

/// A heading's anchor as the code host makes it: lower case, without punctuation, spaces as
/// hyphens.
QString anchorOf(const QString& heading)
{
    static const QRegularExpression punctuation(
        QStringLiteral("[^\\w\\- ]"), QRegularExpression::UseUnicodePropertiesOption);
    return heading.toLower().remove(punctuation).replace(QLatin1Char(' '), QLatin1Char('-'));
}

/// The title of a chapter: its first line, a heading.
QString titleOf(const QUrl& chapter)
{
    QFile file(QLatin1Char(':') + chapter.path());
    if (!file.open(QIODevice::ReadOnly))
        return chapter.fileName();
    return QString::fromUtf8(file.readLine()).remove(QLatin1Char('#')).trimmed();
}

} // namespace

QUrl ManualWindow::contentsPage()
{
    return chapterPage(QStringLiteral("index.md"));
}

QUrl ManualWindow::chapterPage(const QString& chapter, const QString& heading)
{
    QUrl page(QStringLiteral("qrc") + kFolder + chapter);
    if (!heading.isEmpty())
        page.setFragment(heading);
    return page;
}

QList<QUrl> ManualWindow::chapters()
{
    // In the order the contents page lists them.
    QList<QUrl> all{contentsPage()};
    QFile contents(QLatin1Char(':') + contentsPage().path());
    contents.open(QIODevice::ReadOnly);
    static const QRegularExpression link(QStringLiteral("\\]\\(([\\w-]+\\.md)\\)"));
    for (auto it = link.globalMatch(QString::fromUtf8(contents.readAll())); it.hasNext();)
        all.append(chapterPage(it.next().captured(1)));
    return all;
}

ManualWindow::ManualWindow(QWidget* parent)
    : QWidget(parent, Qt::Window)
    , contents_(new QListWidget(this))
    , browser_(new QTextBrowser(this))
    , find_(new QLineEdit(this))
{
    setObjectName(QStringLiteral("manualWindow"));
    setWindowTitle(tr("Manual"));
    browser_->setOpenLinks(false);
    // Larger than the panels' type, for reading; Ctrl+plus and Ctrl+minus change it.
    QFont font = browser_->font();
    font.setPointSizeF(font.pointSizeF() * 1.15);
    browser_->setFont(font);
    browser_->setAccessibleName(tr("Manual page"));
    contents_->setAccessibleName(tr("Chapters"));
    for (const QUrl& chapter : chapters()) {
        auto* item = new QListWidgetItem(titleOf(chapter), contents_);
        item->setData(Qt::UserRole, chapter);
    }
    connect(contents_, &QListWidget::itemActivated, this,
        [this](const QListWidgetItem* item) { showPage(item->data(Qt::UserRole).toUrl()); });
    connect(contents_, &QListWidget::itemClicked, this,
        [this](const QListWidgetItem* item) { showPage(item->data(Qt::UserRole).toUrl()); });
    connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& link) {
        const QUrl target = browser_->source().resolved(link);
        if (target.scheme() == QLatin1String("qrc") && QFile::exists(QLatin1Char(':') + target.path()))
            showPage(target);
        else if (target.scheme() == QLatin1String("qrc")) // a file of the repository beside the manual
            QDesktopServices::openUrl(QUrl(kRepository + QDir::cleanPath(target.path().mid(1))));
        else
            QDesktopServices::openUrl(target);
    });
    connect(browser_, &QTextBrowser::sourceChanged, this, [this](const QUrl& source) {
        nameHeadings();
        for (int row = 0; row < contents_->count(); ++row) {
            if (contents_->item(row)->data(Qt::UserRole).toUrl().path() == source.path())
                contents_->setCurrentRow(row);
        }
    });

    auto* bar = new QToolBar(this);
    QAction* back = bar->addAction(tr("Back"), browser_, &QTextBrowser::backward);
    back->setShortcut(QKeySequence::Back);
    back->setEnabled(false);
    connect(browser_, &QTextBrowser::backwardAvailable, back, &QAction::setEnabled);
    QAction* forward = bar->addAction(tr("Forward"), browser_, &QTextBrowser::forward);
    forward->setShortcut(QKeySequence::Forward);
    forward->setEnabled(false);
    connect(browser_, &QTextBrowser::forwardAvailable, forward, &QAction::setEnabled);
    bar->addAction(tr("Contents"), this, [this] { showPage(contentsPage()); })
        ->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    bar->addSeparator();
    find_->setPlaceholderText(tr("Find in this page (Ctrl+F)"));
    find_->setAccessibleName(tr("Find in this page"));
    find_->setClearButtonEnabled(true);
    bar->addWidget(find_);
    connect(find_, &QLineEdit::returnPressed, this, [this] { findNext(false); });
    auto* focusFind = new QAction(this);
    focusFind->setShortcut(QKeySequence::Find);
    connect(focusFind, &QAction::triggered, this, [this] {
        find_->setFocus();
        find_->selectAll();
    });
    addAction(focusFind);
    auto* findAgain = new QAction(this);
    findAgain->setShortcuts(QKeySequence::FindNext);
    connect(findAgain, &QAction::triggered, this, [this] { findNext(false); });
    addAction(findAgain);
    auto* findBack = new QAction(this);
    findBack->setShortcuts(QKeySequence::FindPrevious);
    connect(findBack, &QAction::triggered, this, [this] { findNext(true); });
    addAction(findBack);
    auto* larger = new QAction(this);
    larger->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    connect(larger, &QAction::triggered, this, [this] { browser_->zoomIn(2); });
    addAction(larger);
    auto* smaller = new QAction(this);
    smaller->setShortcuts(QKeySequence::ZoomOut);
    connect(smaller, &QAction::triggered, this, [this] { browser_->zoomOut(2); });
    addAction(smaller);
    auto* close = new QAction(this);
    close->setShortcuts({QKeySequence::Close, QKeySequence(Qt::Key_Escape)});
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(contents_);
    splitter->addWidget(browser_);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({220, 780});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(bar);
    layout->addWidget(splitter);

    // A page as wide as a book's, never larger than the screen's room.
    const QScreen* screen = parent ? parent->screen() : QGuiApplication::primaryScreen();
    const QSize room = screen ? screen->availableGeometry().size() * 0.9 : QSize(1100, 650);
    resize(QSize(1100, 800).boundedTo(room));
}

void ManualWindow::showPage(const QUrl& page)
{
    // The page on show is not loaded again (a click on its chapter would add it to the history).
    if (browser_->source().path() != page.path())
        browser_->setSource(page, QTextDocument::MarkdownResource);
    else if (page.hasFragment())
        browser_->scrollToAnchor(page.fragment());
    show();
    raise();
    activateWindow();
}

void ManualWindow::nameHeadings()
{
    QTextDocument* document = browser_->document();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0)
            continue;
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat named;
        named.setAnchor(true);
        named.setAnchorNames({anchorOf(block.text())});
        cursor.mergeCharFormat(named);
    }
    if (browser_->source().hasFragment())
        browser_->scrollToAnchor(browser_->source().fragment());
}

void ManualWindow::findNext(bool backward)
{
    const QString text = find_->text();
    if (text.isEmpty())
        return;
    const QTextDocument::FindFlags flags = backward ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (browser_->find(text, flags))
        return;
    // From the other end of the page, once.
    QTextCursor cursor = browser_->textCursor();
    cursor.movePosition(backward ? QTextCursor::End : QTextCursor::Start);
    browser_->setTextCursor(cursor);
    browser_->find(text, flags);
}

} // namespace gtl::ui
