// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QUrl>

class QMainWindow;
class QWidget;

namespace gtl::ui {

/// Makes @p window a companion of the main window: @p roomy in size but never larger than its
/// screen, closed by Esc or Ctrl+W, and F1 opens the manual at @p manualPage.
void setUpToolWindow(QMainWindow& window, QSize roomy, const QUrl& manualPage);
/// Makes @p content the centre of @p window, with the strip @p progress of its searches above.
void setCentre(QMainWindow& window, QWidget& progress, QWidget& content);

} // namespace gtl::ui
