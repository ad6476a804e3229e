// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/accessibility/HighContrast.h"

#include <QApplication>

namespace gtl::ui {

QPalette highContrastPalette()
{
    const QColor black(Qt::black);
    const QColor white(Qt::white);
    const QColor grey("#595959"); // 7:1 on white
    // Window text, button, light, dark, mid, text, bright text, base, window.
    QPalette p(black, white, white, black, grey, black, white, white, white);
    p.setColor(QPalette::ButtonText, black);
    p.setColor(QPalette::Midlight, QColor("#bfbfbf"));
    p.setColor(QPalette::AlternateBase, QColor("#f0f0f0"));
    p.setColor(QPalette::Highlight, QColor("#0040a0"));
    p.setColor(QPalette::HighlightedText, white);
    p.setColor(QPalette::ToolTipBase, white);
    p.setColor(QPalette::ToolTipText, black);
    p.setColor(QPalette::PlaceholderText, grey);
    p.setColor(QPalette::Link, QColor("#0040a0"));
    p.setColor(QPalette::LinkVisited, QColor("#5c2270"));
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, grey);
    return p;
}

void useHighContrast(bool on)
{
    static const QPalette ordinary = QApplication::palette();
    QApplication::setPalette(on ? highContrastPalette() : ordinary);
}

} // namespace gtl::ui
