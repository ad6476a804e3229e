// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class QDoubleSpinBox;
class QSpinBox;

namespace gtl {
struct MctsSettings;
}

namespace gtl::ui {

/// Monte Carlo tree search's settings in a row of the Search tool bar: its iterations, the
/// exploration constant C and the seed of its playouts. A value takes effect when it is
/// entered or stepped, not at every key typed, so that a long run does not start at each digit.
class MctsSettingsEditor : public QWidget {
    Q_OBJECT

public:
    explicit MctsSettingsEditor(QWidget* parent = nullptr);
    ~MctsSettingsEditor() override;

    MctsSettings settings() const;
    /// Shows @p settings without saying changed().
    void showSettings(const MctsSettings& settings);

signals:
    /// A setting was entered or stepped: settings() has it.
    void changed();

private:
    QSpinBox* iterations_;
    QDoubleSpinBox* exploration_;
    QSpinBox* seed_;
    /// What showSettings() showed last; held apart, since moc cannot read its header.
    std::unique_ptr<MctsSettings> shown_;
    double shownExploration_ = 0;
};

} // namespace gtl::ui
