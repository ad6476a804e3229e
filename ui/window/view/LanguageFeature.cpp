// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/view/LanguageFeature.h"

#include "ui/language/Language.h"
#include "ui/window/WindowParts.h"

#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QStatusBar>

namespace gtl::ui {
namespace {

/// "Applies at the next start" in the language chosen, which the window does not speak yet.
QString nextStartNote(const QString& code)
{
    if (code == QLatin1String("de"))
        return QStringLiteral("Die Sprache wechselt beim nächsten Start von Game Tree Lab.");
    if (code == QLatin1String("en"))
        return QStringLiteral("The language changes when Game Tree Lab starts next.");
    return LanguageFeature::tr("The language changes when Game Tree Lab starts next.");
}

} // namespace

LanguageFeature::LanguageFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , menu_(new QMenu(tr("Language"), &parts.window))
{
    menu_->setObjectName("languageMenu");
    auto* group = new QActionGroup(menu_);
    const QString saved = Language::saved();
    for (const Language::Choice& choice : Language::choices()) {
        QAction* action = menu_->addAction(choice.name);
        action->setCheckable(true);
        action->setChecked(choice.code == saved);
        action->setData(choice.code);
        group->addAction(action);
    }
    QMainWindow* window = &parts.window;
    connect(group, &QActionGroup::triggered, this, [window](QAction* action) {
        const QString code = action->data().toString();
        Language::save(code);
        window->statusBar()->showMessage(nextStartNote(code), 8000);
    });
}

} // namespace gtl::ui
