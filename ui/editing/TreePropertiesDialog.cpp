// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editing/TreePropertiesDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace gtl::ui {

TreePropertiesDialog::TreePropertiesDialog(const Properties& start, bool rootPlayerFixed, QWidget* parent)
    : QDialog(parent)
    , title_(new QLineEdit(start.title, this))
    , description_(new QPlainTextEdit(start.description, this))
    , rootPlayer_(new QComboBox(this))
{
    setWindowTitle(tr("Tree Properties"));
    title_->setMaxLength(200);
    description_->setPlaceholderText(tr("What the class should notice in this tree"));
    description_->setTabChangesFocus(true);
    rootPlayer_->addItem(tr("MAX"), int(Player::Max));
    rootPlayer_->addItem(tr("MIN"), int(Player::Min));
    rootPlayer_->setCurrentIndex(start.rootPlayer == Player::Max ? 0 : 1);
    rootPlayer_->setEnabled(!rootPlayerFixed);
    if (rootPlayerFixed)
        rootPlayer_->setToolTip(tr("In a position of a game the side to move follows from the position"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Title:"), title_);
    form->addRow(tr("Description:"), description_);
    form->addRow(tr("Moves first:"), rootPlayer_);
    form->addRow(buttons);
    resize(520, 320);
}

TreePropertiesDialog::Properties TreePropertiesDialog::properties() const
{
    return {
        title_->text().trimmed(), description_->toPlainText().trimmed(), Player(rootPlayer_->currentData().toInt())};
}

} // namespace gtl::ui
