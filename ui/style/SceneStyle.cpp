// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/style/SceneStyle.h"

#include <cmath>

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

/// Black on white, the accents dark enough to carry white type, the lines heavier: for low
/// vision and for the washed-out projector at the back of the room. Okabe–Ito's hues, darkened,
/// keep it colour-blind safe.
void makeHighContrast(SceneStyle& s, bool projector)
{
    s.background = Qt::white;
    s.edge = Qt::black;
    s.prunedEdge = QColor("#595959");
    s.pathEdge = QColor("#0040a0");
    s.outline = Qt::black;
    s.unvisitedFill = Qt::white;
    s.pathFill = QColor("#dce9fa");
    s.doneFill = QColor("#dff2e8");
    s.prunedFill = QColor("#e0e0e0");
    s.knownFill = QColor("#ece2f3");
    s.beyondFill = QColor("#f0f0f0");
    s.tableTag = QColor("#5c2270");
    s.quiescenceBand = s.tableTag;
    s.quiescenceBand.setAlpha(24);
    s.prunedText = QColor("#3d3d3d");
    s.pendingText = QColor("#3d3d3d");
    s.current = QColor("#c26a00");
    s.text = Qt::black;
    s.tagBackground = Qt::white;
    s.cutTag = QColor("#a63a00");
    s.rightMark = QColor("#006b40");
    s.cutTagText = Qt::white;
    s.boundText = Qt::black;
    s.labelBackground = Qt::white;
    s.markX = QColor("#0040a0");
    s.markO = QColor("#a63a00");
    s.lineWidth = projector ? 3.2 : 2.4;
}

} // namespace

SceneStyle SceneStyle::make(Palette palette, bool projector)
{
    SceneStyle s;
    s.background = QColor("#fbfbf8");
    s.edge = QColor("#6b6b6b");
    // Pruned and unread are told by dashes, grey fills and fainter type, yet every line keeps
    // 3:1 and every text 4.5:1 against what it is drawn on (WCAG 2.1 AA).
    s.prunedEdge = QColor("#8a8a8a");
    s.outline = QColor("#2b2b2b");
    s.unvisitedFill = QColor("#ffffff");
    s.prunedFill = QColor("#e4e4e4");
    s.knownFill = QColor("#e9e1f6");
    s.beyondFill = QColor("#f3f3ef");
    s.prunedText = QColor("#626262");
    s.pendingText = QColor("#5c5c5c");
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
        s.cutTag = QColor("#BF5200"); // Okabe–Ito's vermillion, darkened to carry white text
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
    s.quiescenceBand = s.tableTag;
    s.quiescenceBand.setAlpha(24);
    s.valueFont = font(21, QFont::Bold);
    s.pendingValueFont = font(19, QFont::Normal);
    s.tagFont = font(15, QFont::DemiBold);
    s.labelFont = font(15, QFont::Normal);
    if (projector) {
        s.background = Qt::white;
        s.edge = QColor("#333333");
        s.outline = Qt::black;
        s.prunedEdge = QColor("#888888");
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
    if (palette == Palette::HighContrast)
        makeHighContrast(s, projector);
    return s;
}

void SceneStyle::scaleText(qreal factor)
{
    for (QFont* f : {&valueFont, &pendingValueFont, &tagFont, &labelFont})
        f->setPixelSize(int(std::lround(f->pixelSize() * factor)));
    minTextPx = int(std::lround(minTextPx * factor));
    minColumnPx *= factor;
    minLevelPx *= factor;
}

QColor SceneStyle::over(const QColor& top, const QColor& bottom)
{
    const qreal a = top.alphaF();
    return QColor::fromRgbF(float(top.redF() * a + bottom.redF() * (1 - a)),
        float(top.greenF() * a + bottom.greenF() * (1 - a)), float(top.blueF() * a + bottom.blueF() * (1 - a)));
}

} // namespace gtl::ui
