// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/ComparePane.h"

#include "ui/accessibility/TreeReader.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"

#include <QLabel>
#include <QVBoxLayout>

namespace gtl::ui {

ComparePane::ComparePane(std::shared_ptr<const SearchRun> run, const QString& title, QWidget* parent)
    : QWidget(parent)
    , model_(new RunModel(this))
    , title_(new QLabel(title, this))
    , view_(new TreeView(*model_, this))
{
    QFont font = title_->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    font.setBold(true);
    title_->setFont(font);
    title_->setAlignment(Qt::AlignCenter);
    title_->setWordWrap(true); // three long titles side by side must not widen the window
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(title_);
    layout->addWidget(view_, 1);
    // A screen reader walks each compared tree as it walks the window's, with the same keys.
    (new TreeReader(*view_))->addKeys();
    model_->load(std::move(run));
}

QString ComparePane::title() const
{
    return title_->text();
}

} // namespace gtl::ui
