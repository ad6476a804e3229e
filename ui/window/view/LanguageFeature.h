// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QMenu;

namespace gtl::ui {

struct WindowParts;

/// View → Language: the system's language, English or German, kept in the settings. The
/// window is built in one language, so a change applies when the program starts next; the
/// status bar says so, in the language chosen.
class LanguageFeature : public QObject {
    Q_OBJECT

public:
    explicit LanguageFeature(const WindowParts& parts);
    QMenu& menu() const { return *menu_; }

private:
    QMenu* menu_;
};

} // namespace gtl::ui
