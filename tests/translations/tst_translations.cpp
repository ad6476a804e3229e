// SPDX-License-Identifier: GPL-3.0-or-later
// Every translation, whichever languages there are: each sentence keeps the placeholders of
// its source, and each counted sentence has every plural form its language needs.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QtTest>

namespace {

/// A sentence of a .ts file: its source and its translation (a form each, for a counted one).
struct Entry {
    QString context;
    QString source;
    QStringList forms;
    bool counted = false;
    QString note; ///< the translator's note, from a //: comment in the sources
};

QList<Entry> entriesOf(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QList<Entry> entries;
    QString context;
    QXmlStreamReader xml(&file);
    while (xml.readNextStartElement() || !xml.atEnd()) {
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            entries.append({context, {}, {}, xml.attributes().value("numerus") == QLatin1String("yes"), {}});
        } else if (xml.name() == QLatin1String("source")) {
            entries.last().source = xml.readElementText();
        } else if (xml.name() == QLatin1String("extracomment")) {
            entries.last().note = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation") && !entries.last().counted) {
            entries.last().forms = {xml.readElementText()};
        } else if (xml.name() == QLatin1String("numerusform")) {
            entries.last().forms.append(xml.readElementText());
        }
    }
    return entries;
}

/// The placeholders of @p text, each once: "%1", "%n" ("%Ln" is "%n" written with the
/// locale's digit groups), "{node}" (a form picked, "{node:2}", is the same placeholder).
QSet<QString> placeholders(const QString& text)
{
    static const QRegularExpression kPattern(R"(%L?(\d+|n)|\{([^{}:]+)(?::\d+)?\})");
    QSet<QString> found;
    for (const QRegularExpressionMatch& match : kPattern.globalMatch(text))
        found.insert(match.captured(1).isEmpty() ? "{" + match.captured(2) + "}" : "%" + match.captured(1));
    return found;
}

QStringList translationFiles()
{
    const QDir folder(GTL_SOURCE_DIR "/resources/translations");
    QStringList files;
    for (const QString& name : folder.entryList({"gametree-lab_*.ts"}))
        files << folder.filePath(name);
    return files;
}

} // namespace

class TranslationsTest : public QObject {
    Q_OBJECT

private slots:
    void everyLanguageHasAFile()
    {
        const QStringList files = translationFiles();
        QVERIFY(files.size() >= 2); // the English plural forms and one language at least
        for (const QString& file : files)
            QVERIFY2(entriesOf(file).size() > 10, qPrintable(file));
    }

    /// A translation that loses a placeholder drops what it stands for ("%1 nodes" without
    /// %1); one that adds one shows it as written. Only English may leave the count unsaid,
    /// in its form for one ("the note was removed"): another language's first form may also
    /// be for 21, or for 0.
    void everySentenceKeepsItsPlaceholders()
    {
        for (const QString& file : translationFiles()) {
            for (const Entry& entry : entriesOf(file)) {
                const QSet<QString> wanted = placeholders(entry.source);
                const bool english = file.endsWith("_en.ts");
                for (const QString& form : entry.forms) {
                    QSet<QString> given = placeholders(form);
                    if (english && &form == &entry.forms.front())
                        given.insert("%n");
                    const QString where = QDir(GTL_SOURCE_DIR).relativeFilePath(file) + ", " + entry.context + ": "
                        + entry.source + " → " + form;
                    QVERIFY2(given == wanted, qPrintable(where));
                }
            }
        }
    }

    /// A sentence of placeholders alone ("%1: %2", "{tree} · {search}") says nothing of what
    /// they stand for: its translator's note does.
    void everySentenceOfPlaceholdersAloneHasANote()
    {
        static const QRegularExpression placeholder(R"(%L?(\d+|n)|\{[^{}]*\})");
        static const QRegularExpression letter(R"(\p{L})");
        for (const QString& file : translationFiles()) {
            for (const Entry& entry : entriesOf(file)) {
                if (!QString(entry.source).remove(placeholder).contains(letter))
                    QVERIFY2(!entry.note.isEmpty(), qPrintable(entry.context + ": " + entry.source));
            }
        }
    }

    /// Every counted sentence of a language has the same number of forms, that language's,
    /// and none is empty.
    void everyCountedSentenceHasEveryForm()
    {
        for (const QString& file : translationFiles()) {
            qsizetype forms = -1;
            for (const Entry& entry : entriesOf(file)) {
                if (!entry.counted)
                    continue;
                if (forms < 0)
                    forms = entry.forms.size();
                const QString where = QDir(GTL_SOURCE_DIR).relativeFilePath(file) + ": " + entry.source;
                QVERIFY2(entry.forms.size() == forms && forms >= 1, qPrintable(where));
                for (const QString& form : entry.forms)
                    QVERIFY2(!form.trimmed().isEmpty(), qPrintable(where));
            }
            QVERIFY2(forms >= 1, qPrintable(file + " has no counted sentence"));
        }
    }
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "tst_translations.moc"
