// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the messages the core's sentences are built from: English as the command line
// writes it, placeholders, plurals, grammatical forms and a translation standing in for one.
#include "core/base/Message.h"

#include <QtTest>

using namespace gtl;

namespace {

/// A translation of a few templates, as the window's would give them.
std::string german(const Message& m)
{
    if (m.source() == "{node} returns {value}.")
        return "{node} liefert {value}.";
    if (m.source() == "%n nodes")
        return m.count() == 1 ? "%n Knoten" : "%n Knoten";
    if (m.source() == "the root")
        return "die Wurzel|der Wurzel";
    if (m.source() == "β at {node} falls to {value}")
        return "β bei {node:2} fällt auf {value}";
    return m.translatable() ? m.englishTemplate() : m.source();
}

} // namespace

class MessageTest : public QObject {
    Q_OBJECT

private slots:
    void englishFillsEveryPlaceholder()
    {
        Message m("Narrator", QT_TRANSLATE_NOOP("Narrator", "{node} returns {value}."));
        m.arg("node", "B/1").arg("value", "−∞");
        QCOMPARE(QString::fromStdString(m.english()), QString("B/1 returns −∞."));
    }

    /// A value may itself be a message, and the same placeholder may stand twice.
    void nestedMessagesAndRepeatedPlaceholders()
    {
        Message inner("Narrator", "Go down to {node}");
        inner.arg("node", "C");
        Message m("Narrator", "{place}: {place}.");
        m.arg("place", inner);
        QCOMPARE(m.english(), std::string("Go down to C: Go down to C."));
    }

    /// A lesson's figures ({value A}) are filled in after translation: kept as written.
    void unknownPlaceholdersAreKept()
    {
        Message m("Lessons", "A is worth {value A}, {x}.");
        m.arg("x", "ten");
        QCOMPARE(m.english(), std::string("A is worth {value A}, ten."));
        QCOMPARE(Message("Lessons", "{unclosed").english(), std::string("{unclosed"));
    }

    void countsTakeTheirEnglishSingularAndGroupThousands()
    {
        const auto nodes = [](std::uint64_t n) { return Message::counted("Narrator", "%n node", "%n nodes", n); };
        QCOMPARE(nodes(0).english(), std::string("0 nodes"));
        QCOMPARE(nodes(1).english(), std::string("1 node"));
        QCOMPARE(nodes(549946).english(), std::string("549,946 nodes"));
        QCOMPARE(nodes(1).source(), std::string("%n nodes"));
    }

    /// The translation's templates, its plural and the dative of "the root" ({node:2}).
    void aTranslationReplacesEachTemplate()
    {
        Message root("Narrator", "the root");
        Message returns("Narrator", "{node} returns {value}.");
        returns.arg("node", root).arg("value", Message::counted("Narrator", "%n node", "%n nodes", 1));
        QCOMPARE(QString::fromStdString(returns.render(german)), QString("die Wurzel liefert 1 Knoten."));
        Message falls("Narrator", "β at {node} falls to {value}");
        falls.arg("node", root).arg("value", "3");
        QCOMPARE(QString::fromStdString(falls.render(german)), QString("β bei der Wurzel fällt auf 3"));
        QCOMPARE(falls.english(), std::string("β at the root falls to 3"));
        // A path is not translated and has one form: any pick gives all of it.
        Message path("Narrator", "β at {node} falls to {value}");
        path.arg("node", "B|1").arg("value", "3");
        QCOMPARE(QString::fromStdString(path.render(german)), QString("β bei B|1 fällt auf 3"));
    }
};

QTEST_APPLESS_MAIN(MessageTest)
#include "tst_message.moc"
