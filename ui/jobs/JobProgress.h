// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;
class QPushButton;

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

private:
    QLabel* what_;
    QProgressBar* bar_;
    QPushButton* cancel_;
};

} // namespace gtl::ui
