// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editing/TreeTextEditor.h"

#include "core/games/GameRegistry.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/widgets/ScrollingLabel.h"

#include <QDockWidget>
#include <QFontDatabase>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QVBoxLayout>

namespace gtl::ui {

TreeTextEditor::TreeTextEditor(QWidget* parent)
    : QWidget(parent)
    , edit_(new QPlainTextEdit(this))
    , statusArea_(new ScrollingLabel(2, this))
    , status_(statusArea_->label())
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    edit_->setFont(font);
    edit_->setAccessibleName(tr("Tree text"));
    statusArea_->setAccessibleName(tr("What the tree text holds"));
    edit_->setPlaceholderText(tr("Type a tree, e.g. (A:(3,12,8), B:(2,4,6), C:(14,5,2))"));
    edit_->setToolTip(tr("Nested parentheses, integer leaves, optional move labels written label:"));
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(edit_, 1);
    layout->addWidget(statusArea_);
    pause_.setSingleShot(true);
    pause_.setInterval(400);
    connect(&pause_, &QTimer::timeout, this, &TreeTextEditor::validate);
    connect(edit_, &QPlainTextEdit::textChanged, this, [this] {
        if (!showing_)
            pause_.start();
    });
}

void TreeTextEditor::showTree(const GameTree& tree)
{
    // The tree just typed comes back from the window: the text stays as its author wrote it.
    if (echoing_)
        return;
    // A game's position whose search has not run (or was refused) has no moves yet: its text
    // would be a leaf worth 0.
    const bool unsearched = tree.size() == 1 && tree.isOpen(GameTree::root());
    const bool asText = tree.size() <= kMaxShownNodes && !unsearched;
    const QString text = asText ? QString::fromStdString(toTreeText(tree)) : QString();
    // The same tree again, searched with other options: what is still being typed or corrected
    // stays, waiting or with its error.
    if (asText && text == shownText_ && edit_->toPlainText() != shownText_)
        return;
    pause_.stop();
    showing_ = true;
    const QLocale locale;
    if (!asText) {
        shownText_.clear();
        edit_->setPlainText({});
        edit_->setReadOnly(true);
        edit_->setPlaceholderText(unsearched
                ? tr("Not searched: the position's moves come with its search.")
                : tr("This tree has %1 nodes: too many to show as text.").arg(locale.toString(tree.size())));
    } else {
        shownText_ = text;
        // A game's tree follows the rules of the game, as on the canvas: its text can be read
        // and copied, not edited into another tree.
        edit_->setReadOnly(GameRegistry::of(tree));
        edit_->setPlaceholderText(tr("Type a tree, e.g. (A:(3,12,8), B:(2,4,6), C:(14,5,2))"));
        if (edit_->toPlainText() != shownText_)
            edit_->setPlainText(shownText_);
    }
    showing_ = false;
    error_.clear();
    edit_->setExtraSelections({});
    const GameKind* game = GameRegistry::of(tree);
    status_->setText(game
            ? tr("%1 — %2 trees follow the rules of the game")
                  .arg(nodeCountText(tree.size()), translated(GameKind::nameInSentence(game->names().name)))
            : nodeCountText(tree.size()));
    status_->setStyleSheet({});
}

QString TreeTextEditor::text() const
{
    return edit_->toPlainText();
}

void TreeTextEditor::setText(const QString& text)
{
    edit_->setPlainText(text);
}

QString TreeTextEditor::error() const
{
    return error_;
}

void TreeTextEditor::validateNow()
{
    pause_.stop();
    validate();
}

void TreeTextEditor::applyPendingEdit()
{
    if (pause_.isActive())
        validateNow();
}

bool TreeTextEditor::mayDiscardText()
{
    applyPendingEdit();
    if (error_.isEmpty())
        return true;
    QMessageBox ask(QMessageBox::Warning, tr("Tree text not applied"),
        tr("The tree text has an error and will be lost: %1").arg(error_), QMessageBox::Discard | QMessageBox::Cancel,
        window());
    ask.setInformativeText(tr("The tree on screen is the last valid one. Go back to the text to correct it?"));
    ask.button(QMessageBox::Cancel)->setText(tr("Back to the Tree Text"));
    ask.setDefaultButton(QMessageBox::Cancel);
    if (ask.exec() == QMessageBox::Discard) {
        // Discarded, the text goes back to the tree on screen, as any tree shown next expects.
        showing_ = true;
        edit_->setPlainText(shownText_);
        showing_ = false;
        error_.clear();
        return true;
    }
    goToError();
    return false;
}

void TreeTextEditor::goToError()
{
    if (auto* dock = qobject_cast<QDockWidget*>(parentWidget())) {
        dock->show();
        dock->raise(); // it may be a tab behind another panel
    }
    QTextCursor cursor = edit_->textCursor();
    cursor.setPosition(errorPosition_);
    edit_->setTextCursor(cursor);
    edit_->ensureCursorVisible();
    edit_->setFocus(Qt::OtherFocusReason);
}

void TreeTextEditor::validate()
{
    const QString text = edit_->toPlainText();
    auto parsed = TreeTextParser::parse(text.toStdString());
    if (!parsed) {
        error_ = translated(parsed.error().sentence());
        status_->setText(tr("%1 — the tree on screen is the last valid one").arg(error_));
        status_->setStyleSheet("QLabel { color: #b00020; font-weight: bold; }");
        // Underline the offending character (or the end of its line).
        QTextEdit::ExtraSelection mark;
        const QTextBlock block = edit_->document()->findBlockByNumber(parsed.error().line - 1);
        mark.cursor = QTextCursor(block);
        mark.cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor,
            std::min(parsed.error().column - 1, std::max(0, block.length() - 2)));
        errorPosition_ = mark.cursor.position();
        mark.cursor.movePosition(QTextCursor::Right, QTextCursor::KeepAnchor);
        mark.format.setUnderlineStyle(QTextCharFormat::WaveUnderline);
        mark.format.setUnderlineColor(QColor("#b00020"));
        mark.format.setBackground(QColor("#ffd6dc"));
        edit_->setExtraSelections({mark});
        return;
    }
    error_.clear();
    edit_->setExtraSelections({});
    status_->setText(nodeCountText(parsed->size()));
    status_->setStyleSheet({});
    const QString written = QString::fromStdString(toTreeText(*parsed));
    if (written != shownText_) {
        shownText_ = written;
        echoing_ = true;
        emit treeEdited(*parsed);
        echoing_ = false;
    }
}

} // namespace gtl::ui
