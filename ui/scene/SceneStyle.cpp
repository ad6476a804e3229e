// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/SceneStyle.h"

namespace gtl::ui {
namespace {

/// Scene text is sized in scene units (pixels at 100 % zoom), not points.
QFont font(int pixelSize, QFont::Weight weight)
{
    QFont f("DejaVu Sans");
    f.setPixelSize(pixelSize);
    f.setWeight(weight);
    return f;
}

} // namespace

SceneStyle SceneStyle::make(Palette palette, bool projector)
{
    SceneStyle s;
    s.background = QColor("#fbfbf8");
    s.edge = QColor("#6b6b6b");
    s.prunedEdge = QColor("#b4b4b4");
    s.outline = QColor("#2b2b2b");
    s.unvisitedFill = QColor("#ffffff");
    s.prunedFill = QColor("#e4e4e4");
    s.knownFill = QColor("#e9e1f6");
    s.beyondFill = QColor("#f3f3ef");
    s.prunedText = QColor("#9a9a9a");
    s.pendingText = QColor("#7a7a7a");
    s.text = QColor("#111111");
    s.tagBackground = QColor("#ffffff");
    s.cutTagText = QColor("#ffffff");
    s.boundText = QColor("#1d1d1d");
    s.labelBackground = QColor(255, 255, 255, 230);
    if (palette == Palette::ColourBlindSafe) {
        // Okabe–Ito: blue for the path, bluish green for finished nodes, vermillion for cuts,
        // orange for the current node and the chosen move (its yellow vanishes on the
        // off-white background).
        s.pathEdge = QColor("#0072B2");
        s.pathFill = QColor("#cfe6f5");
        s.doneFill = QColor("#bfe6d8");
        s.current = QColor("#E69F00");
        s.cutTag = QColor("#D55E00");
        s.tableTag = QColor("#8b3f78");
        s.rightMark = QColor("#009E73");
        s.markX = QColor("#0072B2");
        s.markO = QColor("#D55E00");
    } else {
        s.pathEdge = QColor("#1f6fd1");
        s.pathFill = QColor("#d6e6fb");
        s.doneFill = QColor("#d9efcf");
        s.current = QColor("#f0a500");
        s.cutTag = QColor("#d62728");
        s.tableTag = QColor("#6a3d9a");
        s.rightMark = QColor("#1e7b34");
        s.markX = QColor("#1f4fa0");
        s.markO = QColor("#c0392b");
    }
    s.valueFont = font(21, QFont::Bold);
    s.pendingValueFont = font(19, QFont::Normal);
    s.tagFont = font(15, QFont::DemiBold);
    s.labelFont = font(15, QFont::Normal);
    if (projector) {
        s.background = Qt::white;
        s.edge = QColor("#333333");
        s.outline = Qt::black;
        s.prunedEdge = QColor("#9a9a9a");
        s.lineWidth = 2.6;
        s.minColumnPx = 60;
        s.minLevelPx = 66;
        s.minTextPx = 14;
        s.valueFont.setPixelSize(23);
        s.pendingText = QColor("#555555");
        s.pendingValueFont.setPixelSize(21);
        s.tagFont.setPixelSize(17);
        s.tagFont.setWeight(QFont::Bold);
        s.labelFont.setPixelSize(17);
        s.labelFont.setWeight(QFont::DemiBold);
    }
    return s;
}

} // namespace gtl::ui
