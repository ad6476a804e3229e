// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonArray>
#include <QString>

namespace gtl::ui {

/// The SVG frames of a run, stored once each piece: a frame is cut into lines (one element
/// of the painter's output a line), every distinct line is kept once, and a frame is the list
/// of its lines' numbers written as ranges ("0-41,57,43-60"). From one step to the next only
/// a few nodes change, so a run of hundreds of steps costs little more than its first frame.
class SvgFrameBook {
public:
    /// Adds @p svg; returns its ranges.
    QString add(const QByteArray& svg);

    /// Every distinct line, in the order first seen: what the ranges count in.
    const QJsonArray& pieces() const { return pieces_; }

    /// How many bytes the distinct lines hold.
    qint64 pieceBytes() const { return pieceBytes_; }

private:
    int numberOf(const QByteArray& line);

    QHash<QByteArray, int> numbers_;
    QJsonArray pieces_;
    qint64 pieceBytes_ = 0;
};

} // namespace gtl::ui
