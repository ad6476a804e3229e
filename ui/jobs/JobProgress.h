// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;
class QStatusBar;
class QTimer;

namespace gtl::ui {

class JobRunner;

/// A strip that shows while a JobRunner works: what it does, how far it is, and Cancel.
class JobProgress : public QWidget {
    Q_OBJECT

public:
    JobProgress(JobRunner& jobs, QWidget* parent = nullptr);

    /// What the next job does, said while it runs ("Searching the runs…").
    void setWhat(const QString& what);
    QPushButton& cancelButton() { return *cancel_; }
    /// Shows the strip only for jobs that run longer than @p ms: a quick one would flash.
    void setDelay(int ms);
    /// Shows the strip in @p bar while a job runs, and takes it out after: even hidden, a
    /// status bar's widget makes the bar taller.
    void showIn(QStatusBar& bar);

private:
    QLabel* what_;
    QProgressBar* bar_;
    QPushButton* cancel_;
    QTimer* delay_;
    QStatusBar* statusBar_ = nullptr;

    void appear();
    void disappear();
};

} // namespace gtl::ui
