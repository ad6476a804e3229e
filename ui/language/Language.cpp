// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/language/Language.h"

#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace gtl::ui {
namespace {

const char* const kKey = "view/language";

QString& installedCode()
{
    static QString code = QStringLiteral("en");
    return code;
}

} // namespace

QList<Language::Choice> Language::choices()
{
    return {{QString(), tr("System")}, {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

QString Language::saved()
{
    return QSettings().value(kKey).toString();
}

void Language::save(const QString& code)
{
    QSettings settings;
    if (code.isEmpty())
        settings.remove(kKey);
    else
        settings.setValue(kKey, code);
}

void Language::install(bool useSaved)
{
    const QString code = useSaved ? saved() : QString();
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    // Owned by the application, which keeps them for as long as it runs.
    auto* own = new QTranslator(QCoreApplication::instance());
    if (own->load(locale, QStringLiteral("gametree-lab"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QCoreApplication::installTranslator(own);
        installedCode() = own->language().section(QLatin1Char('_'), 0, 0);
        auto* qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
    }
    // Numbers are written as the window's language writes them: "0,5 s" in a German window,
    // "0.5 s" in an English one, whatever the system's numbers are.
    QLocale::setDefault(numberLocale(installed(), QLocale::system()));
}

QLocale Language::numberLocale(const QString& language, const QLocale& system)
{
    // The system's language and region, not its own separators: those may come from another
    // setting (LC_NUMERIC) than its language.
    const QLocale spoken(language);
    return system.language() == spoken.language() ? QLocale(system.language(), system.territory()) : spoken;
}

QString Language::installed()
{
    return installedCode();
}

} // namespace gtl::ui
