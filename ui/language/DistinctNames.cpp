// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/language/DistinctNames.h"

#include <QRegularExpression>

namespace gtl::ui {

QStringList distinctNames(const QStringList& names)
{
    static const QRegularExpression separator(QStringLiteral("(?= · )|(?=, )"));
    QList<QStringList> words;
    for (const QString& name : names)
        words.append(name.split(separator));
    const auto shared = [&](auto wordAt) {
        qsizetype count = 0;
        for (;; ++count) {
            for (const QStringList& w : std::as_const(words)) {
                if (count + 1 >= w.size() || wordAt(w, count) != wordAt(words.front(), count))
                    return count;
            }
        }
    };
    if (names.size() < 2)
        return names;
    const qsizetype front = shared([](const QStringList& w, qsizetype i) { return w[i]; });
    const qsizetype back = shared([](const QStringList& w, qsizetype i) { return w[w.size() - 1 - i]; });
    QStringList distinct;
    for (const QStringList& w : std::as_const(words)) {
        if (front + back >= w.size())
            return names;
        QString name = w.mid(front, w.size() - front - back).join(QString());
        static const QRegularExpression lead(QStringLiteral("^( · |, )"));
        distinct.append(name.remove(lead));
    }
    return distinct;
}

} // namespace gtl::ui
