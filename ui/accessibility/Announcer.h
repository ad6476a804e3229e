// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

namespace gtl::ui {

/// Says a sentence to assistive technology without taking the keyboard focus: an accessible
/// notification (role Notification) that is shown anew with each sentence, which screen
/// readers on AT-SPI, Orca among them, speak as it appears. Qt 6.4 has no announcement
/// event; a notification appearing is what those readers present.
///
/// A reader asks for the text when it gets to the event, later: sentences given in one turn of
/// the event loop (a step's narration and the lesson caption it reaches) go out as one.
class Announcer : public QObject {
    Q_OBJECT

public:
    /// Announces on behalf of @p window, whose accessible child it reports to be.
    explicit Announcer(QObject& window);

    /// Queues @p sentence; the queue goes out once control returns to the event loop.
    void announce(const QString& sentence);
    /// What was announced last, or "".
    const QString& sentence() const { return sentence_; }

signals:
    /// @p text went out to assistive technology.
    void announced(const QString& text);

private:
    void flush();

    QStringList pending_;
    QString sentence_;
};

} // namespace gtl::ui
