// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/language/Language.h"

#include <QDir>
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
    QList<Choice> choices{{QString(), tr("System")}, {QStringLiteral("en"), QStringLiteral("English")}};
    // Every other language is a translation built into the window: a new .ts file adds one.
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("gametree-lab_*.qm")});
    for (const QString& file : files) {
        const QString code = file.section(QLatin1Char('_'), 1).section(QLatin1Char('.'), 0, 0);
        if (code == QLatin1String("en")) // the sources' own language, its plural forms only
            continue;
        QString name = QLocale(code).nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper(); // "français" as the menu's entry starts: "Français"
        choices.append({code, name});
    }
    return choices;
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
    // English is the sources' language; its file holds their plural forms ("1 node"), and a
    // language without a translation of its own gets it.
    if (own->load(locale, QStringLiteral("gametree-lab"), QStringLiteral("_"), QStringLiteral(":/i18n"))
        || own->load(QStringLiteral(":/i18n/gametree-lab_en.qm")))
        QCoreApplication::installTranslator(own);
    installedCode() = own->language().section(QLatin1Char('_'), 0, 0);
    if (installedCode() != QLatin1String("en")) {
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
