// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"
#include "core/tree/Probability.h"

#include <QDialog>

#include <vector>

class QLabel;
class QLineEdit;

namespace gtl::ui {

/// The probabilities of a chance node's outcomes, one field each ("0.25" or "1/6"). It closes
/// only on probabilities that add up to 1; anything else is refused in a sentence under the
/// fields that says what is wrong, and the fields stay as typed.
class ProbabilityDialog : public QDialog {
    Q_OBJECT

public:
    ProbabilityDialog(const GameTree& tree, NodeId chanceNode, QWidget* parent = nullptr);

    /// The fields, in the order of the outcomes.
    const std::vector<QLineEdit*>& fields() const { return fields_; }
    /// The probabilities accepted (once the dialog closed with OK).
    const std::vector<Probability>& probabilities() const { return probabilities_; }
    /// Why OK was refused, as shown under the fields, or "".
    QString problem() const;

    void accept() override;

private:
    std::vector<std::string> names_;
    std::vector<QLineEdit*> fields_;
    QLabel* problem_;
    std::vector<Probability> probabilities_;
};

} // namespace gtl::ui
