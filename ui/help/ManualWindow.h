// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QUrl>
#include <QWidget>

class QLineEdit;
class QListWidget;
class QTextBrowser;

namespace gtl::ui {

/// The manual's chapters (Markdown, built into the program) in a window of their own: the
/// contents beside the text, back and forward, find, and links between chapters that land on
/// their heading. Links out of the manual open in the desktop's browser.
class ManualWindow : public QWidget {
    Q_OBJECT

public:
    /// The first page: the manual's contents.
    static QUrl contentsPage();
    /// The page of chapter @p chapter ("comparing.md"), at its heading @p heading
    /// ("the-enhancements-lab") if given.
    static QUrl chapterPage(const QString& chapter, const QString& heading = {});
    /// Every chapter, the contents first.
    static QList<QUrl> chapters();

    explicit ManualWindow(QWidget* parent = nullptr);

    /// Shows @p page, raised: from a window's help, the chapter for what is on it.
    void showPage(const QUrl& page);
    const QTextBrowser& browser() const { return *browser_; }

private:
    /// Names each heading of the page shown by its anchor on the code host, so that a link to
    /// "chapter.md#heading" lands on it.
    void nameHeadings();
    void findNext(bool backward);

    QListWidget* contents_;
    QTextBrowser* browser_;
    QLineEdit* find_;
};

} // namespace gtl::ui
