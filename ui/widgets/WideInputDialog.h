// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QInputDialog>

#include <memory>

namespace gtl::ui {

/// An input dialog wide enough that window managers do not cut its title short ("Set Va…").
std::unique_ptr<QInputDialog> wideInputDialog(QWidget* parent, const QString& title, const QString& label);

} // namespace gtl::ui
