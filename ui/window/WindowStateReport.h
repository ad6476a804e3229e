// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAbstractNativeEventFilter>
#include <QObject>
#include <QString>
#include <QTimer>

namespace gtl::ui {

class MainWindow;

/// Writes what a window shows and where the keyboard is (step, focus, lesson stop, modes,
/// geometry) as JSON into a file, a moment after every key, resize and step, so that a test
/// driving the real window through the window system can see what each key did. The
/// environment variable GAMETREE_LAB_STATE_FILE turns it on.
class WindowStateReport : public QObject, public QAbstractNativeEventFilter {
    Q_OBJECT

public:
    static constexpr const char* kEnvironmentVariable = "GAMETREE_LAB_STATE_FILE";

    WindowStateReport(MainWindow& window, QString path);

    /// The state as the file holds it.
    QByteArray json() const;

    bool nativeEventFilter(const QByteArray& eventType, void* message, qintptr* result) override;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void write();

    MainWindow& window_;
    QString path_;
    QTimer pending_;
    /// Keys pressed in any of the application's windows, as the X server sent them (before
    /// shortcuts, menus or a modal dialog take them): a test waits for its key to count.
    int keys_ = 0;
};

} // namespace gtl::ui
