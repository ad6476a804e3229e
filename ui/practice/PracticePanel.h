// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;

namespace gtl::ui {

class PracticeSession;
class ScrollingLabel;

/// Shows the practice session: the score, the last answer's feedback, the question, and the
/// controls to answer it (a number, yes or no, or Check for the crossed-out leaves).
class PracticePanel : public QWidget {
    Q_OBJECT

public:
    explicit PracticePanel(PracticeSession& session, QWidget* parent = nullptr);

    QString prompt() const;
    QString feedback() const;

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showSession();
    /// Puts the keyboard in the answer field when a number is asked for and the panel shows.
    void focusAnswer();
    void submitTypedValue();

    PracticeSession& session_;
    QLabel* score_;
    QLabel* feedback_;
    ScrollingLabel* promptArea_;
    QLabel* prompt_; ///< in promptArea_
    QWidget* valueRow_;
    QLineEdit* valueInput_;
    QWidget* cutRow_;
    QWidget* marksRow_;
    QLabel* marksCount_;
};

} // namespace gtl::ui
