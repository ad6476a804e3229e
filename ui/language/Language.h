// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QList>
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
};

} // namespace gtl::ui
