// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"
#include "ui/style/SceneStyle.h"

#include <QWidget>

#include <map>
#include <vector>

namespace gtl::ui {

class GamePainter;

/// The position of the game being played, drawn large by its game's painter: a click on a
/// square or column, or its number typed while the board has the keyboard, picks a move. Notes
/// stand on the moves (what perfect play says of each): above a column, inside a square; a
/// game played by columns has the columns' numbers under them, the digits the keyboard plays.
/// No note or number is drawn below the scene's legibility floor.
class BoardWidget : public QWidget {
    Q_OBJECT

public:
    /// A text drawn on the board, where and how large.
    struct Label {
        enum class Kind { Note, Number };
        Kind kind = Kind::Note;
        int move = 0; ///< the number of the move the text stands on
        QString text;
        QRectF area;
        QFont font;
    };

    explicit BoardWidget(QWidget* parent = nullptr);

    /// Shows @p position of @p game; moves are picked only while @p acceptsMoves.
    void showPosition(const GameKind& game, Position position, bool acceptsMoves);
    void setSceneStyle(const SceneStyle& style);
    /// A few words on each move by its number, drawn on the board, or where they do not fit
    /// the move's short note; empty for none.
    void setNotes(std::map<int, QString> notes, std::map<int, QString> shortNotes = {});
    const std::map<int, QString>& notes() const { return notes_; }
    /// The notes and numbers as painted at the widget's present size.
    std::vector<Label> labels() const;
    /// Where the board stands in the widget, the notes' strip aside.
    QRectF boardBox() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    /// The user picked the move people number @p number.
    void movePicked(int number);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    /// Whether the game's moves are whole columns, whose notes go above the board.
    bool notesAbove() const;
    /// The moves numbered 1, 2, … that the board has room for.
    int moveCount() const;
    /// The type of the notes and numbers: as large as the values on the tree's nodes, so that
    /// perfect play's verdicts read from as far as the search's values do.
    QFont labelFont() const;
    qreal stripHeight() const;
    /// The strip under the columns with their numbers.
    qreal numbersHeight() const;
    Label noteLabel(int number, const QString& note) const;

    const GamePainter* painter_ = nullptr;
    Position position_ = 0;
    bool acceptsMoves_ = false;
    SceneStyle style_;
    std::map<int, QString> notes_;
    std::map<int, QString> shortNotes_;
};

} // namespace gtl::ui
