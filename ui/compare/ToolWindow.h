// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QMainWindow;
class QWidget;

namespace gtl::ui {

/// Makes @p window a companion of the main window: @p roomy in size but never larger than its
/// screen, and closed by Esc or Ctrl+W.
void setUpToolWindow(QMainWindow& window, QSize roomy);
/// Makes @p content the centre of @p window, with the strip @p progress of its searches above.
void setCentre(QMainWindow& window, QWidget& progress, QWidget& content);

} // namespace gtl::ui
