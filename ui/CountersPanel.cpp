#include "CountersPanel.h"

#include "PlaybackController.h"

#include <QFormLayout>
#include <QLabel>
#include <QLocale>

namespace gtl::ui {

CountersPanel::CountersPanel(const PlaybackController& controller, QWidget* parent)
    : QWidget(parent)
    , controller_(controller)
{
    auto* layout = new QFormLayout(this);
    layout->setLabelAlignment(Qt::AlignRight);
    addRow("step", tr("Step"));
    addRow("visited", tr("Visited"));
    addRow("pruned", tr("Pruned"));
    addRow("nodes", tr("Nodes in all"));
    addRow("leaves", tr("Leaves evaluated"));
    addRow("cutoffs", tr("Cut-offs"));
    addRow("value", tr("Value"));
    addRow("best", tr("Best move"));
    connect(&controller_, &PlaybackController::stepChanged, this, &CountersPanel::showCounters);
}

QLabel* CountersPanel::addRow(const QString& name, const QString& title)
{
    auto* label = new QLabel(this);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 1.25);
    font.setBold(true);
    label->setFont(font);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    static_cast<QFormLayout*>(layout())->addRow(title + ":", label);
    labels_.insert(name, label);
    return label;
}

QString CountersPanel::counter(const QString& name) const
{
    const QLabel* label = labels_.value(name);
    return label ? label->text() : QString();
}

void CountersPanel::showCounters()
{
    if (!controller_.hasRun())
        return;
    const Replay& replay = controller_.replay();
    const SearchResult& result = replay.trace().result;
    const QLocale locale;
    labels_["step"]->setText(
        tr("%1 of %2")
            .arg(locale.toString(qulonglong(replay.step())), locale.toString(qulonglong(replay.stepCount()))));
    labels_["visited"]->setText(locale.toString(replay.visited()));
    labels_["pruned"]->setText(locale.toString(replay.pruned()));
    labels_["nodes"]->setText(locale.toString(replay.tree().size()));
    labels_["leaves"]->setText(locale.toString(replay.leavesEvaluated()));
    labels_["cutoffs"]->setText(locale.toString(replay.cutoffs()));
    const bool done = replay.atEnd();
    labels_["value"]->setText(done ? QString::fromStdString(formatValue(result.value)) : QStringLiteral("…"));
    const std::string best = result.bestMove == kNoNode ? "—" : std::string(replay.tree().label(result.bestMove));
    labels_["best"]->setText(done ? QString::fromStdString(best) : QStringLiteral("…"));
}

} // namespace gtl::ui
