<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Comparisons</name>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsSettingsWords.cpp" line="26"/>
        <source>%n iterations</source>
        <translation>
            <numerusform>%n iteration</numerusform>
            <numerusform>%n iterations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Enhancements</name>
    <message numerus="yes">
        <location filename="../../core/search/EnhancementWords.cpp" line="35"/>
        <source>%n positions</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <location filename="../../core/teaching/NarratorWords.cpp" line="20"/>
        <source>%n nodes</source>
        <translation>
            <numerusform>%n node</numerusform>
            <numerusform>%n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/NarratorWords.cpp" line="25"/>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="121"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="37"/>
        <source>%n moves and throws</source>
        <translation>
            <numerusform>%n move or throw</numerusform>
            <numerusform>%n moves and throws</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="77"/>
        <source>%n iterations</source>
        <translation>
            <numerusform>%n iteration</numerusform>
            <numerusform>%n iterations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="137"/>
        <source>%n times</source>
        <translation>
            <numerusform>%n time</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="145"/>
        <source>%n visits</source>
        <translation>
            <numerusform>%n visit</numerusform>
            <numerusform>%n visits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="460"/>
        <source>%n positions</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NodeReading</name>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="48"/>
        <source>%1 and %n more moves</source>
        <translation>
            <numerusform>%1 and %n more move</numerusform>
            <numerusform>%1 and %n more moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="68"/>
        <source>%n moves shown as one</source>
        <translation>
            <numerusform>%n move shown as one</numerusform>
            <numerusform>%n moves shown as one</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="70"/>
        <source>collapsed, holding %n nodes</source>
        <translation>
            <numerusform>collapsed, holding %n node</numerusform>
            <numerusform>collapsed, holding %n nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="72"/>
        <source>%n visits, mean reward %1</source>
        <translation>
            <numerusform>%n visit, mean reward %1</numerusform>
            <numerusform>%n visits, mean reward %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="83"/>
        <source>cut off here, %1, %n moves pruned</source>
        <translation>
            <numerusform>cut off here, %1, %n move pruned</numerusform>
            <numerusform>cut off here, %1, %n moves pruned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message numerus="yes">
        <location filename="../../ui/language/ValueText.h" line="57"/>
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln node</numerusform>
            <numerusform>%Ln nodes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/language/ValueText.h" line="63"/>
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln step</numerusform>
            <numerusform>%Ln steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene/SampleAppearance.cpp" line="37"/>
        <source>playout: %Ln moves
reward %1</source>
        <translation>
            <numerusform>playout: %Ln move
reward %1</numerusform>
            <numerusform>playout: %Ln moves
reward %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/lessons/Handout.cpp" line="167"/>
        <source>%Ln stops</source>
        <translation>
            <numerusform>%Ln stop</numerusform>
            <numerusform>%Ln stops</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene/RunAppearance.cpp" line="128"/>
        <source>%1: %Ln moves</source>
        <extracomment>A node type&apos;s label where the search differed: &quot;CUT: 3 moves&quot; searched where one would do.</extracomment>
        <translation>
            <numerusform>%1: %Ln move</numerusform>
            <numerusform>%1: %Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonsFeature</name>
    <message numerus="yes">
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="40"/>
        <source>The change gave the search another trace, so the %n notes on this tree were removed; Undo brings them back.</source>
        <translation>
            <numerusform>The change gave the search another trace, so the note on this tree was removed; Undo brings it back.</numerusform>
            <numerusform>The change gave the search another trace, so the %n notes on this tree were removed; Undo brings them back.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gtl::ui::MatchWindow</name>
    <message numerus="yes">
        <location filename="../../ui/match/MatchWindow.cpp" line="385"/>
        <source>The game is over within %Ln random moves: open with fewer moves.</source>
        <translation>
            <numerusform>The game is over within %Ln random move: open with fewer moves.</numerusform>
            <numerusform>The game is over within %Ln random moves: open with fewer moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/match/MatchWindow.cpp" line="539"/>
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gtl::ui::PlayFeature</name>
    <message numerus="yes">
        <location filename="../../ui/window/game/PlayFeature.cpp" line="261"/>
        <source>Took back %n moves</source>
        <translation>
            <numerusform>Took back %n move</numerusform>
            <numerusform>Took back %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gtl::ui::PracticePanel</name>
    <message numerus="yes">
        <location filename="../../ui/practice/PracticePanel.cpp" line="111"/>
        <source>%1 of %Ln answers right</source>
        <translation>
            <numerusform>%1 of %Ln answer right</numerusform>
            <numerusform>%1 of %Ln answers right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/practice/PracticePanel.cpp" line="126"/>
        <source>%Ln leaves marked</source>
        <translation>
            <numerusform>%Ln leaf marked</numerusform>
            <numerusform>%Ln leaves marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gtl::ui::TranspositionTablePanel</name>
    <message numerus="yes">
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="89"/>
        <source>%Ln entries</source>
        <translation>
            <numerusform>%Ln entry</numerusform>
            <numerusform>%Ln entries</numerusform>
        </translation>
    </message>
</context>
</TS>
