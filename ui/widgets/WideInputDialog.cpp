// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/WideInputDialog.h"

#include <QGuiApplication>
#include <QLabel>

namespace gtl::ui {

std::unique_ptr<QInputDialog> wideInputDialog(QWidget* parent, const QString& title, const QString& label)
{
    auto dialog = std::make_unique<QInputDialog>(parent);
    dialog->setWindowTitle(title);
    dialog->setLabelText(label);
    // The title bar shows the application's name after the title, in the window manager's
    // (often bold) type, beside the icon and the window buttons. The dialog's layout fixes its
    // minimum size from its contents, so the room is asked for by the label it lays out.
    const QString shown = title + QStringLiteral(" — ") + QGuiApplication::applicationDisplayName();
    const int width = dialog->fontMetrics().horizontalAdvance(shown) * 3 / 2 + 120;
    if (auto* text = dialog->findChild<QLabel*>())
        text->setMinimumWidth(width);
    return dialog;
}

} // namespace gtl::ui
