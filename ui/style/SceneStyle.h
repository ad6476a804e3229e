// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>

namespace gtl::ui {

/// Colours and type of the tree scene. Every state also differs by shape, line style or text,
/// so no meaning rests on colour alone; the colour-blind-safe palette uses the Okabe–Ito
/// colours, the high-contrast one black on white with dark accents and heavier lines, and
/// projector mode raises contrast and line widths for a washed-out screen. In every palette a
/// text keeps 4.5:1 against what it is drawn on and a line 3:1 (WCAG 2.1 AA).
struct SceneStyle {
    enum class Palette { Standard, ColourBlindSafe, HighContrast };

    QColor background;
    QColor edge;
    QColor prunedEdge;
    QColor pathEdge;
    QColor outline;
    QColor unvisitedFill;
    QColor pathFill;
    QColor doneFill;
    QColor prunedFill;
    QColor knownFill; ///< below a node the transposition table answered
    QColor beyondFill; ///< below the horizon of a depth-limited search
    QColor tableTag; ///< what the table answered or filed
    QColor quiescenceBand; ///< translucent, over the levels quiescence search reaches past the horizon
    QColor prunedText;
    QColor pendingText; ///< leaf values the search has not read yet
    QColor current;
    QColor text;
    QColor tagBackground;
    QColor cutTag;
    QColor rightMark; ///< practice: a leaf rightly crossed out, or one that should have been
    QColor cutTagText;
    QColor boundText;
    QColor labelBackground;
    QColor markX;
    QColor markO;
    qreal lineWidth = 1.6;
    /// The narrowest column, in pixels, a tree is laid out with: what opens at a given width.
    qreal minColumnPx = 46;
    /// The shortest level, in pixels, a tree is drawn with: a deeper tree scrolls instead, so
    /// that a parent, its move's label and its child always fit above each other.
    qreal minLevelPx = 60;
    /// No text on the tree is drawn smaller than this, in pixels.
    int minTextPx = 11;
    QFont valueFont;
    QFont pendingValueFont;
    QFont tagFont;
    QFont labelFont;

    static SceneStyle make(Palette palette, bool projector);
    /// Makes every text @p factor times as large, and the columns and levels that hold them.
    void scaleText(qreal factor);
    /// The colour @p top shows on @p bottom, its translucency mixed in.
    static QColor over(const QColor& top, const QColor& bottom);
};

} // namespace gtl::ui
