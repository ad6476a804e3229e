// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/web/SvgFrameBook.h"

#include <QStringList>

namespace gtl::ui {

int SvgFrameBook::numberOf(const QByteArray& line)
{
    const auto known = numbers_.constFind(line);
    if (known != numbers_.constEnd())
        return *known;
    const int number = int(pieces_.size());
    numbers_.insert(line, number);
    pieces_.append(QString::fromUtf8(line));
    pieceBytes_ += line.size();
    return number;
}

QString SvgFrameBook::add(const QByteArray& svg)
{
    QStringList ranges;
    int from = -1;
    int to = -1;
    const auto close = [&] {
        if (from >= 0)
            ranges.append(from == to ? QString::number(from) : QStringLiteral("%1-%2").arg(from).arg(to));
    };
    for (const QByteArray& line : svg.split('\n')) {
        const QByteArray trimmed = line.trimmed();
        if (trimmed.isEmpty())
            continue;
        const int number = numberOf(trimmed);
        if (from >= 0 && number == to + 1) {
            to = number;
            continue;
        }
        close();
        from = to = number;
    }
    close();
    return ranges.join(',');
}

} // namespace gtl::ui
