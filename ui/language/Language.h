// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QLocale>
#include <QString>

namespace gtl::ui {

/// The window's language: the system's (the locale, LANGUAGE first), or one chosen in
/// View → Language and kept in the settings. It is installed once, before the window is made,
/// and a change applies when the program starts next.
class Language {
    Q_DECLARE_TR_FUNCTIONS(Language)

public:
    struct Choice {
        QString code; ///< "" for the system's language, else "en", "de"
        QString name; ///< in its own language: "English", "Deutsch"
    };

    /// The system's language first, then each language the window speaks.
    static QList<Choice> choices();
    /// The chosen language's code, "" for the system's.
    static QString saved();
    static void save(const QString& code);
    /// Installs the translations of the saved language, or with @p useSaved false (a
    /// screenshot, an export) of the system's, for Game Tree Lab and Qt's own dialogs.
    static void install(bool useSaved);
    /// The language installed: "en" when no translation is.
    static QString installed();
    /// How the window writes numbers when it speaks @p language ("en", "de"): as the language
    /// does in @p system's region where @p system speaks it too, else as the language does,
    /// so that no number in an English window is written the German way.
    static QLocale numberLocale(const QString& language, const QLocale& system);
};

} // namespace gtl::ui
