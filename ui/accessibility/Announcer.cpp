// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/accessibility/Announcer.h"

#include <QAccessibleObject>
#include <QCoreApplication>
#include <QTimer>

namespace gtl::ui {

namespace {

class AnnouncerAccessible : public QAccessibleObject {
public:
    explicit AnnouncerAccessible(Announcer* announcer)
        : QAccessibleObject(announcer)
    {
    }

    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(object()->parent()); }
    int childCount() const override { return 0; }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override
    {
        return t == QAccessible::Name ? static_cast<const Announcer*>(object())->sentence() : QString();
    }
    QAccessible::Role role() const override { return QAccessible::Notification; }
    QAccessible::State state() const override { return {}; }
};

QAccessibleInterface* announcerFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("gtl::ui::Announcer"))
        return new AnnouncerAccessible(static_cast<Announcer*>(object));
    return nullptr;
}

void installAnnouncerAccessibility()
{
    QAccessible::installFactory(announcerFactory);
}
Q_COREAPP_STARTUP_FUNCTION(installAnnouncerAccessibility)

} // namespace

Announcer::Announcer(QObject& window)
    : QObject(&window)
{
}

void Announcer::announce(const QString& sentence)
{
    if (sentence.isEmpty() || pending_.contains(sentence))
        return;
    if (pending_.isEmpty())
        QTimer::singleShot(0, this, &Announcer::flush);
    pending_.append(sentence);
}

void Announcer::flush()
{
    sentence_ = pending_.join(QLatin1Char(' '));
    pending_.clear();
    emit announced(sentence_);
    if (!QAccessible::isActive())
        return;
    QAccessibleEvent named(this, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&named);
    QAccessibleEvent shown(this, QAccessible::ObjectShow);
    QAccessible::updateAccessibility(&shown);
}

} // namespace gtl::ui
