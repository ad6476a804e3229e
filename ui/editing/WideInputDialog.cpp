#include "ui/editing/WideInputDialog.h"

namespace gtl::ui {

std::unique_ptr<QInputDialog> wideInputDialog(QWidget* parent, const QString& title, const QString& label)
{
    auto dialog = std::make_unique<QInputDialog>(parent);
    dialog->setWindowTitle(title);
    dialog->setLabelText(label);
    // The title bar also holds the application's name and the window buttons.
    dialog->setMinimumWidth(dialog->fontMetrics().horizontalAdvance(title) * 3 + 160);
    return dialog;
}

} // namespace gtl::ui
