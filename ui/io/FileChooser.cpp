// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/io/FileChooser.h"

#include <QFileDialog>

namespace gtl::ui::FileChooser {

QString open(QWidget* parent, const QString& title, const QString& filter)
{
    return QFileDialog::getOpenFileName(parent, title, {}, filter, nullptr, QFileDialog::ReadOnly);
}

QString save(QWidget* parent, const QString& title, const QString& suggested, const QString& filter)
{
    return QFileDialog::getSaveFileName(parent, title, suggested, filter, nullptr, QFileDialog::ReadOnly);
}

} // namespace gtl::ui::FileChooser
