// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/editing/ProbabilityDialog.h"

#include "core/io/ChanceText.h"
#include "core/teaching/Narrator.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace gtl::ui {

ProbabilityDialog::ProbabilityDialog(const GameTree& tree, NodeId chanceNode, QWidget* parent)
    : QDialog(parent)
    , problem_(new QLabel(this))
{
    setWindowTitle(tr("Set Probabilities"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("The outcomes of %1, as decimals or fractions (0.25, 1/6) that add up to 1:")
                                     .arg(qtText(Narrator::nodeName(tree, chanceNode))),
        this));
    auto* form = new QFormLayout;
    for (NodeId outcome : tree.children(chanceNode)) {
        auto* field = new QLineEdit(qtText(tree.probability(outcome).text()), this);
        const std::string name = Narrator::nodeName(tree, outcome);
        //: An outcome's label before its probability: its name, then a colon ("A/1:").
        form->addRow(tr("%1:").arg(qtText(capitalised(name))), field);
        names_.push_back(name);
        fields_.push_back(field);
    }
    layout->addLayout(form);
    problem_->setWordWrap(true);
    problem_->setStyleSheet("QLabel { color: #b3261e; }");
    problem_->hide();
    layout->addWidget(problem_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &ProbabilityDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ProbabilityDialog::reject);
    layout->addWidget(buttons);
}

QString ProbabilityDialog::problem() const
{
    return problem_->text();
}

void ProbabilityDialog::accept()
{
    std::vector<std::string> texts;
    for (const QLineEdit* field : fields_)
        texts.push_back(field->text().toStdString());
    const Message problem = ChanceText::readOutcomes(texts, names_, probabilities_);
    problem_->setText(problem.empty() ? QString() : translatedSentence(problem));
    problem_->setVisible(!problem.empty());
    if (problem.empty())
        QDialog::accept();
}

} // namespace gtl::ui
