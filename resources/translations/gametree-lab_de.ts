<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Algorithm</name>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="59"/>
        <source>Minimax</source>
        <translation>Minimax</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="63"/>
        <source>Alpha-beta</source>
        <translation>Alpha-Beta-Suche</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="69"/>
        <source>Negamax</source>
        <translation>Negamax</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="74"/>
        <source>Negamax alpha-beta</source>
        <translation>Negamax mit Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="81"/>
        <source>Expectiminimax</source>
        <translation>Expectiminimax</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="86"/>
        <source>Star1</source>
        <translation>Star1</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="108"/>
        <source>Monte Carlo tree search</source>
        <translation>Monte-Carlo-Baumsuche</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="93"/>
        <source>Max^n</source>
        <translation>Max^n</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="100"/>
        <source>Paranoid</source>
        <translation>Paranoid</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../../core/games/connect4/Connect4Game.cpp" line="58"/>
        <location filename="../../core/games/tictactoe/TicTacToeGame.cpp" line="60"/>
        <source>centre first</source>
        <translation>Mitte zuerst</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Game.cpp" line="122"/>
        <source>weighted windows</source>
        <translation>gewichtete Fenster</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeGame.cpp" line="75"/>
        <source>fast wins</source>
        <translation>schnelle Siege</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="32"/>
        <source>order</source>
        <translation>Sortierung</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="32"/>
        <source>scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="33"/>
        <source>evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="39"/>
        <source>orders</source>
        <translation>Sortierungen</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="40"/>
        <source>scorings</source>
        <translation>Wertungen</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="40"/>
        <source>evaluations</source>
        <translation>Bewertungen</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="93"/>
        <source>the game&apos;s own order</source>
        <translation>die eigene Sortierung des Spiels</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="94"/>
        <source>the game&apos;s own scoring</source>
        <translation>die eigene Wertung des Spiels</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="95"/>
        <source>the game&apos;s own evaluation</source>
        <translation>die eigene Bewertung des Spiels</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="101"/>
        <source>{kind} {number}</source>
        <extracomment>A choice without a name of its own: its kind (&quot;evaluation&quot;), then its number (&quot;evaluation 2&quot;).</extracomment>
        <translation>{kind} {number}</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="118"/>
        <source>{game} has no {kind} &apos;{text}&apos;</source>
        <translation>{game} hat keine {kind} &apos;{text}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="123"/>
        <source>{said}; it has only its own ({own})</source>
        <translation>{said}; es gibt nur die eigene ({own})</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="127"/>
        <source>{said}; its {kinds}: {list}</source>
        <translation>{said}; die möglichen {kinds}: {list}</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="138"/>
        <source>{game} has no {kind} {number}</source>
        <translation>{game} hat keine {kind} {number}</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="143"/>
        <source>{said}; it has only its own</source>
        <translation>{said}; es gibt nur die eigene</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="145"/>
        <source>{said}; it has {count}</source>
        <translation>{said}; es gibt {count}</translation>
    </message>
</context>
<context>
    <name>Comparisons</name>
    <message>
        <location filename="../../core/content/Comparison.h" line="40"/>
        <source>Move orderings of the mixed game</source>
        <translation>Zugsortierungen des gemischten Spiels</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="41"/>
        <source>Minimax against alpha-beta</source>
        <translation>Minimax gegen Alpha-Beta-Suche</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="42"/>
        <source>Fail-soft against fail-hard</source>
        <translation>Fail-soft gegen fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="43"/>
        <source>Move orderings of this tree</source>
        <translation>Zugsortierungen dieses Baums</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="45"/>
        <source>Enhancements of this position</source>
        <translation>Erweiterungen dieser Stellung</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.cpp" line="51"/>
        <source>{tree} · {search}</source>
        <extracomment>A compared run&apos;s title: the tree, then the search (&quot;Mixed order · Alpha-beta&quot;).</extracomment>
        <translation>{tree} · {search}</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.cpp" line="191"/>
        <source>fail-hard</source>
        <translation>fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.cpp" line="192"/>
        <source>fail-soft</source>
        <translation>fail-soft</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.cpp" line="228"/>
        <source>{tree} as given</source>
        <translation>{tree} wie angegeben</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.cpp" line="229"/>
        <source>{tree} best move first</source>
        <translation>{tree}, bester Zug zuerst</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.cpp" line="231"/>
        <source>{tree} worst move first</source>
        <translation>{tree}, schlechtester Zug zuerst</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsSettingsWords.cpp" line="24"/>
        <source>C = {c}</source>
        <translation>C = {c}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsSettingsWords.cpp" line="26"/>
        <source>%n iterations</source>
        <translation>
            <numerusform>%n Iteration</numerusform>
            <numerusform>%n Iterationen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="47"/>
        <source>Exploration constants of this position</source>
        <translation>Explorationskonstanten dieser Stellung</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="49"/>
        <source>Monte Carlo tree search against alpha-beta</source>
        <translation>Monte-Carlo-Baumsuche gegen Alpha-Beta-Suche</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="51"/>
        <source>Forward pruning against the exact search</source>
        <translation>Vorwärtsbeschneidung gegen die exakte Suche</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="52"/>
        <source>Max^n against paranoid search</source>
        <translation>Max^n gegen Paranoid</translation>
    </message>
</context>
<context>
    <name>DockArea</name>
    <message>
        <location filename="../../ui/window/DockArea.cpp" line="59"/>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
</context>
<context>
    <name>Enhancements</name>
    <message numerus="yes">
        <location filename="../../core/search/EnhancementWords.cpp" line="35"/>
        <source>%n positions</source>
        <translation>
            <numerusform>%n Stellung</numerusform>
            <numerusform>%n Stellungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementWords.cpp" line="40"/>
        <source>{time} or {nodes}</source>
        <translation>{time} oder {nodes}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="153"/>
        <source>depth {depth}</source>
        <translation>Tiefe {depth}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="320"/>
        <source>table of {size}</source>
        <translation>Tabelle mit {size}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="319"/>
        <source>table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="383"/>
        <source>killers</source>
        <translation>Killerzüge</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="399"/>
        <source>history</source>
        <translation>History</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="415"/>
        <source>iterative</source>
        <translation>iterativ</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="440"/>
        <source>aspiration ±{window}</source>
        <translation>Aspiration ±{window}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="470"/>
        <source>limit {limit}</source>
        <translation>Grenze {limit}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="513"/>
        <source>PVS</source>
        <translation>PVS</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementWords.cpp" line="27"/>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="179"/>
        <source>quiescence</source>
        <translation>Ruhesuche</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="180"/>
        <source>quiescence {plies}</source>
        <translation>Ruhesuche {plies}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="231"/>
        <source>beam {width}</source>
        <translation>Strahl {width}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="259"/>
        <source>late move reductions</source>
        <translation>späte Züge reduziert</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="290"/>
        <source>null move R = {plies}</source>
        <translation>Nullzug R = {plies}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="26"/>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="27"/>
        <source>Connect Four</source>
        <translation>Vier gewinnt</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="31"/>
        <source>the columns played from the empty board, 1 to 7, e.g. 4453 (X in 4, O in 4, X in 5, O in 3), or &quot;&quot; (the empty board)</source>
        <translation>die vom leeren Brett an gespielten Spalten, 1 bis 7, z. B. 4453 (X in 4, O in 4, X in 5, O in 3), oder &quot;&quot; (das leere Brett)</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="37"/>
        <source>windows of four still open to the side to move minus windows open to the opponent</source>
        <translation>Vierer-Fenster, die der Seite am Zug noch offen sind, minus die dem Gegner offenen</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="21"/>
        <source>Pig</source>
        <translation>Pig</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="25"/>
        <source>the dice game to 10: A&apos;s score, B&apos;s score and the points of the turn so far, e.g. 6,8,0 (its tree goes 6 moves and throws deep)</source>
        <translation>das Würfelspiel bis 10: die Punkte von A, die von B und die bisherigen Punkte des Zuges, z. B. 6,8,0 (sein Baum geht 6 Züge und Würfe tief)</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="31"/>
        <source>twice the side to move&apos;s points, plus the turn&apos;s, minus twice the opponent&apos;s</source>
        <translation>die doppelten Punkte der Seite am Zug plus die des Zuges minus die doppelten des Gegners</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeKind.cpp" line="16"/>
        <source>Tic-tac-toe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeKind.cpp" line="21"/>
        <source>9 of X, O and . row by row, e.g. XXOOOX... or ......... (the empty board)</source>
        <translation>9 Zeichen aus X, O und . zeilenweise, z. B. XXOOOX... oder ......... (das leere Brett)</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeKind.cpp" line="26"/>
        <source>lines still open to the side to move minus lines open to the opponent</source>
        <translation>Linien, die der Seite am Zug noch offen sind, minus die dem Gegner offenen</translation>
    </message>
    <message>
        <location filename="../../core/games/GameKind.h" line="63"/>
        <source>this tree</source>
        <translation>dieser Baum</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="18"/>
        <source>move {move}: {problem}</source>
        <translation>Zug {move}: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="73"/>
        <source>&apos;{char}&apos; is not a column (write the columns played, 1 to 7, e.g. 4453)</source>
        <translation>&apos;{char}&apos; ist keine Spalte (schreiben Sie die gespielten Spalten, 1 bis 7, z. B. 4453)</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="79"/>
        <source>the board is full after 42 moves</source>
        <translation>das Brett ist nach 42 Zügen voll</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="82"/>
        <source>the game is over: {side} connected four with move {last}</source>
        <translation>die Partie ist vorbei: {side} hat mit Zug {last} vier verbunden</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="89"/>
        <source>column {column} is full (it holds 6 discs)</source>
        <translation>Spalte {column} ist voll (sie fasst 6 Steine)</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="50"/>
        <source>after {moves} moves {side} is to move, not {asked} (the players alternate, X first)</source>
        <translation>nach {moves} Zügen ist {side} am Zug, nicht {asked} (die Spieler wechseln sich ab, X beginnt)</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="20"/>
        <source>pig</source>
        <translation>Pig</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="58"/>
        <source>&apos;{position}&apos; is no position of Pig: the first to reach 10 points wins there and then</source>
        <translation>&apos;{position}&apos; ist keine Stellung von Pig: Wer zuerst 10 Punkte erreicht, gewinnt sofort</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="94"/>
        <source>&apos;{position}&apos; is not a Pig position: write A&apos;s score, B&apos;s score and the turn&apos;s points, as 6,8,0</source>
        <translation>&apos;{position}&apos; ist keine Pig-Stellung: Schreiben Sie die Punkte von A, die von B und die des Zuges, etwa 6,8,0</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="14"/>
        <source>X has {x} marks and O has {o}</source>
        <translation>X hat {x} Zeichen und O hat {o}</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="25"/>
        <source>a board has 9 squares but &quot;{board}&quot; has {characters} characters (write X, O or . for each square, row by row)</source>
        <translation>ein Brett hat 9 Felder, aber &quot;{board}&quot; hat {characters} Zeichen (schreiben Sie X, O oder . für jedes Feld, zeilenweise)</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="45"/>
        <source>square {square} is &apos;{char}&apos;: use X, O or . (empty)</source>
        <translation>Feld {square} ist &apos;{char}&apos;: Verwenden Sie X, O oder . (leer)</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="52"/>
        <source>{counts}: the players alternate, so the counts differ by at most one</source>
        <translation>{counts}: Die Spieler wechseln sich ab, also unterscheiden sich die Anzahlen um höchstens eins</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="59"/>
        <source>both X and O have three in a row, which no game can reach</source>
        <translation>X und O haben beide drei in einer Reihe, was keine Partie erreichen kann</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="66"/>
        <source>the side to move must be X or O</source>
        <translation>am Zug muss X oder O sein</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="70"/>
        <source>it cannot be {side}&apos;s turn: {counts}</source>
        <translation>{side} kann nicht am Zug sein: {counts}</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="78"/>
        <source>{side} is to move but already has three in a row</source>
        <translation>{side} ist am Zug, hat aber schon drei in einer Reihe</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeKind.cpp" line="15"/>
        <source>tic-tac-toe</source>
        <translation>Tic-Tac-Toe</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="28"/>
        <source>sticks</source>
        <translation>Stäbchen</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="29"/>
        <source>Sticks</source>
        <translation>Stäbchen</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="33"/>
        <source>the game of three players, A, B and C, who take 1, 2 or 3 sticks in turn, whoever takes the last one winning: the sticks left, up to 15, e.g. 9</source>
        <translation>das Spiel dreier Spieler, A, B und C, die reihum 1, 2 oder 3 Stäbchen nehmen; wer das letzte nimmt, gewinnt: die übrigen Stäbchen, bis zu 15, z. B. 9</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="39"/>
        <source>nothing: a game that goes on scores 0 for everyone</source>
        <translation>nichts: eine Partie, die weitergeht, gibt allen 0</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="51"/>
        <source>the side to move must be A, B or C, not &apos;{side}&apos;</source>
        <translation>am Zug muss A, B oder C sein, nicht &apos;{side}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="78"/>
        <source>&apos;{position}&apos; is not a Sticks position: write the sticks left, up to 15, as 9</source>
        <translation>&apos;{position}&apos; ist keine Stäbchen-Stellung: Schreiben Sie die übrigen Stäbchen, bis zu 15, etwa 9</translation>
    </message>
    <message>
        <location filename="../../ui/language/Translated.cpp" line="92"/>
        <source>%1 %2</source>
        <extracomment>A game&apos;s position as a tree&apos;s title: the game, then the position (&quot;Connect Four 4453&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>LabWindow</name>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="27"/>
        <source>Configuration</source>
        <translation>Einstellung</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="28"/>
        <source>Nodes</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="28"/>
        <source>Cut-offs</source>
        <translation>Schnitte</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="29"/>
        <source>Table hits</source>
        <translation>Tabellentreffer</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="29"/>
        <source>Re-searches</source>
        <translation>Neusuchen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="30"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="30"/>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../ui/language/Language.cpp" line="25"/>
        <source>System</source>
        <translation>Systemsprache</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="29"/>
        <source>Plain minimax</source>
        <translation>Einfaches Minimax</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="31"/>
        <source>Minimax on the mixed-order tree. MAX moves at the root, MIN one level down, and every leaf gets read. Watch each value climb its edge to the parent.</source>
        <translation>Minimax auf dem gemischt sortierten Baum. An der Wurzel zieht MAX, eine Ebene tiefer MIN, und jedes Blatt wird gelesen. Achten Sie darauf, wie jeder Wert seine Kante hinauf zum Elternknoten steigt.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="35"/>
        <source>A is finished: MIN takes the least of its moves, so A is worth {value A}. So far {visited} nodes visited and {leaves} leaves read.</source>
        <translation>A ist fertig: MIN nimmt den kleinsten seiner Züge, also ist A {value A} wert. Bisher sind {visited} Knoten besucht und {leaves} Blätter gelesen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="39"/>
        <source>B returns {value B}, less than A&apos;s {value A}, so MAX will not choose B. Plain minimax still read every leaf below it to find that out.</source>
        <translation>B liefert {value B}, weniger als die {value A} von A, also wählt MAX nicht B. Einfaches Minimax hat trotzdem jedes Blatt darunter gelesen, um das herauszufinden.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="43"/>
        <source>The root is worth {value root}. Minimax visited {visited} nodes and read {leaves} leaves: all of them. Alpha-beta finds the same value with less work.</source>
        <translation>Die Wurzel ist {value root} wert. Minimax hat {visited} Knoten besucht und {leaves} Blätter gelesen: alle. Die Alpha-Beta-Suche findet denselben Wert mit weniger Arbeit.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="46"/>
        <source>Alpha-beta on the same tree</source>
        <translation>Alpha-Beta-Suche auf demselben Baum</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="49"/>
        <source>The same tree with alpha-beta. Each node carries a window: α, the least MAX is already sure of, and β, the most MIN will allow.</source>
        <translation>Derselbe Baum mit der Alpha-Beta-Suche. Jeder Knoten trägt ein Suchfenster: α, das Mindeste, das MAX schon sicher hat, und β, das Höchste, das MIN zulässt.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="53"/>
        <source>A returned {value A}, so MAX is sure of at least that much: the root&apos;s α rises to {alpha root}, and every later move is searched with that window.</source>
        <translation>A hat {value A} geliefert, so viel hat MAX mindestens sicher: α an der Wurzel steigt auf {alpha root}, und jeder spätere Zug wird mit diesem Fenster durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="57"/>
        <source>Once MAX can get {alpha B} from A, a MIN node that can already hold MAX to {beta B} needs no more looking at: α = {alpha B} ≥ β = {beta B}. B&apos;s other moves are skipped.</source>
        <translation>Sobald MAX über A {alpha B} erreichen kann, muss ein MIN-Knoten, der MAX schon auf {beta B} begrenzen kann, nicht weiter betrachtet werden: α = {alpha B} ≥ β = {beta B}. Die übrigen Züge von B werden übersprungen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="62"/>
        <source>The same test one level down, roles turned: C/2 already gives MAX {alpha C/2}, more than the {beta C/2} MIN can hold C to, so C/2 stops after its first move.</source>
        <translation>Derselbe Test eine Ebene tiefer, mit vertauschten Rollen: C/2 bringt MAX schon {alpha C/2}, mehr als die {beta C/2}, auf die MIN den Knoten C begrenzen kann, also bricht C/2 nach seinem ersten Zug ab.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="66"/>
        <source>The same value as minimax, {value root}, with {visited} nodes visited, {pruned} pruned and {cutoffs} cut-offs.</source>
        <translation>Derselbe Wert wie bei Minimax, {value root}, mit {visited} besuchten Knoten, {pruned} abgeschnittenen und {cutoffs} Schnitten.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="69"/>
        <source>Best move first</source>
        <translation>Bester Zug zuerst</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="72"/>
        <source>The mixed game again, its moves reordered so that the best one comes first at every node. Good bounds arrive early.</source>
        <translation>Wieder das gemischte Spiel, die Züge so umsortiert, dass an jedem Knoten der beste zuerst kommt. Gute Schranken kommen früh.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="76"/>
        <source>C, the best move, is searched first. Inside it, C/2&apos;s first move already gives MAX {alpha C/2}, more than the {beta C/2} MIN holds C to: cut off.</source>
        <translation>C, der beste Zug, wird zuerst durchsucht. Darin bringt schon der erste Zug von C/2 MAX {alpha C/2}, mehr als die {beta C/2}, auf die MIN den Knoten C begrenzt: abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="80"/>
        <source>With the best move known, each other root move is refuted by its first reply: at A, α = {alpha A} ≥ β = {beta A}.</source>
        <translation>Ist der beste Zug bekannt, wird jeder andere Zug an der Wurzel schon durch seine erste Antwort widerlegt: bei A gilt α = {alpha A} ≥ β = {beta A}.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="84"/>
        <source>{visited} nodes visited, {pruned} pruned, {cutoffs} cut-offs: close to the least any ordering allows, Knuth and Moore&apos;s minimal tree.</source>
        <translation>{visited} Knoten besucht, {pruned} abgeschnitten, {cutoffs} Schnitte: nahe am Wenigsten, das eine Zugsortierung überhaupt erlaubt, dem minimalen Baum von Knuth und Moore.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="87"/>
        <source>Worst move first</source>
        <translation>Schlechtester Zug zuerst</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="90"/>
        <source>Now the worst move first at every node: each bound arrives too late to prune anything.</source>
        <translation>Jetzt kommt an jedem Knoten der schlechteste Zug zuerst: Jede Schranke kommt zu spät, um etwas abzuschneiden.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="94"/>
        <source>B, the worst move, returns {value B}: MAX is sure of only {alpha root}, too little to rule anything out under the moves still to come.</source>
        <translation>B, der schlechteste Zug, liefert {value B}: MAX hat nur {alpha root} sicher, zu wenig, um unter den noch folgenden Zügen etwas auszuschließen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="98"/>
        <source>No cut-offs at all: {visited} nodes visited, {pruned} pruned, {leaves} leaves read, as many as plain minimax. Order decides what alpha-beta saves.</source>
        <translation>Überhaupt keine Schnitte: {visited} Knoten besucht, {pruned} abgeschnitten, {leaves} Blätter gelesen, so viele wie beim einfachen Minimax. Die Zugsortierung entscheidet, was die Alpha-Beta-Suche spart.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="36"/>
        <source>X blocks O&apos;s win</source>
        <translation>X verhindert den Sieg von O</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="39"/>
        <source>Tic-tac-toe with X to move and squares 7, 8 and 9 left. O holds 3 and 5 and threatens the diagonal at 7.</source>
        <translation>Tic-Tac-Toe, X am Zug, frei sind noch die Felder 7, 8 und 9. O besetzt 3 und 5 und droht die Diagonale über 7.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="43"/>
        <source>X blocks at 7 and the game ends in a draw: square 7 is worth {value 7}, and MAX is now sure of {alpha root}.</source>
        <translation>X blockiert auf 7, und die Partie endet unentschieden: Feld 7 ist {value 7} wert, und MAX hat jetzt {alpha root} sicher.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="47"/>
        <source>After 8, O&apos;s reply 7 wins, worth {value 8/7}, below the {alpha 8} X already has: α = {alpha 8} ≥ β = {beta 8}, so O&apos;s other reply is never looked at.</source>
        <translation>Nach 8 gewinnt die Antwort 7 von O, Wert {value 8/7}, weniger als die {alpha 8}, die X schon hat: α = {alpha 8} ≥ β = {beta 8}, also wird die andere Antwort von O nie betrachtet.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="51"/>
        <source>X&apos;s best move is the block at 7, worth {value root}: a draw. {cutoffs} cut-offs spared {pruned} positions.</source>
        <translation>Der beste Zug von X ist die Blockade auf 7, Wert {value root}: unentschieden. {cutoffs} Schnitte haben {pruned} Stellungen erspart.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="101"/>
        <source>Fail-soft against fail-hard</source>
        <translation>Fail-soft gegen fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="104"/>
        <source>Fail-hard alpha-beta never returns a value outside the window it was given; fail-soft returns the best value it saw. Same tree, same cut-offs: watch B.</source>
        <translation>Die Alpha-Beta-Suche mit fail-hard liefert nie einen Wert außerhalb des Fensters, das sie bekam; fail-soft liefert den besten Wert, den sie gesehen hat. Derselbe Baum, dieselben Schnitte: Achten Sie auf B.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="108"/>
        <source>Cut-off at B: α = {alpha B} ≥ β = {beta B}. B&apos;s value is clamped to its window, so it can never show less than α.</source>
        <translation>Schnitt bei B: α = {alpha B} ≥ β = {beta B}. Der Wert von B wird auf sein Fenster begrenzt und kann daher nie weniger als α zeigen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="112"/>
        <source>Fail-hard, B returns {value B}, the bound α: its true value may be lower, and fail-soft would return the lower value it saw, a tighter bound.</source>
        <translation>Mit fail-hard liefert B {value B}, die Schranke α: Sein wahrer Wert kann niedriger sein, und fail-soft würde den niedrigeren Wert liefern, den es gesehen hat, eine engere Schranke.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="116"/>
        <source>Either way the root is worth {value root}: a clamped value only ever sits on the side of the window that does not change the choice.</source>
        <translation>So oder so ist die Wurzel {value root} wert: Ein begrenzter Wert liegt immer nur auf der Seite des Fensters, die die Wahl nicht ändert.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="119"/>
        <source>Negamax</source>
        <translation>Negamax</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="121"/>
        <source>Negamax scores every node for the side to move there, so one rule serves MAX and MIN alike: take the largest of the children&apos;s negated values.</source>
        <translation>Negamax bewertet jeden Knoten für die Seite, die dort am Zug ist, so dient eine Regel MAX und MIN gleichermaßen: Nimm den größten der negierten Werte der Kinder.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="125"/>
        <source>A is MIN&apos;s node, scored for MIN: its best is {value A}, the negation of its least leaf. The root receives −({value A}).</source>
        <translation>A ist ein Knoten von MIN, für MIN bewertet: Sein Bestes ist {value A}, die Negation seines kleinsten Blattes. Die Wurzel erhält −({value A}).</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="129"/>
        <source>The root is worth {value root}, as minimax says. Each MIN node shows its value from MIN&apos;s side, which is why B and C show {value B} and {value C}.</source>
        <translation>Die Wurzel ist {value root} wert, wie Minimax sagt. Jeder MIN-Knoten zeigt seinen Wert aus der Sicht von MIN, deshalb zeigen B und C {value B} und {value C}.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="132"/>
        <source>The transposition table</source>
        <translation>Die Transpositionstabelle</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="135"/>
        <source>Alpha-beta with a transposition table: each position is looked up before its moves are searched, and filed when it returns, with its value, how deep it was searched, and whether the value is exact or only a bound.</source>
        <translation>Alpha-Beta-Suche mit Transpositionstabelle: Jede Stellung wird nachgeschlagen, bevor ihre Züge durchsucht werden, und eingetragen, wenn sie zurückkehrt, mit ihrem Wert, ihrer Suchtiefe und der Angabe, ob der Wert exakt oder nur eine Schranke ist.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="140"/>
        <source>A1 is filed: exactly {value A/A1}, searched one move deep. C1, further on, is the same position.</source>
        <translation>A1 wird eingetragen: genau {value A/A1}, einen Zug tief durchsucht. C1, weiter hinten, ist dieselbe Stellung.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="144"/>
        <source>B1 is the position A2 was. A2 was cut off, so the table holds only a lower bound, at least {value A/A2}; it raises B1&apos;s α before a move is searched.</source>
        <translation>B1 ist die Stellung, die A2 war. A2 wurde abgeschnitten, daher hält die Tabelle nur eine untere Schranke, mindestens {value A/A2}; sie hebt α von B1, bevor ein Zug durchsucht wird.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="148"/>
        <source>C1 is A1 again: the table answers it exactly, {value C/C1}, and not one of its leaves is read. Its moves are drawn as known from the table.</source>
        <translation>C1 ist wieder A1: Die Tabelle beantwortet sie genau, {value C/C1}, und keines ihrer Blätter wird gelesen. Ihre Züge werden als aus der Tabelle bekannt gezeichnet.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="152"/>
        <source>The root is worth {value root}, as without the table, with {leaves} leaves read instead of 9 and {visited} positions entered.</source>
        <translation>Die Wurzel ist {value root} wert, wie ohne Tabelle, mit {leaves} statt 9 gelesenen Blättern und {visited} betretenen Stellungen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="155"/>
        <source>The horizon</source>
        <translation>Der Horizont</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="158"/>
        <source>A depth limit of 2: positions two moves down are not searched but scored by their static evaluation, the number in brackets in the tree text. Below the horizon nothing is seen.</source>
        <translation>Eine Tiefenschranke von 2: Stellungen zwei Züge tiefer werden nicht durchsucht, sondern durch ihre statische Bewertung eingeschätzt, die Zahl in Klammern im Baumtext. Unter dem Horizont sieht die Suche nichts.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="162"/>
        <source>A1 lies on the horizon: its evaluation, {value A/A1}, stands in for the search below it.</source>
        <translation>A1 liegt auf dem Horizont: Seine Bewertung, {value A/A1}, steht für die Suche darunter.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="165"/>
        <source>B is worth {value B} by the evaluations, more than A&apos;s {value A}: B looks like the move.</source>
        <translation>Nach den Bewertungen ist B {value B} wert, mehr als die {value A} von A: B sieht nach dem richtigen Zug aus.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="168"/>
        <source>MAX picks B, worth {value root} as far as the search sees. Searched to the leaves, A is worth 5 and B only 2: the refutation of B lay beyond the horizon.</source>
        <translation>MAX wählt B, {value root} wert, soweit die Suche sieht. Bis zu den Blättern durchsucht, ist A 5 wert und B nur 2: Die Widerlegung von B lag hinter dem Horizont.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="171"/>
        <source>Principal variation search</source>
        <translation>Hauptvariantensuche</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="174"/>
        <source>Principal variation search: the first move at each node gets the full window, every other move a null window, α to α + 1, only to prove it no better than the first.</source>
        <translation>Hauptvariantensuche: Der erste Zug an jedem Knoten bekommt das volle Fenster, jeder andere Zug ein Nullfenster, α bis α + 1, nur um zu beweisen, dass er nicht besser ist als der erste.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="178"/>
        <source>↻ A null window failed: this move is better than the first, so the proof failed and it is searched again with the full window to learn its value.</source>
        <translation>↻ Ein Nullfenster ist gescheitert: Dieser Zug ist besser als der erste, der Beweis misslang, also wird er mit dem vollen Fenster noch einmal durchsucht, um seinen Wert zu erfahren.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="182"/>
        <source>The same {value root}, with {visited} positions entered, re-searches included. With the best move first (the best-first tree) no null window fails.</source>
        <translation>Derselbe Wert {value root}, mit {visited} betretenen Stellungen, Neusuchen eingeschlossen. Mit dem besten Zug zuerst (dem Baum „Bester Zug zuerst“) scheitert kein Nullfenster.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="185"/>
        <source>An aspiration window</source>
        <translation>Ein Aspirationsfenster</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="191"/>
        <source>Iterative deepening searches to depth 1, then to depth 2. From depth 2 on, each search starts with a narrow window around the last score: the aspiration window.</source>
        <translation>Die iterative Tiefensuche sucht bis Tiefe 1, dann bis Tiefe 2. Ab Tiefe 2 beginnt jede Suche mit einem engen Fenster um den letzten Wert: dem Aspirationsfenster.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="195"/>
        <source>Depth 1 scored the root {value root} by the evaluations. Depth 2 will start with a window of 1 either side of that score: narrow windows prune more, if the score stays inside.</source>
        <translation>Tiefe 1 hat die Wurzel nach den Bewertungen mit {value root} eingeschätzt. Tiefe 2 beginnt mit einem Fenster von 1 zu beiden Seiten dieses Werts: Enge Fenster schneiden mehr ab, wenn der Wert darin bleibt.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="201"/>
        <source>A is worth {value A}, above the window: the root fails high, which only proves it is worth at least {value root}. Next it is searched again with the full window.</source>
        <translation>A ist {value A} wert, über dem Fenster: Die Wurzel scheitert nach oben, was nur beweist, dass sie mindestens {value root} wert ist. Als Nächstes wird sie mit dem vollen Fenster noch einmal durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="206"/>
        <source>The root is worth {value root} through A. A good guess saves work; this one cost a re-search.</source>
        <translation>Die Wurzel ist über A {value root} wert. Eine gute Schätzung spart Arbeit; diese hat eine Neusuche gekostet.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="54"/>
        <source>Transpositions in tic-tac-toe</source>
        <translation>Transpositionen im Tic-Tac-Toe</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="57"/>
        <source>X to move with five squares left. Two moves by each side in another order lead to the same board, and the table files boards, not paths.</source>
        <translation>X am Zug, fünf Felder sind frei. Je zwei Züge beider Seiten in anderer Reihenfolge führen zum selben Brett, und die Tabelle speichert Bretter, nicht Wege.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="61"/>
        <source>This board was reached before by another move order: the table answers it without a search. Its subtree is drawn as known from the table.</source>
        <translation>Dieses Brett wurde schon früher über eine andere Zugfolge erreicht: Die Tabelle beantwortet es ohne Suche. Sein Teilbaum wird als aus der Tabelle bekannt gezeichnet.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="66"/>
        <source>The value, {value root}, is the same; the search entered {visited} positions instead of 101.</source>
        <translation>Der Wert, {value root}, ist derselbe; die Suche hat {visited} statt 101 Stellungen betreten.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="52"/>
        <source>Chance: expectiminimax</source>
        <translation>Zufall: Expectiminimax</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="55"/>
        <source>AIMA&apos;s dice example. MAX moves; then a die falls at a circle, where nobody chooses: the first outcome with probability 0.9, the second 0.1. A chance node is worth each outcome&apos;s value times its probability, added up.</source>
        <translation>Das Würfelbeispiel aus AIMA. MAX zieht; dann fällt an einem Kreis ein Würfel, dort wählt niemand: das erste Ergebnis mit Wahrscheinlichkeit 0.9, das zweite mit 0.1. Ein Zufallsknoten ist die Summe der Werte seiner Ergebnisse, jeweils mal ihrer Wahrscheinlichkeit.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="60"/>
        <source>a1 is worth 0.9 × 2 + 0.1 × 3 = {value a1}: what MAX can expect after a1, though no throw gives it.</source>
        <translation>a1 ist 0.9 × 2 + 0.1 × 3 = {value a1} wert: was MAX nach a1 erwarten kann, obwohl kein Wurf genau das ergibt.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="64"/>
        <source>a2 is worth only {value a2}, so MAX picks a1: the root is worth {value root}. Nothing was pruned: all {visited} nodes were visited.</source>
        <translation>a2 ist nur {value a2} wert, also wählt MAX a1: Die Wurzel ist {value root} wert. Nichts wurde abgeschnitten: Alle {visited} Knoten wurden besucht.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="67"/>
        <source>Chance: the same order, other numbers</source>
        <translation>Zufall: dieselbe Reihenfolge, andere Zahlen</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="70"/>
        <source>The same tree with the leaves 2, 3, 1, 4 relabelled 20, 30, 1, 400: every leaf keeps its place in the order, so minimax would choose exactly as before.</source>
        <translation>Derselbe Baum, die Blätter 2, 3, 1, 4 umbenannt in 20, 30, 1, 400: Jedes Blatt behält seinen Platz in der Reihenfolge, Minimax würde also genau wie vorher wählen.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="74"/>
        <source>a1 is now worth 0.9 × 20 + 0.1 × 30 = {value a1}.</source>
        <translation>a1 ist jetzt 0.9 × 20 + 0.1 × 30 = {value a1} wert.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="76"/>
        <source>a2 is worth {value a2} and wins: the root is worth {value root}. With chance nodes the order of the leaves is not enough: an evaluation must be a positive linear transformation of the expected utility.</source>
        <translation>a2 ist {value a2} wert und gewinnt: Die Wurzel ist {value root} wert. Mit Zufallsknoten genügt die Reihenfolge der Blätter nicht: Eine Bewertung muss eine positive lineare Transformation des erwarteten Nutzens sein.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="80"/>
        <source>Chance: Star1 prunes with bounds</source>
        <translation>Zufall: Star1 schneidet mit Schranken ab</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="83"/>
        <source>Star1: alpha-beta at MAX and MIN, and at a chance node bounds. Every leaf lies between the smallest, 0, and the largest, 9, so each outcome still to come adds at least its probability times 0 and at most times 9.</source>
        <translation>Star1: Alpha-Beta-Suche bei MAX und MIN und Schranken an einem Zufallsknoten. Jedes Blatt liegt zwischen dem kleinsten Wert, 0, und dem größten, 9, also trägt jedes noch ausstehende Ergebnis mindestens seine Wahrscheinlichkeit mal 0 und höchstens mal 9 bei.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="88"/>
        <source>a is worth {value a}: MAX is sure of that much, and b must beat it.</source>
        <translation>a ist {value a} wert: So viel hat MAX sicher, und b muss das übertreffen.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="91"/>
        <source>b&apos;s first outcome gave 0. Even if the last one, probability 0.4, gave 9, b would be worth 0.4 × 9 = 3.6, below a&apos;s {value a}: Star1 cuts b without throwing again.</source>
        <translation>Das erste Ergebnis von b brachte 0. Selbst wenn das letzte, mit Wahrscheinlichkeit 0.4, 9 brächte, wäre b nur 0.4 × 9 = 3.6 wert, weniger als die {value a} von a: Star1 schneidet b ab, ohne noch einmal zu würfeln.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="95"/>
        <source>The same value as expectiminimax, {value root}, with {visited} nodes visited and {pruned} pruned.</source>
        <translation>Derselbe Wert wie bei Expectiminimax, {value root}, mit {visited} besuchten und {pruned} abgeschnittenen Knoten.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="28"/>
        <source>Connect Four: the horizon</source>
        <translation>Vier gewinnt: der Horizont</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="30"/>
        <source>Connect Four, X to move. Negamax alpha-beta looks four moves ahead; a position four moves down is not played out but scored by the window count: the windows of four still open to the side to move minus those open to its opponent.</source>
        <translation>Vier gewinnt, X ist am Zug. Die Negamax-Alpha-Beta-Suche schaut vier Züge voraus; eine Stellung vier Züge tiefer wird nicht zu Ende gespielt, sondern nach den Fenstern bewertet: die Viererfenster, die der Seite am Zug noch offenstehen, minus die, die ihrem Gegner offenstehen.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="35"/>
        <source>Column 4 is searched: X is sure of {alpha root} by the window count. Four moves ahead, nothing shows that 4 wins.</source>
        <translation>Spalte 4 ist durchsucht: Nach den Fenstern ist X {alpha root} sicher. Vier Züge voraus zeigt nichts, dass 4 gewinnt.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="39"/>
        <source>The search plays 6, worth {value root} as far as four moves show. The solver, which plays every line to the end, says 6 loses (−3) and 4 wins: +8, X connects four with its 14th disc. The win lies beyond the horizon.</source>
        <translation>Die Suche spielt 6, {value root} wert, soweit vier Züge zeigen. Der Löser, der jede Variante zu Ende spielt, sagt: 6 verliert (−3) und 4 gewinnt: +8, X verbindet vier mit seinem 14. Stein. Der Gewinn liegt hinter dem Horizont.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="43"/>
        <source>Connect Four: move order and the table</source>
        <translation>Vier gewinnt: Zugsortierung und Tabelle</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="46"/>
        <source>The same position six moves deep, the columns tried centre first (4, 3, 5, 2, 6, 1, 7) and every position filed in a transposition table. In the columns&apos; order 1 to 7, alpha-beta enters 15,039 positions at this depth.</source>
        <translation>Dieselbe Stellung sechs Züge tief, die Spalten von der Mitte aus versucht (4, 3, 5, 2, 6, 1, 7) und jede Stellung in einer Transpositionstabelle abgelegt. In der Reihenfolge der Spalten 1 bis 7 betritt die Alpha-Beta-Suche bei dieser Tiefe 15.039 Stellungen.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="51"/>
        <source>These discs were reached before in another order: the table answers the position without a search, and its subtree is drawn as known from the table.</source>
        <translation>Diese Steine wurden schon einmal in anderer Reihenfolge erreicht: Die Tabelle beantwortet die Stellung ohne Suche, und ihr Teilbaum wird als aus der Tabelle bekannt gezeichnet.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="56"/>
        <source>{visited} positions entered and {cutoffs} cut-offs. Centre first without the table enters 1,501; the order 1 to 7, 15,039. All three find 5, worth {value root}: Compare → Enhancements of this position steps them side by side.</source>
        <translation>{visited} Stellungen betreten und {cutoffs} Schnitte. Von der Mitte aus ohne Tabelle sind es 1.501; in der Reihenfolge 1 bis 7 15.039. Alle drei finden 5, {value root} wert: Vergleichen → Erweiterungen dieser Stellung zeigt sie Schritt für Schritt nebeneinander.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="60"/>
        <source>Connect Four: two evaluations</source>
        <translation>Vier gewinnt: zwei Bewertungen</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="63"/>
        <source>Four moves deep again, now with the weighted windows: an open window counts 1, 2, 4 or 8 as it holds 0, 1, 2 or 3 discs of its side, so three in a row weigh more than one disc.</source>
        <translation>Wieder vier Züge tief, jetzt mit den gewichteten Fenstern: Ein offenes Fenster zählt 1, 2, 4 oder 8, je nachdem ob es 0, 1, 2 oder 3 Steine seiner Seite hält, also wiegen drei in einer Reihe mehr als ein Stein.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="67"/>
        <source>Column 4 raises X&apos;s α to {alpha root}; no later column does better.</source>
        <translation>Spalte 4 hebt das α von X auf {alpha root}; keine spätere Spalte ist besser.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="70"/>
        <source>X plays 4, worth {value root} by the weighted windows, where the window count played 6: the same search to the same depth, another evaluation, another move, and this time the solver&apos;s winning one.</source>
        <translation>X spielt 4, nach den gewichteten Fenstern {value root} wert, wo die Fensterzählung 6 spielte: dieselbe Suche bis zur selben Tiefe, eine andere Bewertung, ein anderer Zug, und diesmal der gewinnende des Lösers.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="74"/>
        <source>Connect Four: deepening on a budget</source>
        <translation>Vier gewinnt: Vertiefen mit Budget</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="77"/>
        <source>Iterative deepening to depth 8 on a budget of 2,000 positions, as an engine on a clock plays: depth 1, 2, 3, … each finished depth gives an answer, and when the budget runs out the search stops where it is. A budget of positions stops at the same step every run; a time limit does the same by the clock.</source>
        <translation>Iterative Tiefensuche bis Tiefe 8 mit einem Budget von 2.000 Stellungen, wie eine Engine unter Zeitdruck spielt: Tiefe 1, 2, 3, … jede abgeschlossene Tiefe gibt eine Antwort, und wenn das Budget aufgebraucht ist, hält die Suche an, wo sie steht. Ein Budget an Stellungen hält bei jedem Lauf am selben Schritt an; eine Zeitgrenze tut dasselbe nach der Uhr.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="83"/>
        <source>Depth 5 is complete: X would play 6, worth {value root}. Depth 6 starts now.</source>
        <translation>Tiefe 5 ist abgeschlossen: X würde 6 spielen, {value root} wert. Jetzt beginnt Tiefe 6.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="87"/>
        <source>The 2,000 positions are used up during depth 6: it is abandoned, shown as interrupted, and what it found so far is not the answer.</source>
        <translation>Die 2.000 Stellungen sind während Tiefe 6 aufgebraucht: Sie wird aufgegeben und als abgebrochen gezeigt, und was sie bisher gefunden hat, ist nicht die Antwort.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="91"/>
        <source>The answer is depth 5&apos;s: column 6, worth 4 (the root shows depth 6&apos;s unfinished value), a move the solver says loses. With room to finish depth 6, the search would play 5, which wins too (+4).</source>
        <translation>Die Antwort ist die von Tiefe 5: Spalte 6, 4 wert (die Wurzel zeigt den unfertigen Wert von Tiefe 6), ein Zug, der laut Löser verliert. Mit Zeit, Tiefe 6 zu beenden, würde die Suche 5 spielen, was ebenfalls gewinnt (+4).</translation>
    </message>
    <message>
        <location filename="../../core/content/BuiltInLessons.cpp" line="84"/>
        <source>there is no lesson called &apos;{lesson}&apos;; the lessons are {lessons}</source>
        <translation>es gibt keine Lektion namens &apos;{lesson}&apos;; die Lektionen sind {lessons}</translation>
    </message>
    <message>
        <location filename="../../core/content/BuiltInLessons.cpp" line="104"/>
        <source>lesson {lesson}: the run never reaches a stop</source>
        <translation>Lektion {lesson}: Der Lauf erreicht nie eine Station</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="31"/>
        <source>Monte Carlo tree search: the four phases</source>
        <translation>Monte-Carlo-Baumsuche: die vier Phasen</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="34"/>
        <source>X to move with squares 7, 8 and 9 left. Monte Carlo tree search proves nothing: it samples. Each iteration selects down the nodes it has, expands one new node, plays the game out at random from there and backs the result up. A node shows its mover&apos;s rewards over its visits.</source>
        <translation>X am Zug, frei sind noch die Felder 7, 8 und 9. Die Monte-Carlo-Baumsuche beweist nichts: Sie zieht Stichproben. Jede Iteration wählt einen Weg durch die vorhandenen Knoten, fügt einen neuen Knoten hinzu, spielt die Partie von dort zufällig zu Ende und gibt das Ergebnis nach oben weiter. Ein Knoten zeigt die Belohnungen der Seite, die hineingezogen hat, über seinen Besuchen.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="40"/>
        <source>Expansion: the root has no node below it yet, so the first iteration adds its first move, 7. The playout starts from the new node.</source>
        <translation>Expansion: Unter der Wurzel gibt es noch keinen Knoten, also fügt die erste Iteration ihren ersten Zug hinzu, 7. Das Playout beginnt am neuen Knoten.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="44"/>
        <source>Playout: random moves from 7 to the end of the game, drawn dotted. They are not added to the tree; only the result counts, as X&apos;s reward for moving into 7: 1 for a win, ½ for a draw, 0 for a loss.</source>
        <translation>Playout: zufällige Züge von 7 bis zum Ende der Partie, gepunktet gezeichnet. Sie kommen nicht in den Baum; nur das Ergebnis zählt, als Belohnung von X für den Zug nach 7: 1 für einen Sieg, ½ für ein Unentschieden, 0 für eine Niederlage.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="49"/>
        <source>Back-up: the reward climbs the path. Each node on it counts one more visit and adds the reward of the side that moved into it: 7 has {visits 7} visit, mean reward {mean 7}.</source>
        <translation>Rückgabe: Die Belohnung steigt den Pfad hinauf. Jeder Knoten darauf zählt einen Besuch mehr und addiert die Belohnung der Seite, die hineingezogen hat: 7 hat {visits 7} Besuch, mittlere Belohnung {mean 7}.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="53"/>
        <source>Selection by UCB1: a move&apos;s mean reward plus an exploration term that is larger the less the move was tried. 8&apos;s mean reward is {mean 8}, 7&apos;s {mean 7}, yet 8 has the fewest visits: its exploration term wins, and the search explores where it would otherwise exploit.</source>
        <translation>Auswahl nach UCB1: die mittlere Belohnung eines Zugs plus ein Explorationsterm, der umso größer ist, je seltener der Zug versucht wurde. Die mittlere Belohnung von 8 ist {mean 8}, die von 7 {mean 7}, doch 8 hat die wenigsten Besuche: Sein Explorationsterm gewinnt, und die Suche erkundet, wo sie sonst ausnutzen würde.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="58"/>
        <source>After {iterations} iterations 7 has {visits 7} visits, 8 {visits 8} and 9 {visits 9}. Only the block on 7 does not lose, and UCB1 sends most samples there; its mean reward, {mean 7}, is a draw&apos;s. The answer is the most visited move: 7.</source>
        <translation>Nach {iterations} Iterationen hat 7 {visits 7} Besuche, 8 {visits 8} und 9 {visits 9}. Nur die Blockade auf 7 verliert nicht, und UCB1 schickt die meisten Stichproben dorthin; ihre mittlere Belohnung, {mean 7}, ist die eines Unentschiedens. Die Antwort ist der meistbesuchte Zug: 7.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="62"/>
        <source>Monte Carlo tree search: the exploration constant</source>
        <translation>Monte-Carlo-Baumsuche: die Explorationskonstante</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="65"/>
        <source>X to move with five squares left: 8 draws, every other move loses. The exploration constant C weighs UCB1&apos;s exploration term against the mean reward; here it is 0.2, where √2 is the textbooks&apos; choice.</source>
        <translation>X am Zug, fünf Felder sind frei: 8 hält das Unentschieden, jeder andere Zug verliert. Die Explorationskonstante C gewichtet den Explorationsterm von UCB1 gegen die mittlere Belohnung; hier ist sie 0,2, wo die Lehrbücher √2 wählen.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="70"/>
        <source>Each of the five moves has had one playout. 8 has a mean reward of {mean 8} and 9 of {mean 9}: one sample each, not much to judge a move by.</source>
        <translation>Jeder der fünf Züge hatte ein Playout. 8 hat eine mittlere Belohnung von {mean 8} und 9 von {mean 9}: je eine Stichprobe, wenig, um einen Zug danach zu beurteilen.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="74"/>
        <source>With C = 0.2 the search exploits: 8 has {visits 8} of the {iterations} visits, and 9 only {visits 9}. The tree grew just {visited} nodes. Compare → Exploration constants of this position runs C = 0.2 beside C = 2, which spreads the samples over every move.</source>
        <translation>Mit C = 0,2 nutzt die Suche aus: 8 hat {visits 8} der {iterations} Besuche und 9 nur {visits 9}. Der Baum ist nur auf {visited} Knoten gewachsen. Vergleichen → Explorationskonstanten dieser Stellung lässt C = 0,2 neben C = 2 laufen, das die Stichproben über alle Züge verteilt.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="78"/>
        <source>Monte Carlo tree search against alpha-beta</source>
        <translation>Monte-Carlo-Baumsuche gegen Alpha-Beta-Suche</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="81"/>
        <source>The Connect Four position where negamax alpha-beta, four moves deep, plays 6 and the solver says 4 wins. Monte Carlo tree search has no evaluation and no horizon: it plays every sample out to the end of the game.</source>
        <translation>Die Vier-gewinnt-Stellung, in der Negamax mit Alpha-Beta-Suche vier Züge tief 6 spielt und der Löser sagt, dass 4 gewinnt. Die Monte-Carlo-Baumsuche hat keine Bewertung und keinen Horizont: Sie spielt jede Stichprobe bis zum Ende der Partie aus.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="86"/>
        <source>After {iterations} iterations 4 has {visits 4} visits and a mean reward of {mean 4}, 6 has {visits 6} and {mean 6}. The samples already lean towards 4.</source>
        <translation>Nach {iterations} Iterationen hat 4 {visits 4} Besuche und eine mittlere Belohnung von {mean 4}, 6 hat {visits 6} und {mean 6}. Die Stichproben neigen schon zu 4.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="91"/>
        <source>After {iterations} iterations 4 has {visits 4} visits, mean reward {mean 4}: the most visited move is the solver&apos;s winning one, which alpha-beta&apos;s horizon hid. Compare → Monte Carlo tree search against alpha-beta steps both on this position.</source>
        <translation>Nach {iterations} Iterationen hat 4 {visits 4} Besuche, mittlere Belohnung {mean 4}: Der meistbesuchte Zug ist der Gewinnzug des Lösers, den der Horizont der Alpha-Beta-Suche verbarg. Vergleichen → Monte-Carlo-Baumsuche gegen Alpha-Beta-Suche schreitet beide auf dieser Stellung ab.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="95"/>
        <source>Connect Four: quiescence search</source>
        <translation>Vier gewinnt: Ruhesuche</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="98"/>
        <source>X to move. Two moves deep, the window count alone plays 4, which the solver says loses. This run adds quiescence search: a position on the horizon that has forcing moves (a win, a block or a new threat) is not scored at once.</source>
        <translation>X am Zug. Zwei Züge tief spielt die Fensterzählung allein 4, laut Löser ein Verlust. Dieser Lauf nimmt die Ruhesuche hinzu: Eine Stellung auf dem Horizont mit erzwingenden Zügen (ein Gewinn, eine Abwehr oder eine neue Drohung) wird nicht sofort bewertet.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="103"/>
        <source>X played 1 and O answered 1: on the horizon, but X has forcing moves. X may stand pat on the window count, {value 1/1}, and tries only the forcing moves.</source>
        <translation>X spielte 1 und O antwortete 1: auf dem Horizont, aber X hat erzwingende Züge. X darf bei der Fensterzählung {value 1/1} stehen bleiben (stand pat) und probiert nur die erzwingenden Züge.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="107"/>
        <source>Past the horizon, X plays 2 and connects four. Every other answer of O&apos;s leaves X a four at once too: the move 1 wins by force, which two moves of search alone cannot see.</source>
        <translation>Hinter dem Horizont spielt X 2 und verbindet vier. Auch jede andere Antwort von O lässt X sofort vier verbinden: Der Zug 1 gewinnt erzwungen, was zwei Züge Suche allein nicht sehen.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="111"/>
        <source>X plays 1, worth {value root}: a won game&apos;s score. {visited} positions entered, {quiescence} of them past the horizon; without quiescence, 39 positions and the losing 4.</source>
        <translation>X spielt 1, Wert {value root}: der Wert einer gewonnenen Partie. {visited} Stellungen betreten, {quiescence} davon hinter dem Horizont; ohne Ruhesuche 39 Stellungen und die verlierende 4.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="209"/>
        <source>A beam: forward pruning</source>
        <translation>Ein Strahl: Vorwärtsbeschneidung</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="214"/>
        <source>A beam of two: at each position above the horizon only the two moves whose positions look best by their static evaluation, the number in brackets, are searched. The others are dropped without a look.</source>
        <translation>Ein Strahl der Breite zwei: In jeder Stellung über dem Horizont werden nur die zwei Züge durchsucht, deren Stellungen nach der statischen Bewertung, der Zahl in Klammern, am besten aussehen. Die anderen werden ungesehen verworfen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="219"/>
        <source>A looks worst to MAX, 1 by its evaluation, and is dropped. Unlike a cut-off, nothing has proved A worse than the moves kept: the beam guesses.</source>
        <translation>A sieht für MAX am schlechtesten aus, 1 nach seiner Bewertung, und wird verworfen. Anders als bei einem Schnitt hat nichts bewiesen, dass A schlechter ist als die behaltenen Züge: Der Strahl rät.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="223"/>
        <source>MAX plays C, worth {value root}. Searched in full, A is worth 7: the quiet winning move was the one dropped. Forward pruning saves work, and it can be wrong.</source>
        <translation>MAX spielt C, Wert {value root}. Vollständig durchsucht ist A 7 wert: Der ruhige Gewinnzug war der verworfene. Vorwärtsbeschneidung spart Arbeit, und sie kann sich irren.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="226"/>
        <source>Late move reductions</source>
        <translation>Späte Züge reduzieren</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="231"/>
        <source>Late move reductions: the first three moves of a position are searched in full. Each later move is searched a move shallower, with a null window, only to show that it is no better than the best so far; one that is better is searched again in full.</source>
        <translation>Späte Züge reduzieren: Die ersten drei Züge einer Stellung werden voll durchsucht. Jeder spätere Zug wird einen Zug weniger tief mit einem Nullfenster durchsucht, nur um zu zeigen, dass er nicht besser ist als das bisher Beste; ein besserer wird noch einmal voll durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="240"/>
        <source>The reduced search says D may beat {value root}: the guess could be wrong, so D is searched again at full depth.</source>
        <translation>Die reduzierte Suche sagt, D könnte {value root} schlagen: Die Vermutung könnte falsch sein, also wird D noch einmal in voller Tiefe durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="248"/>
        <source>MAX plays D, worth {value root}. Searched in full, E is worth 8: the reduction missed the win. Reductions save work when the best moves come first, and they can be wrong.</source>
        <translation>MAX spielt D mit dem Wert {value root}. Voll durchsucht ist E 8 wert: Die Reduktion hat den Gewinn übersehen. Reduktionen sparen Arbeit, wenn die besten Züge zuerst kommen, und sie können falsch liegen.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="114"/>
        <source>Connect Four: null moves and zugzwang</source>
        <translation>Vier gewinnt: Nullzüge und Zugzwang</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="117"/>
        <source>X to move, four squares left. Searched to the end, X fills column 4 and wins: O must then play into column 2, under X&apos;s winning square. This run adds null-move pruning: in the search&apos;s imagination the side to move may pass, and a position that still looks good enough after a pass is cut unsearched.</source>
        <translation>X am Zug, vier Felder frei. Bis zum Ende durchsucht, füllt X Spalte 4 und gewinnt: O muss dann in Spalte 2 setzen, unter das Gewinnfeld von X. Dieser Lauf fügt Nullzüge hinzu: In der Vorstellung der Suche darf die Seite am Zug passen, und eine Stellung, die nach dem Passen noch gut genug aussieht, wird ungesucht abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="123"/>
        <source>After X&apos;s 4, O has no good move: any disc in column 2 gives X the square above. That is zugzwang, where passing would be best. Passing is what null-move pruning tries: X would then have to open column 2 itself, so the pass looks good enough for O, and 4 is cut without searching O&apos;s moves.</source>
        <translation>Nach der 4 von X hat O keinen guten Zug: Jeder Stein in Spalte 2 gibt X das Feld darüber. Das ist Zugzwang, in dem Passen am besten wäre. Genau das probiert der Nullzug: X müsste dann Spalte 2 selbst öffnen, also sieht das Passen für O gut genug aus, und 4 wird abgeschnitten, ohne die Züge von O zu durchsuchen.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="129"/>
        <source>X plays 2, worth {value root}: a draw. Without null moves the search plays 4 and wins. Null moves save work where passing is a real option, and they fail in zugzwang, which the last columns of Connect Four are full of.</source>
        <translation>X spielt 2 mit dem Wert {value root}: ein Remis. Ohne Nullzüge spielt die Suche 4 und gewinnt. Nullzüge sparen Arbeit, wo Passen eine echte Möglichkeit ist, und sie versagen im Zugzwang, von dem die letzten Spalten von Vier gewinnt voll sind.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="236"/>
        <source>D is MAX&apos;s fourth move, a late one. It is searched a move shallower, so its evaluation will stand for it, with a null window at the best so far, {value root}.</source>
        <translation>D ist der vierte Zug von MAX, ein später. Er wird einen Zug weniger tief durchsucht, also steht seine Bewertung für ihn, mit einem Nullfenster beim bisher Besten, {value root}.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="244"/>
        <source>E is late too, searched a move shallower. Its evaluation, {value E}, is no better than {value root}, so E is not searched again: what lies below it is never seen.</source>
        <translation>Auch E ist spät und wird einen Zug weniger tief durchsucht. Seine Bewertung, {value E}, ist nicht besser als {value root}, also wird E nicht noch einmal durchsucht: Was darunter liegt, wird nie gesehen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="251"/>
        <source>Three players: the kingmaker</source>
        <translation>Drei Spieler: der Königsmacher</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="254"/>
        <source>Three players take turns: player 1 at the root, player 2 at A and B. Each leaf scores every player, player 1&apos;s score first. Max^n assumes each player takes the move that gives itself the most.</source>
        <translation>Drei Spieler ziehen reihum: Spieler 1 an der Wurzel, Spieler 2 bei A und B. Jedes Blatt gibt jedem Spieler Punkte, die von Spieler 1 zuerst. Max^n nimmt an, dass jeder Spieler den Zug wählt, der ihm selbst am meisten gibt.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="259"/>
        <source>At A player 2 gets 5 either way: it cannot gain, yet it decides who does. Taking the first move, {value A}, it hands player 1 the 4 and player 3 the 1. A player who settles another&apos;s fate is a kingmaker.</source>
        <translation>Bei A bekommt Spieler 2 in jedem Fall 5: er kann nichts gewinnen, entscheidet aber, wer gewinnt. Mit dem ersten Zug, {value A}, gibt er Spieler 1 die 4 und Spieler 3 die 1. Ein Spieler, der über das Schicksal eines anderen entscheidet, ist ein Königsmacher.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="264"/>
        <source>At B player 2 takes {value B}, 4 for itself, which leaves player 1 with 3.</source>
        <translation>Bei B wählt Spieler 2 {value B}, 4 für sich selbst; Spieler 1 bleiben 3.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="267"/>
        <source>Player 1 plays A for {value root}, trusting player 2 to break its tie the first way. Paranoid search assumes players 2 and 3 both play against player 1: it fears the 1 at A and plays B, sure of 3. Choose Paranoid in the Search box to see it.</source>
        <translation>Spieler 1 zieht A für {value root} und vertraut darauf, dass Spieler 2 seinen Gleichstand zugunsten des ersten Zugs entscheidet. Die paranoide Suche nimmt an, dass Spieler 2 und 3 beide gegen Spieler 1 spielen: sie fürchtet die 1 bei A und zieht B, sicher 3. Wählen Sie Paranoid im Suchfeld, um es zu sehen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="271"/>
        <source>Three players: shallow pruning</source>
        <translation>Drei Spieler: flaches Beschneiden</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="274"/>
        <source>Every leaf&apos;s scores add up to 10 and none is negative. What one player gains, the others cannot have: max^n can cut a node without searching all of it.</source>
        <translation>Die Punkte jedes Blatts ergeben zusammen 10, und keine ist negativ. Was ein Spieler gewinnt, können die anderen nicht haben: Max^n kann einen Knoten abschneiden, ohne ihn ganz zu durchsuchen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="278"/>
        <source>A gives player 1 6. Another move must give player 1 more than 6 to be chosen instead.</source>
        <translation>A gibt Spieler 1 die 6. Ein anderer Zug muss Spieler 1 mehr als 6 geben, um stattdessen gewählt zu werden.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="281"/>
        <source>At B player 2&apos;s first move gives it 7, and player 2 only takes more. Player 1 can then get at most 10 − 7 = 3 from B, less than 6: B&apos;s other moves are cut off, although B/2 would give player 1 9. Player 2 would never play it.</source>
        <translation>Bei B gibt der erste Zug Spieler 2 die 7, und Spieler 2 nimmt nur noch mehr. Spieler 1 kann dann bei B höchstens 10 − 7 = 3 bekommen, weniger als 6: die übrigen Züge von B werden abgeschnitten, obwohl B/2 Spieler 1 die 9 gäbe. Spieler 2 würde ihn nie spielen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="286"/>
        <source>At C player 2 has only 2, which leaves player 1 up to 8: nothing is cut there. Player 1 plays A for {value root}; max^n entered {visited} nodes and pruned {pruned}.</source>
        <translation>Bei C hat Spieler 2 nur 2, was Spieler 1 bis zu 8 lässt: dort wird nichts abgeschnitten. Spieler 1 zieht A für {value root}; Max^n hat {visited} Knoten betreten und {pruned} beschnitten.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="30"/>
        <source>Sticks: a kingmaker in a real game</source>
        <translation>Stäbchen: ein Königsmacher in einem echten Spiel</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="33"/>
        <source>A, B and C take 1, 2 or 3 sticks in turn; whoever takes the last stick wins and scores 1, the others 0. Five sticks are left and A moves: player 1 on the tree, B player 2, C player 3.</source>
        <translation>A, B und C nehmen reihum 1, 2 oder 3 Stäbchen; wer das letzte Stäbchen nimmt, gewinnt und bekommt 1 Punkt, die anderen 0. Fünf Stäbchen sind übrig, und A zieht: Spieler 1 im Baum, B Spieler 2, C Spieler 3.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="37"/>
        <source>Taking 1 leaves four sticks to B, who cannot win: whatever B takes, C takes the rest. So 1 is worth {value 1}: C wins.</source>
        <translation>Nimmt A 1, bleiben B vier Stäbchen, und B kann nicht gewinnen: Was B auch nimmt, C nimmt den Rest. Also ist 1 {value 1} wert: C gewinnt.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="41"/>
        <source>Taking 2 leaves three sticks, and B takes them all: {value 2}. Taking 3 leaves two, and B wins the same way.</source>
        <translation>Nimmt A 2, bleiben drei Stäbchen, und B nimmt sie alle: {value 2}. Nimmt A 3, bleiben zwei, und B gewinnt ebenso.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="45"/>
        <source>Every move gives A 0: A cannot win, yet decides whether B or C does, a kingmaker. Max^n takes the first of the equal moves, 1, for {value root}. Which way A should break the tie depends on the players, which no search knows.</source>
        <translation>Jeder Zug gibt A 0 Punkte: A kann nicht gewinnen, entscheidet aber, ob B oder C gewinnt – ein Königsmacher. Max^n nimmt den ersten der gleichwertigen Züge, 1, für {value root}. Wie A den Gleichstand auflösen sollte, hängt von den Spielern ab, und das weiß keine Suche.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <location filename="../../core/match/Openings.cpp" line="45"/>
        <source>{game} is over within {plies} random moves nearly every time: open with fewer moves</source>
        <translation>{game} ist nach {plies} zufälligen Zügen fast immer zu Ende: eröffnen Sie mit weniger Zügen</translation>
    </message>
    <message>
        <location filename="../../core/match/Openings.cpp" line="70"/>
        <source>the game is over there: an opening must leave moves to play</source>
        <translation>die Partie ist dort zu Ende: eine Eröffnung muss Züge übrig lassen</translation>
    </message>
    <message>
        <location filename="../../core/match/Openings.cpp" line="77"/>
        <source>no opening: write one position a line</source>
        <translation>keine Eröffnung: Schreiben Sie eine Stellung pro Zeile</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="51"/>
        <source>a game is five fields a line, a tab between them: the opening, its side to move, the moves, the result and the engine that moved first</source>
        <translation>eine Partie sind fünf Felder je Zeile, durch Tabulatoren getrennt: die Eröffnung, ihre Seite am Zug, die Züge, das Ergebnis und die Engine, die zuerst zog</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="55"/>
        <source>the side to move is one letter</source>
        <translation>die Seite am Zug ist ein Buchstabe</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="68"/>
        <source>{move} is no move there</source>
        <translation>{move} ist dort kein Zug</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="74"/>
        <source>the moves do not end the game</source>
        <translation>die Züge beenden die Partie nicht</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="79"/>
        <source>the moves come to {result}, not {written}</source>
        <translation>die Züge ergeben {result}, nicht {written}</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="84"/>
        <source>the engine that moved first is one the file names, by its number</source>
        <translation>die Engine, die zuerst zog, ist eine, die die Datei nennt, mit ihrer Nummer</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="139"/>
        <source>{game} is no game&apos;s option</source>
        <translation>{game} ist die Option keines Spiels</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="148"/>
        <source>the engines are numbered from 1 in order, as # engine 1: NAME</source>
        <translation>die Engines sind der Reihe nach ab 1 nummeriert, wie # engine 1: NAME</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="157"/>
        <source>no &apos;# game: OPTION&apos; line and &apos;# engine&apos; lines before the first game: not a games file of a match</source>
        <translation>keine Zeile „# game: OPTION“ und keine Zeilen „# engine“ vor der ersten Partie: keine Partiedatei eines Matchs</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="163"/>
        <source>the games of a round robin: the window opens the games of a match of two engines</source>
        <translation>die Partien eines Rundenturniers: Das Fenster öffnet die Partien eines Matchs zweier Engines</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="173"/>
        <source>the games come in pairs, one opening each, engine 1 moving first in the first</source>
        <translation>die Partien kommen paarweise, je eine Eröffnung, in der ersten zieht Engine 1 zuerst</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="180"/>
        <source>no whole pair of games: a games file holds each opening&apos;s two games</source>
        <translation>kein ganzes Partienpaar: Eine Partiedatei enthält die zwei Partien jeder Eröffnung</translation>
    </message>
</context>
<context>
    <name>MatchPresets</name>
    <message>
        <location filename="../../ui/match/MatchPresets.cpp" line="42"/>
        <source>Depth against evaluation: depth 6 counting open windows, or depth 4 weighing them?</source>
        <translation>Tiefe gegen Bewertung: Tiefe 6, die offene Fenster zählt, oder Tiefe 4, die sie gewichtet?</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchPresets.cpp" line="45"/>
        <source>Ordering at a fixed time: does centre-first ordering win games at 20 ms a move?</source>
        <translation>Zugordnung bei fester Zeit: Gewinnt die Mitte-zuerst-Ordnung Partien bei 20 ms pro Zug?</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchPresets.cpp" line="48"/>
        <source>Samples: Monte Carlo with 5,000 iterations against 500</source>
        <translation>Stichproben: Monte Carlo mit 5.000 Iterationen gegen 500</translation>
    </message>
</context>
<context>
    <name>MoveVerdict</name>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="12"/>
        <source>win
in %1</source>
        <translation>Sieg
in %1</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="14"/>
        <source>loss
in %1</source>
        <translation>Verlust
in %1</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="17"/>
        <source>draw</source>
        <translation>remis</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="23"/>
        <source>W
%1</source>
        <translation>S
%1</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="24"/>
        <source>L
%1</source>
        <translation>N
%1</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="27"/>
        <source>D</source>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="41"/>
        <source>Ready: {algorithm} will search a tree of {nodes}; at a chance node (a circle) nobody chooses: its value is the average of its outcomes, weighted by their probabilities. Step forward to begin.</source>
        <translation>Bereit: {algorithm} durchsucht einen Baum aus {nodes}; an einem Zufallsknoten (einem Kreis) wählt niemand: Sein Wert ist der Durchschnitt seiner Ergebnisse, gewichtet mit ihren Wahrscheinlichkeiten. Gehen Sie einen Schritt vor, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="51"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="122"/>
        <source>{Node} is a leaf worth {value}.</source>
        <translation>{Node} ist ein Blatt mit dem Wert {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="62"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="169"/>
        <source>α at {node} rises from {old} to {value}: MAX is now sure of at least {value} on this path.</source>
        <translation>α bei {node:2} steigt von {old} auf {value}: MAX hat auf diesem Pfad jetzt mindestens {value} sicher.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="68"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="177"/>
        <source>β at {node} falls from {old} to {value}: MIN can now hold MAX to at most {value} here.</source>
        <translation>β bei {node:2} fällt von {old} auf {value}: MIN kann MAX hier jetzt auf höchstens {value} begrenzen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="75"/>
        <source>Whatever the outcomes still to come, {node} is now worth between {low} and {high}.</source>
        <translation>Wie auch immer die noch ausstehenden Ergebnisse ausfallen, {node} ist jetzt zwischen {low} und {high} wert.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="94"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="92"/>
        <source>Start at the root</source>
        <translation>Beginn an der Wurzel</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="95"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="93"/>
        <source>Go down to {node}</source>
        <translation>Hinab zu {node:2}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="98"/>
        <source>{place}.</source>
        <extracomment>A step&apos;s sentence: where the search goes (&quot;Go down to a1&quot;), made a sentence.</extracomment>
        <translation>{place}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="104"/>
        <source>{place}, a chance node: its value is each outcome&apos;s value times its probability, added up.</source>
        <translation>{place}, einem Zufallsknoten: Sein Wert ist die Summe der Werte seiner Ergebnisse, jeweils mal ihrer Wahrscheinlichkeit.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="107"/>
        <source>{place}, a chance node: its value is each outcome&apos;s value times its probability, added up. Every leaf lies in {interval}, so its value does too.</source>
        <translation>{place}, einem Zufallsknoten: Sein Wert ist die Summe der Werte seiner Ergebnisse, jeweils mal ihrer Wahrscheinlichkeit. Jedes Blatt liegt in {interval}, also auch sein Wert.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="111"/>
        <source>{place}, a chance node: its value is each outcome&apos;s value times its probability, added up. Every leaf lies in {interval}, so its value does too; the search needs to know it only within α = {alpha} and β = {beta}.</source>
        <translation>{place}, einem Zufallsknoten: Sein Wert ist die Summe der Werte seiner Ergebnisse, jeweils mal ihrer Wahrscheinlichkeit. Jedes Blatt liegt in {interval}, also auch sein Wert; die Suche muss ihn nur zwischen α = {alpha} und β = {beta} kennen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="116"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="98"/>
        <source>{place} ({player} to move) with α = {alpha} and β = {beta}.</source>
        <translation>{place} ({player} am Zug) mit α = {alpha} und β = {beta}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="118"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="95"/>
        <source>{place} ({player} to move).</source>
        <translation>{place} ({player} am Zug).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="130"/>
        <source>{Node}: {sum} so far.</source>
        <translation>{Node}: bisher {sum}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="135"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="150"/>
        <source>{Node} takes {value}: the highest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} übernimmt {value}: der höchste Wert, den {player} dort bisher gesehen hat (vorher {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="137"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="148"/>
        <source>{Node} takes {value}: the lowest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} übernimmt {value}: der niedrigste Wert, den {player} dort bisher gesehen hat (vorher {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="152"/>
        <source>even {rest} × {high} more cannot reach α = {alpha}</source>
        <translation>selbst weitere {rest} × {high} erreichen α = {alpha} nicht</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="157"/>
        <source>even {rest} × {low} more reaches β = {beta}</source>
        <translation>schon weitere {rest} × {low} erreichen β = {beta}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="169"/>
        <source>✂ Star1 cuts {node}: {reason}, so its last outcome ({nodes}) need not be thrown.</source>
        <translation>✂ Star1 schneidet {node} ab: {reason}, also muss sein letztes Ergebnis ({nodes}) nicht mehr gewürfelt werden.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="171"/>
        <source>✂ Star1 cuts {node}: {reason}, so its last {outcomes} outcomes ({nodes}) need not be thrown.</source>
        <translation>✂ Star1 schneidet {node} ab: {reason}, also müssen seine letzten {outcomes} Ergebnisse ({nodes}) nicht mehr gewürfelt werden.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="178"/>
        <source>✂ α = {alpha} ≥ β = {beta} at {node}: its remaining {moves} ({nodes}) cannot change the result and are pruned.</source>
        <translation>✂ α = {alpha} ≥ β = {beta} bei {node:2}: Die übrigen {moves} ({nodes}) können das Ergebnis nicht mehr ändern und werden abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="190"/>
        <source>{Node} returns {value}.</source>
        <translation>{Node} liefert {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="193"/>
        <source>{Node} returns {value} (at most that: its upper bound).</source>
        <translation>{Node} liefert {value} (höchstens so viel: seine obere Schranke).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="195"/>
        <source>{Node} returns {value} (at least that: its lower bound).</source>
        <translation>{Node} liefert {value} (mindestens so viel: seine untere Schranke).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="82"/>
        <source>Ready: {algorithm} will search a tree of {nodes}, {player} to move at the root. Step forward to begin.</source>
        <translation>Bereit: {algorithm} durchsucht einen Baum aus {nodes}, an der Wurzel ist {player} am Zug. Gehen Sie einen Schritt vor, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="100"/>
        <source>{place} ({player} to move) with α = {alpha} and β = {beta}: nothing is guaranteed yet.</source>
        <translation>{place} ({player} am Zug) mit α = {alpha} und β = {beta}: Noch ist nichts sicher.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="103"/>
        <source>{place} ({player} to move) with α = {alpha} and β = {beta}, a null window: it is searched only to prove it no better than the move before.</source>
        <translation>{place} ({player} am Zug) mit α = {alpha} und β = {beta}, einem Nullfenster: Der Knoten wird nur durchsucht, um zu beweisen, dass er nicht besser ist als der Zug davor.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="116"/>
        <source>{Node} is a leaf worth {own} to MAX, so {value} to MIN, the side to move there.</source>
        <translation>{Node} ist ein Blatt mit dem Wert {own} für MAX, also {value} für MIN, die Seite, die dort am Zug ist.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="137"/>
        <source>{Node} takes {value} (the negation of {child}&apos;s {childValue}): the lowest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} übernimmt {value} (die Negation von {childValue} aus {child:2}): der niedrigste Wert, den {player} dort bisher gesehen hat (vorher {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="140"/>
        <source>{Node} takes {value} (the negation of {child}&apos;s {childValue}): the highest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} übernimmt {value} (die Negation von {childValue} aus {child:2}): der höchste Wert, den {player} dort bisher gesehen hat (vorher {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="143"/>
        <source>{Node} takes {value} from {child}: the lowest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} übernimmt {value} von {child:2}: der niedrigste Wert, den {player} dort bisher gesehen hat (vorher {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="145"/>
        <source>{Node} takes {value} from {child}: the highest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} übernimmt {value} von {child:2}: der höchste Wert, den {player} dort bisher gesehen hat (vorher {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="167"/>
        <source>α at {node} rises from {old} to {value}: {player}, to move there, is now sure of at least {value}.</source>
        <translation>α bei {node:2} steigt von {old} auf {value}: {player}, dort am Zug, hat jetzt mindestens {value} sicher.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="207"/>
        <source>{player} is already sure of {alpha} at {node}, but {opponent} can hold {player} to {beta} elsewhere, so play never reaches {node}.</source>
        <translation>{player} hat bei {node:2} schon {alpha} sicher, aber {opponent} kann {player} anderswo auf {beta} begrenzen, also erreicht die Partie {node} nie.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="211"/>
        <source>MAX is already sure of {alpha} elsewhere, and MIN can hold {node} to {beta} or less, so MAX never plays into {node}.</source>
        <translation>MAX hat anderswo schon {alpha} sicher, und MIN kann {node} auf {beta} oder weniger begrenzen, also zieht MAX nie nach {node}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="215"/>
        <source>MIN can already hold MAX to {beta} elsewhere, and MAX gets at least {alpha} at {node}, so MIN never lets play reach {node}.</source>
        <translation>MIN kann MAX anderswo schon auf {beta} begrenzen, und MAX bekommt bei {node:2} mindestens {alpha}, also lässt MIN die Partie nie {node} erreichen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="221"/>
        <source>✂ Cut-off at {node}: α = {alpha} ≥ β = {beta}. {why} Skip {skipped} ({nodes}).</source>
        <translation>✂ Schnitt bei {node:2}: α = {alpha} ≥ β = {beta}. {why} Übersprungen: {skipped} ({nodes}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="234"/>
        <source>{Node} returns {value}</source>
        <translation>{Node} liefert {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="236"/>
        <source>{Node} returns {value}, the table&apos;s answer</source>
        <translation>{Node} liefert {value}, die Antwort der Tabelle</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="238"/>
        <source>{Node} returns {value} (its best value {best} clamped to its window: fail-hard)</source>
        <translation>{Node} liefert {value} (sein bester Wert {best}, auf sein Fenster begrenzt: fail-hard)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="244"/>
        <source>{returns}, only a bound: the value lies outside the window it was searched with.</source>
        <translation>{returns}, nur eine Schranke: Der Wert liegt außerhalb des Fensters, mit dem gesucht wurde.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="247"/>
        <source>{returns}: its value searched {moves} deep.</source>
        <translation>{returns}: sein Wert, {moves} tief gesucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="253"/>
        <source>{returns}: the value of the game.</source>
        <translation>{returns}: der Wert des Spiels.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="254"/>
        <source>{returns}: the value of the game. Best move: {move}.</source>
        <translation>{returns}: der Wert des Spiels. Bester Zug: {move}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="258"/>
        <source>{returns} to {parent}.</source>
        <translation>{returns} an {parent}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="283"/>
        <source>Iteration {depth}: start again at the root and search to depth {depth}, one move deeper than before. The table keeps what the last iteration learnt, so its best moves are tried first.</source>
        <translation>Iteration {depth}: Neubeginn an der Wurzel, Suche bis Tiefe {depth}, einen Zug tiefer als zuvor. Die Tabelle behält, was die letzte Iteration gelernt hat, daher werden deren beste Züge zuerst versucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="286"/>
        <source>Iteration {depth}: start again at the root and search to depth {depth}, one move deeper than before.</source>
        <translation>Iteration {depth}: Neubeginn an der Wurzel, Suche bis Tiefe {depth}, einen Zug tiefer als zuvor.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="312"/>
        <source>{Node} lies on the horizon, {distance} down, and the game goes on there: the static evaluation ({evaluation}) scores it {value}.</source>
        <translation>{Node} liegt auf dem Horizont, {distance} tief, und die Partie geht dort weiter: Die statische Bewertung ({evaluation}) gibt ihm {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="315"/>
        <source>{Node} lies on the horizon, {distance} down, and the game goes on there: the static evaluation scores it {value}.</source>
        <translation>{Node} liegt auf dem Horizont, {distance} tief, und die Partie geht dort weiter: Die statische Bewertung gibt ihm {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="432"/>
        <source>↻ The null window failed: {node} returned {value}, so it may be better than the moves before it. It is searched again with the full window.</source>
        <translation>↻ Das Nullfenster ist gescheitert: {node} hat {value} geliefert, kann also besser sein als die Züge davor. Der Knoten wird mit dem vollen Fenster noch einmal durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="442"/>
        <source>↻ The root&apos;s value {value} fell below the aspiration window: it failed low, and the root is searched again with the full window.</source>
        <translation>↻ Der Wert der Wurzel, {value}, fiel unter das Aspirationsfenster: Sie scheiterte nach unten und wird mit dem vollen Fenster noch einmal durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="447"/>
        <source>↻ The root&apos;s value {value} rose above the aspiration window: it failed high, and the root is searched again with the full window.</source>
        <translation>↻ Der Wert der Wurzel, {value}, stieg über das Aspirationsfenster: Sie scheiterte nach oben und wird mit dem vollen Fenster noch einmal durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="37"/>
        <source>The root</source>
        <translation>Die Wurzel</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="38"/>
        <source>the root</source>
        <translation>die Wurzel|der Wurzel</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/NarratorWords.cpp" line="20"/>
        <source>%n nodes</source>
        <translation>
            <numerusform>%n Knoten</numerusform>
            <numerusform>%n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/NarratorWords.cpp" line="25"/>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="121"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/NarratorWords.cpp" line="33"/>
        <source>{list} and {item}</source>
        <translation>{list} und {item}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/NarratorWords.cpp" line="36"/>
        <source>{list}, {item}</source>
        <extracomment>A list of three or more: the items so far, then one more (&quot;a, b&quot;; the last is joined by &quot;{list} and {item}&quot;).</extracomment>
        <translation>{list}, {item}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="33"/>
        <source>as exactly {value}</source>
        <translation>als genau {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="34"/>
        <source>as at least {value}</source>
        <translation>als mindestens {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="35"/>
        <source>as at most {value}</source>
        <translation>als höchstens {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="37"/>
        <source>{bound} (searched {moves} deep and filed at {node}, the same position)</source>
        <translation>{bound} ({moves} tief durchsucht und bei {node:2} eingetragen, derselben Stellung)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="39"/>
        <source>{bound} (searched {moves} deep)</source>
        <translation>{bound} ({moves} tief durchsucht)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="50"/>
        <source>The table has no entry for {node}: it has to be searched.</source>
        <translation>Die Tabelle hat keinen Eintrag für {node}: Der Knoten muss durchsucht werden.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="53"/>
        <source>The table knows {node} only {entry}, not as deep as the search needs now: {node} is searched, its best move from then first.</source>
        <translation>Die Tabelle kennt {node} nur {entry}, nicht so tief, wie die Suche es jetzt braucht: {node} wird durchsucht, sein damals bester Zug zuerst.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="58"/>
        <source>The table already knows {node} {entry}: it returns {value} without searching a move.</source>
        <translation>Die Tabelle kennt {node} schon {entry}: Der Knoten liefert {value}, ohne einen Zug zu durchsuchen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="62"/>
        <source>The table knows {node} {entry}, above α = {alpha}: α rises to {value} before a move is searched.</source>
        <translation>Die Tabelle kennt {node} {entry}, über α = {alpha}: α steigt auf {value}, bevor ein Zug durchsucht wird.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="66"/>
        <source>The table knows {node} {entry}, below β = {beta}: β falls to {value} before a move is searched.</source>
        <translation>Die Tabelle kennt {node} {entry}, unter β = {beta}: β fällt auf {value}, bevor ein Zug durchsucht wird.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="70"/>
        <source>✂ The table already knows {node} {entry}; the window is α = {alpha}, β = {beta}, so it cuts off without searching.</source>
        <translation>✂ Die Tabelle kennt {node} schon {entry}; das Fenster ist α = {alpha}, β = {beta}, also wird ohne Suche abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="87"/>
        <source>exactly {value}</source>
        <translation>genau {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="89"/>
        <source>at least {value} (a lower bound: it failed high)</source>
        <translation>mindestens {value} (eine untere Schranke: Die Suche scheiterte nach oben)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="92"/>
        <source>at most {value} (an upper bound: it failed low)</source>
        <translation>höchstens {value} (eine obere Schranke: Die Suche scheiterte nach unten)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="97"/>
        <source>{Node} is filed in the table: {entry}, searched to depth {depth}, best move {move}</source>
        <translation>{Node} wird in die Tabelle eingetragen: {entry}, bis Tiefe {depth} durchsucht, bester Zug {move}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="99"/>
        <source>{Node} is filed in the table: {entry}, searched to depth {depth}</source>
        <translation>{Node} wird in die Tabelle eingetragen: {entry}, bis Tiefe {depth} durchsucht</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="106"/>
        <source>{filed}.</source>
        <extracomment>A table store&apos;s sentence: what was filed (&quot;B files 5 at depth 2&quot;), made a sentence.</extracomment>
        <translation>{filed}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="108"/>
        <source>{filed}. The table is full there and keeps its deeper entry: this one is dropped.</source>
        <translation>{filed}. Die Tabelle ist dort voll und behält ihren tieferen Eintrag: Dieser wird verworfen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="113"/>
        <source>{filed}. It replaces what the table knew of it before.</source>
        <translation>{filed}. Der Eintrag ersetzt, was die Tabelle vorher darüber wusste.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="115"/>
        <source>{filed}. It overwrites the entry of {old}, which shared its slot.</source>
        <translation>{filed}. Der neue Eintrag überschreibt den von {old:2}, der denselben Platz belegte.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="126"/>
        <source>{Node} tries its moves in the order {moves}: {reasons}.</source>
        <translation>{Node} versucht seine Züge in der Reihenfolge {moves}: {reasons}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="142"/>
        <source>{list}, then {item}</source>
        <translation>{list}, dann {item}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="144"/>
        <source>the table&apos;s move first</source>
        <translation>der Zug aus der Tabelle zuerst</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="145"/>
        <source>killer moves</source>
        <translation>Killerzüge</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="146"/>
        <source>the rest by their history of cut-offs</source>
        <translation>der Rest nach der Zahl ihrer bisherigen Schnitte</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="460"/>
        <source>%n positions</source>
        <translation>
            <numerusform>%n Stellung</numerusform>
            <numerusform>%n Stellungen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="469"/>
        <source>Depth {depth} interrupted after {limit}: the answer is depth {previous}&apos;s, {value}. The search stops where it stood and answers with the last iteration that finished.</source>
        <translation>Tiefe {depth} nach {limit} abgebrochen: Die Antwort ist die von Tiefe {previous}, {value}. Die Suche hält an, wo sie stand, und antwortet mit der letzten abgeschlossenen Iteration.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="472"/>
        <source>Depth {depth} interrupted after {limit}: the answer is depth {previous}&apos;s, {value} (best move {move}). The search stops where it stood and answers with the last iteration that finished.</source>
        <translation>Tiefe {depth} nach {limit} abgebrochen: Die Antwort ist die von Tiefe {previous}, {value} (bester Zug {move}). Die Suche hält an, wo sie stand, und antwortet mit der letzten abgeschlossenen Iteration.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="65"/>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="191"/>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="71"/>
        <source>enter {node}</source>
        <translation>betrete {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="72"/>
        <source>enter {node}  (α {a}, β {b})</source>
        <translation>betrete {node}  (α {a}, β {b})</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="76"/>
        <source>leaf {node} = {a}</source>
        <translation>Blatt {node} = {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="80"/>
        <source>{node}: v = {b}</source>
        <extracomment>A step list&apos;s line: a node&apos;s value v, set for the first time.</extracomment>
        <translation>{node}: v = {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="82"/>
        <source>{node}: v {a} → {b}</source>
        <translation>{node}: v {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="86"/>
        <source>{node}: α {a} → {b}</source>
        <extracomment>A step list&apos;s line: α at a node changes from {a} to {b}.</extracomment>
        <translation>{node}: α {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="90"/>
        <source>{node}: β {a} → {b}</source>
        <extracomment>A step list&apos;s line: β at a node changes from {a} to {b}.</extracomment>
        <translation>{node}: β {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="93"/>
        <source>✂ cut-off at {node}, {pruned} pruned</source>
        <translation>✂ {node}: Schnitt, {pruned} gespart</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="96"/>
        <source>{node} returns {a}</source>
        <translation>{node} liefert {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="98"/>
        <source>iteration {depth}</source>
        <translation>Iteration {depth}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="101"/>
        <source>horizon {node} = {a}</source>
        <translation>Horizont {node} = {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="119"/>
        <source>table {node}: {outcome}</source>
        <translation>Tabelle {node}: {outcome}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="124"/>
        <source>store {node} {sign} {a}</source>
        <translation>speichere {node} {sign} {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="129"/>
        <source>order at {node}</source>
        <translation>sortiere bei {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="130"/>
        <source>↻ search {node} again</source>
        <translation>↻ {node} neu suchen</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="132"/>
        <source>{node}: lower bound {a} → {b}</source>
        <translation>{node}: untere Schranke {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="135"/>
        <source>{node}: upper bound {a} → {b}</source>
        <translation>{node}: obere Schranke {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="138"/>
        <source>depth {depth} interrupted</source>
        <translation>Tiefe {depth} abgebrochen</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="191"/>
        <source>{count} moves</source>
        <translation>{count} Züge</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="30"/>
        <source>miss</source>
        <translation>kein Eintrag</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="31"/>
        <source>too-shallow</source>
        <translation>zu flach</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="32"/>
        <source>exact</source>
        <translation>genau</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="33"/>
        <source>raises-alpha</source>
        <translation>hebt α</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="34"/>
        <source>lowers-beta</source>
        <translation>senkt β</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="35"/>
        <source>cutoff</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="30"/>
        <source>Ready: {algorithm} will search {depth} deep from here, growing the tree as it goes; at a chance node (a circle) nobody chooses: its value is the average of its outcomes, weighted by their probabilities. Step forward to begin.</source>
        <translation>Bereit: {algorithm} sucht von hier {depth} tief und lässt den Baum dabei wachsen; an einem Zufallsknoten (einem Kreis) wählt niemand: Sein Wert ist der Durchschnitt seiner Ergebnisse, gewichtet mit ihren Wahrscheinlichkeiten. Gehen Sie einen Schritt vor, um zu beginnen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="37"/>
        <source>%n moves and throws</source>
        <translation>
            <numerusform>%n Zug oder Wurf</numerusform>
            <numerusform>%n Züge und Würfe</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="55"/>
        <source>{Node} lies on the horizon: the game&apos;s evaluation scores it {value}, from MAX&apos;s side.</source>
        <translation>{Node} liegt auf dem Horizont: Die Bewertung des Spiels gibt ihm {value}, aus Sicht von MAX.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="40"/>
        <source>Ready: Monte Carlo tree search will run {iterations}, {player} to move at the root. Each iteration selects down the tree by UCB1, expands one new node, plays random moves to the end and backs the reward up. Step forward to begin.</source>
        <translation>Bereit: Die Monte-Carlo-Baumsuche führt {iterations} aus, {player} ist an der Wurzel am Zug. Jede Iteration wählt mit UCB1 den Baum hinab, erweitert ihn um einen neuen Knoten, spielt zufällige Züge bis zum Ende und gibt die Belohnung nach oben weiter. Gehen Sie einen Schritt vor, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="49"/>
        <source>Iteration {number} of {total} starts at the root: selection goes down by UCB1 as long as every move of a node has a node.</source>
        <translation>Iteration {number} von {total} beginnt an der Wurzel: Die Auswahl geht mit UCB1 hinab, solange jeder Zug eines Knotens einen Knoten hat.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="56"/>
        <source>Expansion: {node} joins the tree, the first of {parent}&apos;s moves without a node.</source>
        <translation>Erweiterung: {node} kommt in den Baum, der erste Zug von {parent:2} ohne Knoten.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="77"/>
        <source>%n iterations</source>
        <translation>
            <numerusform>%n Iteration</numerusform>
            <numerusform>%n Iterationen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="84"/>
        <source>Selection: {node} has the highest UCB1 of its siblings, its mean reward {mean} plus the exploration term {exploration} = {ucb} ({visits} of its parent&apos;s {parentVisits} visits, C = {c}).</source>
        <translation>Auswahl: {node} hat den höchsten UCB1-Wert unter seinen Geschwistern, seine mittlere Belohnung {mean} plus den Erkundungsterm {exploration} = {ucb} ({visits} der {parentVisits} Besuche seines Elternknotens, C = {c}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="89"/>
        <source>Selection: {node} has the highest UCB1 of its siblings, its mean reward {mean} plus the exploration term {exploration} = {ucb} ({visits} of its parent&apos;s {parentVisits} visits, C = {c}). Exploration picks it although {sibling} looks better (mean reward {siblingMean}): it has been tried less.</source>
        <translation>Auswahl: {node} hat den höchsten UCB1-Wert unter seinen Geschwistern, seine mittlere Belohnung {mean} plus den Erkundungsterm {exploration} = {ucb} ({visits} der {parentVisits} Besuche seines Elternknotens, C = {c}). Die Erkundung wählt ihn, obwohl {sibling} besser aussieht (mittlere Belohnung {siblingMean}): Er wurde seltener versucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="109"/>
        <source>Playout: the game is over at {node}, so the playout makes no move: reward {reward} for {player}, who moved into {node}.</source>
        <translation>Playout: Bei {node} ist die Partie zu Ende, das Playout macht also keinen Zug: Belohnung {reward} für {player}, der nach {node} gezogen hat.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="116"/>
        <source>Playout: from {node}, the game is over after {moves} at random ({list}): reward {reward} for {player}, who moved into {node}.</source>
        <translation>Playout: Von {node} aus ist die Partie nach {moves} nach Zufall ({list}) vorbei: Belohnung {reward} für {player}, der nach {node} gezogen hat.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="131"/>
        <source>Back-up reaches the root: {iterations} done. The most visited move is {best}, visited {times}.</source>
        <translation>Die Rückgabe erreicht die Wurzel: {iterations} fertig. Der meistbesuchte Zug ist {best}, {times} besucht.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="137"/>
        <source>%n times</source>
        <translation>
            <numerusform>%n-mal</numerusform>
            <numerusform>%n-mal</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="140"/>
        <source>Back-up: {node} now has {visits} and a mean reward of {mean} for {player}, who moved into it (it was {before}).</source>
        <translation>Rückgabe: {node} hat jetzt {visits} und eine mittlere Belohnung von {mean} für {player}, der dorthin gezogen hat (vorher {before}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="145"/>
        <source>%n visits</source>
        <translation>
            <numerusform>%n Besuch</numerusform>
            <numerusform>%n Besuche</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="196"/>
        <source>iteration {number}</source>
        <translation>Iteration {number}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="200"/>
        <source>{node}: UCB1 {mean} + {exploration}</source>
        <extracomment>A step list&apos;s line: the node selected, its mean reward plus its exploration term.</extracomment>
        <translation>{node}: UCB1 {mean} + {exploration}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="204"/>
        <source>expand {node}</source>
        <translation>erweitere {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="206"/>
        <source>playout from {node}: {list} → {reward}</source>
        <translation>Playout ab {node}: {list} → {reward}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="207"/>
        <source>playout from {node} → {reward}</source>
        <translation>Playout ab {node} → {reward}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="212"/>
        <source>back up {node}</source>
        <translation>Rückgabe {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="116"/>
        <source>{node} stands pat: v {a} → {b}</source>
        <translation>{node} bleibt stehen (stand pat): v {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="332"/>
        <source>{Node} lies on the horizon, {distance} down, and has no forcing move: the position is quiet, so its static evaluation scores it {value}.</source>
        <translation>{Node} liegt auf dem Horizont, {distance} tief, und hat keinen erzwingenden Zug: Die Stellung ist ruhig, also bewertet die statische Bewertung sie mit {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="336"/>
        <source>{Node} lies {past} past the horizon and has no forcing move: the position is quiet, so its static evaluation scores it {value}.</source>
        <translation>{Node} liegt {past} hinter dem Horizont und hat keinen erzwingenden Zug: Die Stellung ist ruhig, also bewertet die statische Bewertung sie mit {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="340"/>
        <source>{Node} lies {past} past the horizon, as far as quiescence search goes: its static evaluation scores it {value}, forcing moves or not.</source>
        <translation>{Node} liegt {past} hinter dem Horizont, so weit die Ruhesuche geht: Die statische Bewertung bewertet sie mit {value}, ob mit erzwingenden Zügen oder ohne.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="354"/>
        <source>{Node} lies on the horizon, {distance} down, but has forcing moves, which could change its value at once: quiescence search goes on. {Player} may stand pat and accept the static evaluation, {value}, so v = {value}; only the forcing moves are searched, to see if one does better.</source>
        <translation>{Node} liegt auf dem Horizont, {distance} tief, hat aber erzwingende Züge, die ihren Wert sofort ändern könnten: Die Ruhesuche geht weiter. {Player} darf stehen bleiben (stand pat) und die statische Bewertung {value} annehmen, also v = {value}; nur die erzwingenden Züge werden durchsucht, ob einer besser ist.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="358"/>
        <source>{Node}, {past} past the horizon, has forcing moves of its own. {Player} may stand pat on the static evaluation, {value}, so v = {value}; only the forcing moves are searched.</source>
        <translation>{Node}, {past} hinter dem Horizont, hat eigene erzwingende Züge. {Player} darf bei der statischen Bewertung {value} stehen bleiben (stand pat), also v = {value}; nur die erzwingenden Züge werden durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="103"/>
        <source>{node} dropped by the beam ({a})</source>
        <translation>{node} vom Strahl verworfen ({a})</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="371"/>
        <source>⊘ The beam keeps {kept} at {parent}, those the static evaluation likes best for {player}: {node} scores {score} and is dropped, unsearched. Unlike a cut-off this is a guess, not a proof: a dropped move may be the best one.</source>
        <translation>⊘ Der Strahl behält bei {parent} nur {kept}, ausgewählt nach der statischen Bewertung für {player}: {node} erhält {score} und wird ungesucht verworfen. Anders als ein Schnitt ist das eine Vermutung, kein Beweis: Ein verworfener Zug kann der beste sein.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="112"/>
        <source>{node} reduced to depth {a}</source>
        <translation>{node} auf Tiefe {a} reduziert</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="303"/>
        <source>{Node} lies {distance} down, where a late move&apos;s reduced search ends, a ply above the horizon: the static evaluation scores it {value}.</source>
        <translation>{Node} liegt {distance} tief, wo die reduzierte Suche eines späten Zugs endet, einen Halbzug über dem Horizont: Die statische Bewertung gibt ihm {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="386"/>
        <source>{Node} is move {place} of {parent}, a late move: late move reductions search it a ply shallower, {depth} deep instead of {full}, with a null window at α, to show it no better than the moves before it. A guess, not a proof: a move that needs the lost ply to show its worth may be missed.</source>
        <translation>{Node} ist Zug {place} von {parent}, ein später Zug: Die Reduktion später Züge durchsucht ihn einen Halbzug weniger tief, {depth} statt {full} tief, mit einem Nullfenster bei α, um zu zeigen, dass er nicht besser ist als die Züge davor. Eine Vermutung, kein Beweis: Ein Zug, der den fehlenden Halbzug braucht, um seinen Wert zu zeigen, kann übersehen werden.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="437"/>
        <source>↻ The reduced search of {node} returned {value}, better than α: the late move may be good after all, so it is searched again at full depth.</source>
        <translation>↻ Die reduzierte Suche von {node} lieferte {value}, besser als α: Der späte Zug könnte doch gut sein, also wird er noch einmal in voller Tiefe durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="107"/>
        <source>{node} passes: {a}, cut</source>
        <translation>{node} passt: {a}, abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="108"/>
        <source>{node} passes: {a}, no cut</source>
        <translation>{node} passt: {a}, kein Schnitt</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="405"/>
        <source>⊘ Null move: {Player} passes at {node}. Searched {plies} shallower after the pass, with a null window ({positions} positions, not drawn), the position is still worth {value}, reaching {bound}, the bound that cuts it: a real move should do at least as well, so {node} is cut without searching its moves. A guess, not a proof: in zugzwang, where every move is worse than passing, it is wrong.</source>
        <translation>⊘ Nullzug: {Player} passt bei {node}. Nach dem Passen {plies} weniger tief mit einem Nullfenster durchsucht ({positions} Stellungen, nicht gezeichnet), ist die Stellung noch {value} wert und erreicht {bound}, die Schranke, die sie abschneidet: Ein echter Zug sollte mindestens so gut sein, also wird {node} abgeschnitten, ohne seine Züge zu durchsuchen. Eine Vermutung, kein Beweis: Im Zugzwang, wo jeder Zug schlechter ist als Passen, ist sie falsch.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="410"/>
        <source>Null move: {Player} passes at {node}. Searched {plies} shallower after the pass, with a null window ({positions} positions, not drawn), the position is worth {value}, short of {bound}: passing proves nothing, so its moves are searched.</source>
        <translation>Nullzug: {Player} passt bei {node}. Nach dem Passen {plies} weniger tief mit einem Nullfenster durchsucht ({positions} Stellungen, nicht gezeichnet), ist die Stellung {value} wert und bleibt unter {bound}: Das Passen beweist nichts, also werden ihre Züge durchsucht.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="45"/>
        <source>the beam dropped {move} unsearched</source>
        <translation>der Strahl verwarf {move} ungesucht</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="47"/>
        <source>{move} was searched a move shallower and never again in full</source>
        <translation>{move} wurde einen Zug weniger tief durchsucht und nie wieder voll</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="50"/>
        <source>after {move} a pass looked good enough for the opponent, and a null move cut it</source>
        <translation>nach {move} sah ein Passen für den Gegner gut genug aus, und ein Nullzug schnitt es ab</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="53"/>
        <source>a guess below {move} made it worth {guessed} instead of {exact}</source>
        <translation>eine Vermutung unter {move} gab ihm den Wert {guessed} statt {exact}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="90"/>
        <source>With {guesses} the search plays {move} for {value}, as the exact search does, entering {nodes} against {exact}: here the guess lost nothing.</source>
        <translation>Mit {guesses} spielt die Suche {move} für {value} wie die exakte Suche und betritt {nodes} gegenüber {exact}: Hier hat die Vermutung nichts gekostet.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="100"/>
        <source>The exact search plays {exactMove} for {exactValue}; with {guesses} the search plays {move} for {value}.</source>
        <translation>Die exakte Suche spielt {exactMove} für {exactValue}; mit {guesses} spielt die Suche {move} für {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="113"/>
        <source>{answers} What was missed: {fate}.</source>
        <translation>{answers} Übersehen: {fate}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="84"/>
        <source>With {guesses} the search found no move to guess at here (no position had moves to leave out, late moves to reduce or a pass to try), so it searched exactly as the exact search.</source>
        <translation>Mit {guesses} fand die Suche hier nichts zu vermuten (keine Stellung hatte Züge zum Weglassen, späte Züge zum Reduzieren oder ein Passen zum Ausprobieren), also suchte sie genau wie die exakte Suche.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="33"/>
        <source>{Node}: {player} to move. Max^n searches its moves in order and keeps the scores that give {player} the most.</source>
        <translation>{Node}: {player} am Zug. Max^n durchsucht die Züge der Reihe nach und behält die Punkte, die {player} am meisten geben.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="39"/>
        <source>{Node} is a leaf: it scores {scores}, one score per player, player 1&apos;s first.</source>
        <translation>{Node} ist ein Blatt mit den Punkten {scores}, je Spieler eine Zahl, die von Spieler 1 zuerst.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="75"/>
        <source>{child} is {node}&apos;s first move searched: its scores {scores} are {player}&apos;s best so far, {own} for them.</source>
        <translation>{child} ist der erste durchsuchte Zug von {node}: seine Punkte {scores} sind das bisher Beste für {player}, {own} für ihn.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="84"/>
        <source>{Player} at {node} prefers {child}: its scores {scores} give them {own}, more than the {old} of {oldScores}.</source>
        <translation>{Player} bei {node} zieht {child} vor: dessen Punkte {scores} geben ihm {own}, mehr als die {old} aus {oldScores}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="103"/>
        <source>Shallow pruning at {node}: {player} has {own} here already, so {abovePlayer} at {above} can get at most {sum} − {own} = {left} from it, no more than the {has} they have from an earlier move. {Node}&apos;s other {moves} are cut off, {pruned} in all.</source>
        <translation>Flaches Beschneiden bei {node}: {player} hat hier schon {own}, also kann {abovePlayer} bei {above} hier höchstens {sum} − {own} = {left} bekommen, nicht mehr als die {has} aus einem früheren Zug. Die übrigen {moves} von {Node} werden abgeschnitten, {pruned} insgesamt.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="125"/>
        <source>Max^n is done: the root is worth {scores}. Player 1 moves to {move}, expecting every player to take their own best from there on.</source>
        <translation>Max^n ist fertig: die Wurzel ist {scores} wert. Spieler 1 zieht nach {move} und erwartet, dass von dort an jeder Spieler sein eigenes Bestes wählt.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="131"/>
        <source>{Node} returns {scores} to {parent}: the scores {player} chose.</source>
        <translation>{Node} gibt {scores} an {parent} zurück: die Punkte, die {player} gewählt hat.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="150"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="171"/>
        <source>player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="31"/>
        <source>Max^n reaches {node}, a leaf: the game ends there.</source>
        <translation>Max^n erreicht {node}, ein Blatt: dort endet das Spiel.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="54"/>
        <source>Ready: max^n will search this tree of {players} players, player {first} to move at the root and the players taking turns in order. At each node the player to move takes the move whose scores give them the most. Step forward to begin.</source>
        <translation>Bereit: Max^n durchsucht diesen Baum von {players} Spielern; an der Wurzel zieht Spieler {first}, danach ziehen die Spieler reihum. An jedem Knoten wählt der Spieler am Zug den Zug, dessen Punkte ihm am meisten geben. Gehen Sie einen Schritt vor, um zu beginnen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="58"/>
        <source>Ready: max^n will search this tree of {players} players, player {first} to move at the root and the players taking turns in order. At each node the player to move takes the move whose scores give them the most. Every leaf&apos;s scores add up to {sum}, so a node whose player already has so much that the player above cannot gain there is cut off. Step forward to begin.</source>
        <translation>Bereit: Max^n durchsucht diesen Baum von {players} Spielern; an der Wurzel zieht Spieler {first}, danach ziehen die Spieler reihum. An jedem Knoten wählt der Spieler am Zug den Zug, dessen Punkte ihm am meisten geben. Die Punkte jedes Blatts ergeben zusammen {sum}; ein Knoten, dessen Spieler dort schon so viel hat, dass der Spieler darüber nichts mehr gewinnen kann, wird abgeschnitten. Gehen Sie einen Schritt vor, um zu beginnen.</translation>
    </message>
</context>
<context>
    <name>NodeReading</name>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="48"/>
        <source>%1 and %n more moves</source>
        <translation>
            <numerusform>%1 und %n weiterer Zug</numerusform>
            <numerusform>%1 und %n weitere Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="50"/>
        <source>%1, a throw of chance</source>
        <translation>%1, ein Wurf des Zufalls</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="53"/>
        <source>%1, %2 to move</source>
        <extracomment>%1 is a node&apos;s move path, %2 who moves there: &quot;B/1, MIN to move&quot;. A screen reader&apos;s name of a node: its path of moves, then the side to move there.</extracomment>
        <translation>%1, %2 am Zug</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="63"/>
        <source>where the search is now</source>
        <translation>hier ist die Suche gerade</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="66"/>
        <source>a leaf</source>
        <translation>ein Blatt</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="68"/>
        <source>%n moves shown as one</source>
        <translation>
            <numerusform>%n Zug, als einer gezeigt</numerusform>
            <numerusform>%n Züge, als einer gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="70"/>
        <source>collapsed, holding %n nodes</source>
        <translation>
            <numerusform>zugeklappt, enthält %n Knoten</numerusform>
            <numerusform>zugeklappt, enthält %n Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="72"/>
        <source>%n visits, mean reward %1</source>
        <translation>
            <numerusform>%n Besuch, mittlere Belohnung %1</numerusform>
            <numerusform>%n Besuche, mittlere Belohnung %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="75"/>
        <source>best so far %1</source>
        <translation>bisher am besten %1</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="75"/>
        <source>value %1</source>
        <translation>Wert %1</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="77"/>
        <source>worth %1 once read</source>
        <translation>wert %1, sobald gelesen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="83"/>
        <source>cut off here, %1, %n moves pruned</source>
        <translation>
            <numerusform>hier abgeschnitten, %1, %n Zug beschnitten</numerusform>
            <numerusform>hier abgeschnitten, %1, %n Züge beschnitten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="87"/>
        <source>cut by a null move</source>
        <translation>durch einen Nullzug abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="89"/>
        <source>a late move, searched a ply shallower</source>
        <translation>ein später Zug, einen Halbzug flacher durchsucht</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="91"/>
        <source>beyond the depth limit</source>
        <translation>jenseits der Tiefengrenze</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="93"/>
        <source>an outcome with probability %1</source>
        <translation>ein Ausgang mit Wahrscheinlichkeit %1</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="99"/>
        <source>%1 with probability %2</source>
        <translation>%1 mit Wahrscheinlichkeit %2</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="101"/>
        <source>outcomes %1</source>
        <translation>Ausgänge %1</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="105"/>
        <source>crossed out</source>
        <translation>durchgestrichen</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="106"/>
        <source>crossed out, rightly</source>
        <translation>durchgestrichen, zu Recht</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="107"/>
        <source>crossed out, but the search reads it</source>
        <translation>durchgestrichen, aber die Suche liest es</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="108"/>
        <source>never read, not crossed out</source>
        <translation>nie gelesen, nicht durchgestrichen</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="111"/>
        <source>node type %1</source>
        <translation>Knotentyp %1</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <location filename="../../core/tree/Player.h" line="29"/>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <location filename="../../core/tree/Player.h" line="30"/>
        <source>MIN</source>
        <translation>MIN</translation>
    </message>
    <message>
        <location filename="../../core/tree/Player.h" line="31"/>
        <source>CHANCE</source>
        <translation>ZUFALL</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="181"/>
        <source>Before the search starts: which leaves will it never read? Click them on the tree (once more to take a mark back), then Check.</source>
        <translation>Bevor die Suche beginnt: Welche Blätter wird sie nie lesen? Klicken Sie sie im Baum an (ein zweiter Klick nimmt die Markierung zurück), dann auf Prüfen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="205"/>
        <source>Does the search cut off at {node} now, or go on to {next}?</source>
        <translation>Schneidet die Suche bei {node:2} jetzt ab, oder geht sie weiter zu {next:2}?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="210"/>
        <source>The search enters {node}. What will {node} return?</source>
        <translation>Die Suche betritt {node}. Was wird {node} liefern?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="211"/>
        <source>The search enters {node}. What will {node} return, scored for {player}, who moves there?</source>
        <translation>Die Suche betritt {node}. Was wird {node} liefern, bewertet für {player}, der dort zieht?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="213"/>
        <source>The search enters {node} with α = {alpha} and β = {beta}. What will {node} return?</source>
        <translation>Die Suche betritt {node} mit α = {alpha} und β = {beta}. Was wird {node} liefern?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="215"/>
        <source>The search enters {node} with α = {alpha} and β = {beta}. What will {node} return, scored for {player}, who moves there?</source>
        <translation>Die Suche betritt {node} mit α = {alpha} und β = {beta}. Was wird {node} liefern, bewertet für {player}, der dort zieht?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="231"/>
        <source>The search reads every leaf of this tree.</source>
        <translation>Die Suche liest jedes Blatt dieses Baums.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="232"/>
        <source>The search never reads {leaves}.</source>
        <translation>Die Suche liest {leaves} nie.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="236"/>
        <source>{Node} returns {value}.</source>
        <translation>{Node} liefert {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="244"/>
        <source>The search cuts off at {node}: there α = {alpha} ≥ β = {beta}, so no further move can change the result.</source>
        <translation>Die Suche schneidet bei {node:2} ab: Dort gilt α = {alpha} ≥ β = {beta}, also kann kein weiterer Zug das Ergebnis ändern.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="247"/>
        <source>The search goes on to {next}: at {node} α = {alpha} &lt; β = {beta}, so the next move can still matter.</source>
        <translation>Die Suche geht weiter zu {next:2}: Bei {node:2} gilt α = {alpha} &lt; β = {beta}, also kann der nächste Zug noch zählen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="272"/>
        <source>{leaves} is read</source>
        <translation>{leaves} wird gelesen</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="273"/>
        <source>{leaves} are read</source>
        <translation>{leaves} werden gelesen</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="275"/>
        <source>{leaves} is not</source>
        <translation>{leaves} nicht</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="276"/>
        <source>{leaves} are not</source>
        <translation>{leaves} nicht</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="281"/>
        <source>{read}.</source>
        <extracomment>Practice: the leaves read after all, made a sentence.</extracomment>
        <translation>{read}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="284"/>
        <source>{missed}.</source>
        <extracomment>Practice: the leaves marked that were not read, made a sentence.</extracomment>
        <translation>{missed}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="286"/>
        <source>{read}; {missed}.</source>
        <extracomment>Practice: the leaves read after all, then those marked that were not read.</extracomment>
        <translation>{read}; {missed}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="120"/>
        <source>{Node} is worth {sum}.</source>
        <translation>{Node} ist {sum} wert.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="126"/>
        <source>Star1 cuts {node}: its value lies in {interval}, with α = {alpha} and β = {beta}, and {reason}.</source>
        <translation>Star1 schneidet {node} ab: Sein Wert liegt in {interval}, mit α = {alpha} und β = {beta}, und {reason}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="129"/>
        <source>Star1 throws the next outcome of {node}: its value lies in {interval}, with α = {alpha} and β = {beta}, so it can still matter.</source>
        <translation>Star1 würfelt das nächste Ergebnis von {node}: Sein Wert liegt in {interval}, mit α = {alpha} und β = {beta}, also kann es noch zählen.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="187"/>
        <source>The search enters {node}, a chance node. What is it worth: each outcome&apos;s value times its probability, added up? (A decimal, such as 2.5.)</source>
        <translation>Die Suche betritt {node}, einen Zufallsknoten. Was ist er wert: der Wert jedes Ergebnisses mal seiner Wahrscheinlichkeit, zusammengezählt? (Eine Dezimalzahl, etwa 2.5.)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="195"/>
        <source>Its value lies in {interval}, with α = {alpha} and β = {beta}. Does Star1 cut {node} now, or throw its next outcome?</source>
        <translation>Sein Wert liegt in {interval}, mit α = {alpha} und β = {beta}. Schneidet Star1 {node} jetzt ab, oder würfelt es das nächste Ergebnis?</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="23"/>
        <source>Chance: AIMA&apos;s dice example</source>
        <translation>Zufall: das Würfelbeispiel aus AIMA</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="24"/>
        <source>MAX chooses a1 or a2; then a die falls: 0.9 for the first outcome, 0.1 for the second. a1 is worth 0.9 × 2 + 0.1 × 3 = 2.1 and a2 0.9 × 1 + 0.1 × 4 = 1.3, so MAX picks a1. With leaves in [1, 4], Star1 stops a2 after its first outcome: even 0.1 × 4 more cannot reach 2.1.</source>
        <translation>MAX wählt a1 oder a2; dann fällt ein Würfel: 0.9 für das erste Ergebnis, 0.1 für das zweite. a1 ist 0.9 × 2 + 0.1 × 3 = 2.1 wert und a2 0.9 × 1 + 0.1 × 4 = 1.3, also wählt MAX a1. Mit Blättern in [1, 4] bricht Star1 a2 nach dem ersten Ergebnis ab: Selbst weitere 0.1 × 4 erreichen 2.1 nicht.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="29"/>
        <source>Chance: the same order, other numbers</source>
        <translation>Zufall: dieselbe Reihenfolge, andere Zahlen</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="30"/>
        <source>AIMA&apos;s example with the leaves 2, 3, 1, 4 relabelled 20, 30, 1, 400: the same order, so minimax would choose alike, but a1 is now worth 21 and a2 40.9, and MAX picks a2. An evaluation of chance positions must be a positive linear transformation of the expected utility.</source>
        <translation>Das Beispiel aus AIMA mit den Blättern 2, 3, 1, 4 umbenannt in 20, 30, 1, 400: dieselbe Reihenfolge, Minimax würde also gleich wählen, aber a1 ist jetzt 21 wert und a2 40.9, und MAX wählt a2. Eine Bewertung von Zufallsstellungen muss eine positive lineare Transformation des erwarteten Nutzens sein.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="35"/>
        <source>Star1 cuts a chance node</source>
        <translation>Star1 schneidet einen Zufallsknoten ab</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="36"/>
        <source>a is worth 0.5 × 4 + 0.5 × 6 = 5, so α = 5 at the root. b&apos;s first outcome (0.6) gives 0; with every leaf at most 9, b is worth at most 0 + 0.4 × 9 = 3.6: even 0.4 × 9 more cannot reach α = 5. Star1 enters 6 of the 7 nodes; expectiminimax all 7.</source>
        <translation>a ist 0.5 × 4 + 0.5 × 6 = 5 wert, also α = 5 an der Wurzel. Das erste Ergebnis von b (0.6) bringt 0; da jedes Blatt höchstens 9 ist, ist b höchstens 0 + 0.4 × 9 = 3.6 wert: Selbst weitere 0.4 × 9 erreichen α = 5 nicht. Star1 betritt 6 der 7 Knoten, Expectiminimax alle 7.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="41"/>
        <source>Star1 cannot cut</source>
        <translation>Star1 kann nicht abschneiden</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="42"/>
        <source>a is worth 1 and b 5: the better move comes second, and b&apos;s first outcome (4) leaves it between 2 and 5, above α = 1. No bound decides anything early: Star1 enters all 7 nodes, as expectiminimax does, and finds 5 through b.</source>
        <translation>a ist 1 wert und b 5: Der bessere Zug kommt als zweiter, und das erste Ergebnis von b (4) lässt b zwischen 2 und 5, über α = 1. Keine Schranke entscheidet früh: Star1 betritt alle 7 Knoten, wie Expectiminimax, und findet 5 über b.</translation>
    </message>
    <message>
        <location filename="../../core/content/pig/PigContent.cpp" line="14"/>
        <source>Pig: roll or hold?</source>
        <translation>Pig: würfeln oder halten?</translation>
    </message>
    <message>
        <location filename="../../core/content/pig/PigContent.cpp" line="15"/>
        <source>The dice game Pig to 10 points, A (MAX) 6 and B (MIN) 8, A to roll. A 1 loses the turn&apos;s points; 4, 5 or 6 wins at once; after a 2 or 3, A holds or rolls on. Six moves and throws deep, the positions there scored by twice one&apos;s points plus the turn&apos;s minus twice the opponent&apos;s: 68 nodes, worth about 60.58 to A. Star1, bounded by the smallest and largest leaf, enters 60 of them.</source>
        <translation>Das Würfelspiel Pig bis 10 Punkte, A (MAX) hat 6 und B (MIN) 8, A würfelt. Eine 1 kostet die Punkte des Zuges; 4, 5 oder 6 gewinnt sofort; nach einer 2 oder 3 hält A oder würfelt weiter. Sechs Züge und Würfe tief, die Stellungen dort bewertet mit den doppelten eigenen Punkten plus denen des Zuges minus den doppelten des Gegners: 68 Knoten, für A etwa 60.58 wert. Star1, begrenzt durch das kleinste und das größte Blatt, betritt 60 davon.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="34"/>
        <source>Mixed order</source>
        <translation>Gemischte Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="35"/>
        <source>MAX moves first with three replies A, B and C; each leads to a MIN choice between two MAX positions, each with two outcomes. The moves come in no particular order, so alpha-beta prunes some branches but not all: 18 of the 22 nodes are visited, and the value 6 is reached through C.</source>
        <translation>MAX zieht zuerst, mit drei Zügen A, B und C; jeder führt zu einer Wahl von MIN zwischen zwei Stellungen von MAX mit je zwei Ausgängen. Die Züge stehen in keiner besonderen Reihenfolge, daher schneidet die Alpha-Beta-Suche manche Zweige ab, aber nicht alle: 18 der 22 Knoten werden besucht, und der Wert 6 wird über C erreicht.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="40"/>
        <source>Best move first</source>
        <translation>Bester Zug zuerst</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="41"/>
        <source>The same game with every node&apos;s moves sorted so the best one for the side to move comes first. Good bounds arrive early and cut as much as any order can: alpha-beta visits only 15 of the 22 nodes, and still finds 6 through C.</source>
        <translation>Dasselbe Spiel, die Züge jedes Knotens so sortiert, dass der beste für die ziehende Seite zuerst kommt. Gute Schranken kommen früh und schneiden so viel ab, wie eine Reihenfolge nur kann: Die Alpha-Beta-Suche besucht nur 15 der 22 Knoten und findet trotzdem 6 über C.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="46"/>
        <source>Worst move first</source>
        <translation>Schlechtester Zug zuerst</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="47"/>
        <source>The same game with every node&apos;s moves sorted worst first. Each new move improves on the last, so no bound is ever good enough to cut: alpha-beta visits all 22 nodes, exactly like minimax.</source>
        <translation>Dasselbe Spiel, die Züge jedes Knotens mit dem schlechtesten zuerst. Jeder neue Zug verbessert den letzten, daher ist keine Schranke je gut genug für einen Schnitt: Die Alpha-Beta-Suche besucht alle 22 Knoten, genau wie Minimax.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="22"/>
        <source>Tic-tac-toe: block the diagonal</source>
        <translation>Tic-Tac-Toe: die Diagonale blockieren</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="23"/>
        <source>X to move with squares 7, 8 and 9 left. O holds 3 and 5 and threatens to complete the diagonal at 7. Only the block on 7 saves the draw; after 8 or 9, O wins at once. The full tree has 14 positions; alpha-beta needs 10, because one O win under 8 (and under 9) is enough to reject that move.</source>
        <translation>X am Zug, frei sind noch die Felder 7, 8 und 9. O besetzt 3 und 5 und droht, die Diagonale auf 7 zu vollenden. Nur die Blockade auf 7 rettet das Remis; nach 8 oder 9 gewinnt O sofort. Der volle Baum hat 14 Stellungen; die Alpha-Beta-Suche braucht 10, weil ein Sieg von O unter 8 (und unter 9) genügt, um diesen Zug zu verwerfen.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="51"/>
        <source>Textbook two-ply</source>
        <translation>Lehrbuchbeispiel mit zwei Halbzügen</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="52"/>
        <source>The classic two-ply example: MAX chooses among three MIN nodes with leaves 3, 12, 8 / 2, 4, 6 / 14, 5, 2. The value is 3. Once A guarantees 3, the first leaf of B (2) proves B worse, so alpha-beta skips B&apos;s other two leaves and reads 7 of the 9.</source>
        <translation>Das klassische Beispiel mit zwei Halbzügen: MAX wählt unter drei MIN-Knoten mit den Blättern 3, 12, 8 / 2, 4, 6 / 14, 5, 2. Der Wert ist 3. Sobald A die 3 sichert, beweist das erste Blatt von B (2), dass B schlechter ist, daher überspringt die Alpha-Beta-Suche die beiden anderen Blätter von B und liest 7 der 9.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="57"/>
        <source>Transpositions: a table hit</source>
        <translation>Transpositionen: ein Tabellentreffer</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="58"/>
        <source>Two move orders lead to one position: A1 and C1 are the same position (written ~p in the tree text), and so are A2 and B1 (~q). With the transposition table, alpha-beta answers C1 from what it filed at A1 without reading a leaf, and B1&apos;s entry raises α before its moves: 7 leaves read instead of 9.</source>
        <translation>Zwei Zugfolgen führen zu einer Stellung: A1 und C1 sind dieselbe Stellung (im Baumtext als ~p geschrieben), ebenso A2 und B1 (~q). Mit der Transpositionstabelle beantwortet die Alpha-Beta-Suche C1 aus dem, was sie bei A1 eingetragen hat, ohne ein Blatt zu lesen, und der Eintrag für B1 hebt α vor dessen Zügen: 7 statt 9 gelesene Blätter.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="63"/>
        <source>A horizon with evaluations</source>
        <translation>Ein Horizont mit Bewertungen</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="64"/>
        <source>Every inner node carries a static evaluation, written [N]. Searched to depth 2, the evaluations make B look worth 6 and A 2, so MAX picks B; searched to the leaves, A is worth 5 and B only 2. What lies beyond the horizon can overturn the choice: the horizon effect.</source>
        <translation>Jeder innere Knoten trägt eine statische Bewertung, geschrieben [N]. Bis Tiefe 2 durchsucht, lassen die Bewertungen B 6 wert erscheinen und A 2, also wählt MAX B; bis zu den Blättern durchsucht, ist A 5 wert und B nur 2. Was hinter dem Horizont liegt, kann die Wahl umstoßen: der Horizonteffekt.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="69"/>
        <source>Iterative deepening with an aspiration window</source>
        <translation>Iterative Tiefensuche mit Aspirationsfenster</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="70"/>
        <source>Searched to depth 1, the evaluations give the root 2 through C. Depth 2 then starts with the window 1 to 3 around that score, but A is worth 5: the root fails high, and is searched again with the full window to find 5 through A.</source>
        <translation>Bis Tiefe 1 durchsucht, geben die Bewertungen der Wurzel 2 über C. Tiefe 2 beginnt dann mit dem Fenster 1 bis 3 um diesen Wert, aber A ist 5 wert: Die Wurzel scheitert nach oben und wird mit dem vollen Fenster noch einmal durchsucht, um 5 über A zu finden.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="28"/>
        <source>Tic-tac-toe: transpositions</source>
        <translation>Tic-Tac-Toe: Transpositionen</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="29"/>
        <source>X to move with five squares left. X on 4 then O on 6 reaches the same board as X on 6 then O on 4: the table knows the second order from the first. Alpha-beta enters 101 of the 206 positions; with the table, 80, 15 of them answered or narrowed by the table.</source>
        <translation>X am Zug, fünf Felder sind frei. X auf 4, dann O auf 6 ergibt dasselbe Brett wie X auf 6, dann O auf 4: Die Tabelle kennt die zweite Zugfolge von der ersten. Die Alpha-Beta-Suche betritt 101 der 206 Stellungen; mit der Tabelle 80, davon 15 durch die Tabelle beantwortet oder eingeengt.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="16"/>
        <source>Connect Four: a win beyond the horizon</source>
        <translation>Vier gewinnt: ein Gewinn hinter dem Horizont</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="17"/>
        <source>X to move after the columns 4 3 5 7 1 5 1 6 7 6 4 1. Four moves deep, negamax alpha-beta with the window count plays 6, worth −2; with the weighted windows it plays 4, worth 0. The solver, which plays every line to the end, says 4 wins (+8: X connects four with its 14th disc) and 6 loses (−3). Six moves deep, alpha-beta enters 15,039 positions in the columns&apos; order 1 to 7, 1,501 centre first, and 1,046 centre first with a transposition table.</source>
        <translation>X ist am Zug nach den Spalten 4 3 5 7 1 5 1 6 7 6 4 1. Vier Züge tief spielt die Negamax-Alpha-Beta-Suche mit der Fensterzählung 6, −2 wert; mit den gewichteten Fenstern spielt sie 4, 0 wert. Der Löser, der jede Variante zu Ende spielt, sagt: 4 gewinnt (+8: X verbindet vier mit seinem 14. Stein) und 6 verliert (−3). Sechs Züge tief betritt die Alpha-Beta-Suche 15.039 Stellungen in der Reihenfolge der Spalten 1 bis 7, 1.501 von der Mitte aus und 1.046 von der Mitte aus mit einer Transpositionstabelle.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="26"/>
        <source>Connect Four: a loss beyond the horizon</source>
        <translation>Vier gewinnt: ein Verlust hinter dem Horizont</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="27"/>
        <source>O to move after the columns 3 3 3 5 5 7 3 4 5 4 7 4 4 4 6. Four moves deep, negamax alpha-beta with the window count plays 5; the solver says 5 loses (−11: X connects four with its 11th disc), while 3 and 6 win for O (+3).</source>
        <translation>O ist am Zug nach den Spalten 3 3 3 5 5 7 3 4 5 4 7 4 4 4 6. Vier Züge tief spielt die Negamax-Alpha-Beta-Suche mit der Fensterzählung 5; der Löser sagt: 5 verliert (−11: X verbindet vier mit seinem 11. Stein), während 3 und 6 für O gewinnen (+3).</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="33"/>
        <source>Connect Four: a forced win past the horizon</source>
        <translation>Vier gewinnt: ein erzwungener Gewinn hinter dem Horizont</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="34"/>
        <source>X to move after the columns 5 5 6 6 1 3 3 4 4 2 3 3 4 4 1 2. Two moves deep, negamax alpha-beta with the window count plays 4, worth −1; the solver says 4 loses (−12: O connects four with its 10th disc), while 1, 2 and 5 win for X (+12). With quiescence search the same search follows the forcing moves past the horizon, finds that after 1 X completes four whatever O answers, and plays 1.</source>
        <translation>X am Zug nach den Spalten 5 5 6 6 1 3 3 4 4 2 3 3 4 4 1 2. Zwei Züge tief spielt Negamax-Alpha-Beta mit der Fensterzählung 4, Wert −1; der Löser sagt, 4 verliert (−12: O verbindet vier mit seinem 10. Stein), während 1, 2 und 5 für X gewinnen (+12). Mit Ruhesuche folgt dieselbe Suche den erzwingenden Zügen hinter den Horizont, findet, dass X nach 1 vier verbindet, was O auch antwortet, und spielt 1.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="75"/>
        <source>A beam drops the quiet winning move</source>
        <translation>Ein Strahl verwirft den ruhigen Gewinnzug</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="76"/>
        <source>By their evaluations A looks worst to MAX (1), B best (5) and C next (4), but searched in full A is worth 7, B 2 and C 3. A beam of two at depth 2 keeps B and C, drops A unsearched, and plays C for 3: forward pruning is fast, and it can be wrong.</source>
        <translation>Nach ihren Bewertungen sieht A für MAX am schlechtesten aus (1), B am besten (5) und C danach (4), doch vollständig durchsucht ist A 7 wert, B 2 und C 3. Ein Strahl der Breite zwei in Tiefe 2 behält B und C, verwirft A ungesucht und spielt C für 3: Vorwärtsbeschneidung ist schnell, und sie kann sich irren.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="81"/>
        <source>Late move reductions miss a late win</source>
        <translation>Reduzierte späte Züge übersehen einen Gewinn</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="82"/>
        <source>MAX&apos;s moves after the first three are late. Two moves deep with late move reductions, D and E are searched a move shallower, by their evaluations: D&apos;s 5 beats A&apos;s 3, so D is searched again in full and is worth 6; E&apos;s 2 does not, so E&apos;s 8 is never seen. MAX plays D for 6 where E wins 8.</source>
        <translation>Die Züge von MAX nach den ersten drei sind spät. Zwei Züge tief mit reduzierten späten Zügen werden D und E einen Zug weniger tief durchsucht, nach ihren Bewertungen: Die 5 von D schlägt die 3 von A, also wird D noch einmal voll durchsucht und ist 6 wert; die 2 von E nicht, also wird die 8 von E nie gesehen. MAX spielt D für 6, wo E 8 gewinnt.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="41"/>
        <source>Connect Four: zugzwang in the last columns</source>
        <translation>Vier gewinnt: Zugzwang in den letzten Spalten</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="42"/>
        <source>X to move after 38 discs, with four squares left: the top of column 4 and three in column 2. Searched to the end, 4 wins (+1001: X connects four with its 21st disc), because O must then play into column 2 and give X the square above; 2 only draws (0). With null-move pruning (R = 1) O may pass after 4, which would leave X to open column 2 itself: the pass looks good enough for O, 4 is cut unsearched, and X plays 2.</source>
        <translation>X am Zug nach 38 Steinen, vier Felder frei: oben in Spalte 4 und drei in Spalte 2. Bis zum Ende durchsucht, gewinnt 4 (+1001: X verbindet vier mit seinem 21. Stein), weil O dann in Spalte 2 setzen muss und X das Feld darüber gibt; 2 hält nur remis (0). Mit Nullzügen (R = 1) darf O nach 4 passen, sodass X Spalte 2 selbst öffnen müsste: Das Passen sieht für O gut genug aus, 4 wird ungesucht abgeschnitten, und X spielt 2.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="87"/>
        <source>Three players: the kingmaker</source>
        <translation>Drei Spieler: der Königsmacher</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="88"/>
        <source>Player 1 moves at the root, player 2 below; each leaf scores players 1, 2 and 3. At A player 2 gets 5 either way, so it decides whether player 1 or player 3 gains: a kingmaker. Max^n trusts it to take the first and plays A for 4; paranoid search fears the worst there and plays B for 3.</source>
        <translation>Spieler 1 zieht an der Wurzel, Spieler 2 darunter; jedes Blatt gibt den Spielern 1, 2 und 3 Punkte. Bei A bekommt Spieler 2 in jedem Fall 5 und entscheidet so, ob Spieler 1 oder Spieler 3 gewinnt: ein Königsmacher. Max^n vertraut darauf, dass er den ersten Zug wählt, und zieht A für 4; die paranoide Suche fürchtet dort das Schlimmste und zieht B für 3.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="93"/>
        <source>Three players: shallow pruning</source>
        <translation>Drei Spieler: flaches Beschneiden</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="94"/>
        <source>Every leaf&apos;s scores add up to 10. Player 1 has 6 from A. At B player 2&apos;s first move gives it 7, so player 1 can get at most 10 − 7 = 3 from B: max^n cuts B&apos;s other moves, though B/2 would give player 1 9. At C player 2 has only 2, and nothing is cut.</source>
        <translation>Die Punkte jedes Blatts ergeben zusammen 10. Spieler 1 hat 6 aus A. Bei B gibt der erste Zug Spieler 2 die 7, also kann Spieler 1 bei B höchstens 10 − 7 = 3 bekommen: Max^n schneidet die übrigen Züge von B ab, obwohl B/2 Spieler 1 die 9 gäbe. Bei C hat Spieler 2 nur 2, und nichts wird abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="22"/>
        <source>Sticks: five left, A to move</source>
        <translation>Stäbchen: fünf übrig, A am Zug</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="23"/>
        <source>A, B and C take 1, 2 or 3 sticks in turn, and whoever takes the last stick wins. With five left, A cannot win: taking 1 leaves four to B, and C wins; taking 2 or 3 lets B take the rest. A decides who wins, the kingmaker of a real game: max^n takes 1, the first of the equal moves, for &lt;0, 0, 1&gt;.</source>
        <translation>A, B und C nehmen reihum 1, 2 oder 3 Stäbchen, und wer das letzte nimmt, gewinnt. Bei fünf übrigen kann A nicht gewinnen: Nimmt A 1, bleiben B vier, und C gewinnt; nimmt A 2 oder 3, nimmt B den Rest. A entscheidet, wer gewinnt – der Königsmacher in einem echten Spiel: Max^n nimmt 1, den ersten der gleichwertigen Züge, für &lt;0, 0, 1&gt;.</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="17"/>
        <source>minimax(node):</source>
        <translation>minimax(knoten):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="57"/>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="75"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="18"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="59"/>
        <source>  if node is a leaf: return its score</source>
        <translation>  wenn knoten ein Blatt ist: liefere seinen Wert</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="61"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="19"/>
        <source>  v ← −∞ if MAX is to move, else +∞</source>
        <translation>  v ← −∞, wenn MAX am Zug ist, sonst +∞</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="62"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="20"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="73"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="86"/>
        <source>  for each child c of node:</source>
        <translation>  für jedes Kind c von knoten:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="21"/>
        <source>    x ← minimax(c)</source>
        <translation>    x ← minimax(c)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="22"/>
        <source>    v ← max(v, x) for MAX, min(v, x) for MIN</source>
        <translation>    v ← max(v, x) für MAX, min(v, x) für MIN</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="65"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="23"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="75"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="91"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="138"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="226"/>
        <source>  return v</source>
        <translation>  liefere v</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="33"/>
        <source>  if MAX is to move:</source>
        <translation>  wenn MAX am Zug ist:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="33"/>
        <source>  else:</source>
        <translation>  sonst:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="35"/>
        <source>    v ← −∞</source>
        <translation>    v ← −∞</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="35"/>
        <source>    v ← +∞</source>
        <translation>    v ← +∞</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="36"/>
        <source>    for each child c of node:</source>
        <translation>    für jedes Kind c von knoten:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="37"/>
        <source>      v ← max(v, alphabeta(c, α, β))</source>
        <translation>      v ← max(v, alphabeta(c, α, β))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="38"/>
        <source>      v ← min(v, alphabeta(c, α, β))</source>
        <translation>      v ← min(v, alphabeta(c, α, β))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="40"/>
        <source>      α ← max(α, v)</source>
        <translation>      α ← max(α, v)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="41"/>
        <source>      β ← min(β, v)</source>
        <translation>      β ← min(β, v)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="42"/>
        <source>      if α ≥ β: break   ▹ cut-off</source>
        <translation>      wenn α ≥ β: abbrechen   ▹ Schnitt</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="43"/>
        <source>    return clamp(v, α₀, β₀)  ▹ fail-hard</source>
        <translation>    liefere begrenze(v, α₀, β₀)  ▹ fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="40"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="44"/>
        <source>    return v</source>
        <translation>    liefere v</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="56"/>
        <source>alphabeta(node, α₀, β₀):</source>
        <translation>alphabeta(knoten, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="74"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="57"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="83"/>
        <source>  α, β ← α₀, β₀</source>
        <translation>  α, β ← α₀, β₀</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="70"/>
        <source>negamax(node):</source>
        <translation>negamax(knoten):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="71"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="84"/>
        <source>  if node is a leaf: return its score for the mover</source>
        <translation>  wenn knoten ein Blatt ist: liefere seinen Wert für den Ziehenden</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="72"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="85"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="196"/>
        <source>  v ← −∞</source>
        <translation>  v ← −∞</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="74"/>
        <source>    v ← max(v, −negamax(c))</source>
        <translation>    v ← max(v, −negamax(c))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="82"/>
        <source>negamax(node, α₀, β₀):</source>
        <translation>negamax(knoten, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="87"/>
        <source>    v ← max(v, −negamax(c, −β, −α))</source>
        <translation>    v ← max(v, −negamax(c, −β, −α))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="88"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="134"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="219"/>
        <source>    α ← max(α, v)</source>
        <translation>    α ← max(α, v)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="89"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="135"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="220"/>
        <source>    if α ≥ β: break   ▹ cut-off</source>
        <translation>    wenn α ≥ β: abbrechen   ▹ Schnitt</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="90"/>
        <source>  return clamp(v, α₀, β₀)  ▹ fail-hard</source>
        <translation>  liefere begrenze(v, α₀, β₀)  ▹ fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="150"/>
        <source>for d ← 1 to the depth limit:  ▹ iterative deepening</source>
        <translation>für d ← 1 bis zur Tiefenschranke:  ▹ iterative Tiefensuche</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="154"/>
        <source>  if the limit is reached: stop, answer with depth d − 1&apos;s  ▹ limit</source>
        <translation>  wenn die Grenze erreicht ist: halt, antworte mit Tiefe d − 1  ▹ Grenze</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="158"/>
        <source>  v ← search(root, d, last − w, last + w)  ▹ aspiration</source>
        <translation>  v ← suche(wurzel, d, letzter − w, letzter + w)  ▹ Aspiration</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="159"/>
        <source>  if v fails outside: v ← search(root, d, −∞, +∞)</source>
        <translation>  wenn v außerhalb liegt: v ← suche(wurzel, d, −∞, +∞)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="161"/>
        <source>  (or fails high: the same)</source>
        <translation>  (oder nach oben scheitert: ebenso)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="164"/>
        <source>  v ← search(root, d, −∞, +∞)</source>
        <translation>  v ← suche(wurzel, d, −∞, +∞)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="167"/>
        <source>search(node, depth, α₀, β₀):</source>
        <translation>suche(knoten, tiefe, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="168"/>
        <source>search(node, depth):</source>
        <translation>suche(knoten, tiefe):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="120"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="171"/>
        <source>  if the game is over: return its score for the mover</source>
        <translation>  wenn die Partie vorbei ist: liefere ihren Wert für den Ziehenden</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="48"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="177"/>
        <source>  if depth = 0: return evaluate(node)  ▹ horizon</source>
        <translation>  wenn tiefe = 0: liefere bewerte(knoten)  ▹ Horizont</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="179"/>
        <source>  t ← table[node]; if t.depth ≥ depth:</source>
        <translation>  t ← tabelle[knoten]; wenn t.tiefe ≥ tiefe:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="181"/>
        <source>    t exact: return t.value; ≥: raise α; ≤: lower β</source>
        <translation>    t genau: liefere t.wert; ≥: hebe α; ≤: senke β</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="183"/>
        <source>    t exact: return t.value</source>
        <translation>    t genau: liefere t.wert</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="197"/>
        <source>  for each move m, in that order:</source>
        <translation>  für jeden Zug m, in dieser Reihenfolge:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="208"/>
        <source>    if m is not the first: x ← −search(m, depth − 1, −α − 1, −α)</source>
        <translation>    wenn m nicht der erste ist: x ← −suche(m, tiefe − 1, −α − 1, −α)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="210"/>
        <source>      if α &lt; x &lt; β: x ← −search(m, depth − 1, −β, −α)  ▹ again</source>
        <translation>      wenn α &lt; x &lt; β: x ← −suche(m, tiefe − 1, −β, −α)  ▹ erneut</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="212"/>
        <source>    else: x ← −search(m, depth − 1, −β, −α)</source>
        <translation>    sonst: x ← −suche(m, tiefe − 1, −β, −α)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="214"/>
        <source>    x ← −search(m, depth − 1, −β, −α)</source>
        <translation>    x ← −suche(m, tiefe − 1, −β, −α)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="215"/>
        <source>    x ← −search(m, depth − 1)</source>
        <translation>    x ← −suche(m, tiefe − 1)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="217"/>
        <source>    v ← max(v, x)</source>
        <translation>    v ← max(v, x)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="224"/>
        <source>  table[node] ← (depth, v, =/≥/≤, best move)</source>
        <translation>  tabelle[knoten] ← (tiefe, v, =/≥/≤, bester Zug)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="137"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="225"/>
        <source>  return clamp(v, α₀, β₀)</source>
        <translation>  liefere begrenze(v, α₀, β₀)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="18"/>
        <source>  if node is a chance node:</source>
        <translation>  wenn knoten ein Zufallsknoten ist:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="20"/>
        <source>    v ← 0;  lo, hi ← L, U</source>
        <translation>    v ← 0;  lo, hi ← L, U</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="21"/>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="36"/>
        <source>    for each outcome c, probability p:</source>
        <translation>    für jedes Ergebnis c mit Wahrscheinlichkeit p:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="23"/>
        <source>      x ← star1(c, window where x moves lo or hi past β or α)</source>
        <translation>      x ← star1(c, Fenster, in dem x lo oder hi über β oder α hinausschiebt)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="25"/>
        <source>      v ← v + p × x</source>
        <translation>      v ← v + p × x</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="26"/>
        <source>      lo ← v + (p still to come) × L</source>
        <translation>      lo ← v + (noch ausstehendes p) × L</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="28"/>
        <source>      hi ← v + (p still to come) × U</source>
        <translation>      hi ← v + (noch ausstehendes p) × U</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="30"/>
        <source>      if hi ≤ α: return hi   ▹ even U cannot reach α</source>
        <translation>      wenn hi ≤ α: liefere hi   ▹ selbst U erreicht α nicht</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="32"/>
        <source>      if lo ≥ β: return lo   ▹ even L reaches β</source>
        <translation>      wenn lo ≥ β: liefere lo   ▹ schon L erreicht β</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="35"/>
        <source>    v ← 0</source>
        <translation>    v ← 0</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="37"/>
        <source>      v ← v + p × expectiminimax(c)</source>
        <translation>      v ← v + p × expectiminimax(c)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="55"/>
        <source>expectiminimax(node):</source>
        <translation>expectiminimax(knoten):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="64"/>
        <source>    v ← max/min(v, expectiminimax(c))</source>
        <translation>    v ← max/min(v, expectiminimax(c))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="73"/>
        <source>star1(node, α₀, β₀):</source>
        <translation>star1(knoten, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="54"/>
        <source>expectiminimax(node, depth):</source>
        <translation>expectiminimax(knoten, tiefe):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="72"/>
        <source>star1(node, depth, α₀, β₀):</source>
        <translation>star1(knoten, tiefe, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="11"/>
        <source>mcts(root, iterations):</source>
        <translation>mcts(Wurzel, Iterationen):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="12"/>
        <source>  repeat iterations times:</source>
        <translation>  wiederhole Iterationen-mal:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="13"/>
        <source>    node ← root</source>
        <translation>    Knoten ← Wurzel</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="14"/>
        <source>    while every move of node has a node:</source>
        <translation>    solange jeder Zug von Knoten einen Knoten hat:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="15"/>
        <source>      node ← child of max  Q/N + C·√(ln N(node) / N)</source>
        <translation>      Knoten ← Kind mit max  Q/N + C·√(ln N(Knoten) / N)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="16"/>
        <source>    node ← new child by the next untried move</source>
        <translation>    Knoten ← neues Kind über den nächsten unversuchten Zug</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="17"/>
        <source>    r ← play random moves to the end</source>
        <translation>    r ← zufällige Züge bis zum Ende spielen</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="18"/>
        <source>    for node up to root:</source>
        <translation>    für Knoten bis hinauf zur Wurzel:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="19"/>
        <source>      N ← N + 1;  Q ← Q + r of the side that moved into node</source>
        <translation>      N ← N + 1;  Q ← Q + r der Seite, die nach Knoten zog</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="21"/>
        <source>  return the most visited move of root</source>
        <translation>  gib den meistbesuchten Zug der Wurzel zurück</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="99"/>
        <source>  order the moves:</source>
        <translation>  sortiere Züge:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="101"/>
        <source>    the table&apos;s best move first</source>
        <translation>    zuerst den besten Zug der Tabelle</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="103"/>
        <source>    this depth&apos;s two killer moves next</source>
        <translation>    dann die zwei Killerzüge dieser Tiefe</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="105"/>
        <source>    the others by how often they caused a cut-off</source>
        <translation>    die übrigen danach, wie oft sie einen Schnitt bewirkten</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="107"/>
        <source>    the others in the order chosen</source>
        <translation>    die übrigen in der gewählten Ordnung</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="117"/>
        <source>quiesce(node, q, α₀, β₀):  ▹ past the horizon</source>
        <translation>ruhesuche(knoten, q, α₀, β₀):  ▹ hinter dem Horizont</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="118"/>
        <source>quiesce(node, q):  ▹ past the horizon</source>
        <translation>ruhesuche(knoten, q):  ▹ hinter dem Horizont</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="121"/>
        <source>  if q = Q or no move is forcing: return evaluate(node)</source>
        <translation>  wenn q = Q oder kein Zug erzwingend ist: liefere bewerte(knoten)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="123"/>
        <source>  v ← evaluate(node)  ▹ stand pat: the mover may accept it</source>
        <translation>  v ← bewerte(knoten)  ▹ stehen bleiben: der Ziehende darf es annehmen</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="126"/>
        <source>  α ← max(α, v)</source>
        <translation>  α ← max(α, v)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="127"/>
        <source>  if α ≥ β: return v  ▹ cut-off before any move</source>
        <translation>  wenn α ≥ β: liefere v  ▹ Schnitt vor jedem Zug</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="129"/>
        <source>  for each forcing move m:</source>
        <translation>  für jeden erzwingenden Zug m:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="130"/>
        <source>    v ← max(v, −quiesce(m, q + 1, −β, −α))</source>
        <translation>    v ← max(v, −ruhesuche(m, q + 1, −β, −α))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="131"/>
        <source>    v ← max(v, −quiesce(m, q + 1))</source>
        <translation>    v ← max(v, −ruhesuche(m, q + 1))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="173"/>
        <source>  if depth = 0: return quiesce(node, 0, α₀, β₀)</source>
        <translation>  wenn tiefe = 0: liefere ruhesuche(knoten, 0, α₀, β₀)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="174"/>
        <source>  if depth = 0: return quiesce(node, 0)</source>
        <translation>  wenn tiefe = 0: liefere ruhesuche(knoten, 0)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="194"/>
        <source>  drop all but the W moves that look best  ▹ beam, a guess</source>
        <translation>  verwirf alle außer den W Zügen, die am besten aussehen  ▹ Strahl, eine Vermutung</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="200"/>
        <source>    if m is the 4th or later and depth ≥ 2:  ▹ late, a guess</source>
        <translation>    wenn m der 4. oder spätere Zug ist und tiefe ≥ 2:  ▹ spät, eine Vermutung</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="202"/>
        <source>      x ← −search(m, depth − 2, −α − 1, −α)  ▹ reduced</source>
        <translation>      x ← −suche(m, tiefe − 2, −α − 1, −α)  ▹ reduziert</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="203"/>
        <source>      if x &gt; α: search m again at full depth, below</source>
        <translation>      wenn x &gt; α: m unten noch einmal in voller Tiefe suchen</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="186"/>
        <source>  if depth &gt; R + 1 and β &lt; ∞:  ▹ null move, a guess</source>
        <translation>  wenn tiefe &gt; R + 1 und β &lt; ∞:  ▹ Nullzug, eine Vermutung</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="187"/>
        <source>    x ← −search(node passed, depth − 1 − R, −β, −β + 1)</source>
        <translation>    x ← −suche(knoten gepasst, tiefe − 1 − R, −β, −β + 1)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="189"/>
        <source>    if x ≥ β: return x  ▹ cut unsearched</source>
        <translation>    wenn x ≥ β: gib x zurück  ▹ ungesucht abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="11"/>
        <source>maxn(node, bound):   # bound = S − the best of the player above</source>
        <translation>maxn(knoten, schranke):   # schranke = S − das Beste des Spielers darüber</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="12"/>
        <source>  if node is a leaf: return its scores</source>
        <translation>  wenn knoten ein Blatt ist: liefere seine Punkte</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="13"/>
        <source>  p ← the player to move at node</source>
        <translation>  p ← der Spieler am Zug bei knoten</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="14"/>
        <source>  best ← none</source>
        <translation>  bester ← keiner</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="15"/>
        <source>  for each child of node:</source>
        <translation>  für jedes kind von knoten:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="16"/>
        <source>    v ← maxn(child, S − best[p])</source>
        <translation>    v ← maxn(kind, S − bester[p])</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="17"/>
        <source>    if best is none or v[p] &gt; best[p]: best ← v</source>
        <translation>    wenn bester keiner ist oder v[p] &gt; bester[p]: bester ← v</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="18"/>
        <source>    if best[p] ≥ bound: return best   # only when every leaf adds up to S</source>
        <translation>    wenn bester[p] ≥ schranke: liefere bester   # nur wenn jedes Blatt S ergibt</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="20"/>
        <source>  return best</source>
        <translation>  liefere bester</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="54"/>
        <source>alphabeta(node, α₀, β₀):   ▹ paranoid: player 1 is MAX, everyone else MIN</source>
        <translation>alphabeta(knoten, α₀, β₀):   ▹ paranoid: Spieler 1 ist MAX, alle anderen MIN</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="58"/>
        <source>  if node is a leaf: return player 1&apos;s score</source>
        <translation>  wenn knoten ein Blatt ist: liefere die Punkte von Spieler 1</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/compare/ToolWindow.cpp" line="15"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="227"/>
        <source>cannot create the file: %1</source>
        <translation>die Datei kann nicht angelegt werden: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="229"/>
        <source>cannot write the file (is the disk full?): %1</source>
        <translation>die Datei kann nicht geschrieben werden (ist der Datenträger voll?): %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="231"/>
        <source>cannot write the file to the disk: %1</source>
        <translation>die Datei kann nicht auf den Datenträger geschrieben werden: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="234"/>
        <source>cannot read back the file written: %1</source>
        <translation>die geschriebene Datei kann nicht zurückgelesen werden: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="236"/>
        <source>the file written does not read back as it was written</source>
        <translation>die geschriebene Datei liest sich nicht so zurück, wie sie geschrieben wurde</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="239"/>
        <source>the file written was not kept: %1</source>
        <translation>die geschriebene Datei wurde nicht behalten: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="243"/>
        <source>cannot replace the file: %1</source>
        <translation>die Datei kann nicht ersetzt werden: %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="100"/>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="115"/>
        <source>, fail-hard</source>
        <translation>, fail-hard</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="115"/>
        <source>, fail-soft</source>
        <translation>, fail-soft</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="123"/>
        <source>In all searches: entered %1 · pruned %2 · leaves read %3 · cut-offs %4</source>
        <translation>In allen Suchen: betreten %1 · abgeschnitten %2 · Blätter gelesen %3 · Schnitte %4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="124"/>
        <source>Entered %1 · pruned %2 · leaves read %3 · cut-offs %4</source>
        <translation>Betreten %1 · abgeschnitten %2 · Blätter gelesen %3 · Schnitte %4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="125"/>
        <source>Visited %1 · pruned %2 · leaves read %3 · cut-offs %4</source>
        <translation>Besucht %1 · abgeschnitten %2 · Blätter gelesen %3 · Schnitte %4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="140"/>
        <source>the lesson has no stops</source>
        <translation>die Lektion hat keine Stationen</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="160"/>
        <source>cannot draw the handout</source>
        <translation>das Handout kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="165"/>
        <source>%1 · %2 · %3</source>
        <extracomment>A handout&apos;s subtitle: the tree, the search, &quot;4 stops&quot;.</extracomment>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/lessons/Handout.cpp" line="167"/>
        <source>%Ln stops</source>
        <translation>
            <numerusform>%Ln Station</numerusform>
            <numerusform>%Ln Stationen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="176"/>
        <source>Stop %1 of %2 · step %L3 of %L4</source>
        <translation>Station %1 von %2 · Schritt %L3 von %L4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="191"/>
        <location filename="../../ui/scene/SceneExport.cpp" line="149"/>
        <location filename="../../ui/web/WebPage.cpp" line="308"/>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="28"/>
        <source>⊞ table: miss</source>
        <translation>⊞ Tabelle: kein Eintrag</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="30"/>
        <source>⊞ %1 too shallow
(depth %2)</source>
        <extracomment>A table probe&apos;s tag: the entry found (&quot;≥ 5&quot;), too shallow, and its depth.</extracomment>
        <translation>⊞ %1 zu flach
(Tiefe %2)</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="31"/>
        <source>⊞ table %1</source>
        <translation>⊞ Tabelle %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="33"/>
        <source>⊞ %1: α → %2</source>
        <extracomment>A table probe&apos;s tag: the entry found (&quot;≥ 5&quot;), then the bound it raises α to.</extracomment>
        <translation>⊞ %1: α → %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="35"/>
        <source>⊞ %1: β → %2</source>
        <extracomment>A table probe&apos;s tag: the entry found (&quot;≤ 3&quot;), then the bound it lowers β to.</extracomment>
        <translation>⊞ %1: β → %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="36"/>
        <source>⊞ table %1 ✂</source>
        <translation>⊞ Tabelle %1 ✂</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="63"/>
        <source>⊞ not stored: slot keeps a deeper entry</source>
        <translation>⊞ nicht eingetragen: Platz behält tieferen Eintrag</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="65"/>
        <source>⊞ stored %1 %2
(depth %3)</source>
        <extracomment>A table store&apos;s tag: the bound&apos;s kind (&quot;exact&quot;, &quot;≥&quot;, &quot;≤&quot;), the value, the depth searched.</extracomment>
        <translation>⊞ eingetragen %1 %2
(Tiefe %3)</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="69"/>
        <source>↻ null window failed
search again</source>
        <translation>↻ Nullfenster gescheitert
neu suchen</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="72"/>
        <source>↻ outside the aspiration
window: search again</source>
        <translation>↻ außerhalb des Aspirations-
fensters: neu suchen</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="84"/>
        <source>horizon: evaluation %1</source>
        <translation>Horizont: Bewertung %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="90"/>
        <source>iteration %1: to depth %1</source>
        <translation>Iteration %1: bis Tiefe %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="94"/>
        <source>depth %1 interrupted
answer: depth %2&apos;s %3</source>
        <extracomment>A tag: the iteration stopped by a limit, then the last finished depth and its best move.</extracomment>
        <translation>Tiefe %1 abgebrochen
Antwort: %3 aus Tiefe %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/NodePainter.cpp" line="170"/>
        <source>%1 moves</source>
        <translation>%1 Züge</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene/RunAppearance.cpp" line="128"/>
        <source>%1: %Ln moves</source>
        <extracomment>A node type&apos;s label where the search differed: &quot;CUT: 3 moves&quot; searched where one would do.</extracomment>
        <translation>
            <numerusform>%1: %Ln Zug</numerusform>
            <numerusform>%1: %Ln Züge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scene/RunAppearance.cpp" line="130"/>
        <source>%1: cut off</source>
        <translation>%1: abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../ui/scene/RunAppearance.cpp" line="131"/>
        <source>beyond minimal</source>
        <translation>über minimal hinaus</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SceneExport.cpp" line="86"/>
        <location filename="../../ui/web/WebPage.cpp" line="80"/>
        <source>Game tree</source>
        <translation>Spielbaum</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SceneExport.cpp" line="120"/>
        <source>Step %L1 of %L2: %3</source>
        <translation>Schritt %L1 von %L2: %3</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SceneExport.cpp" line="129"/>
        <location filename="../../ui/scene/SceneExport.cpp" line="145"/>
        <source>there is nothing to export</source>
        <translation>es gibt nichts zu exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SceneExport.cpp" line="147"/>
        <source>cannot draw the image (out of memory?)</source>
        <translation>das Bild kann nicht gezeichnet werden (zu wenig Speicher?)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="177"/>
        <source>Share of visits</source>
        <translation>Anteil der Besuche</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="215"/>
        <source>This run has %1 steps, more than a page holds (%2): the page shows the lesson&apos;s %3 stops.</source>
        <translation>Dieser Lauf hat %1 Schritte, mehr als eine Seite fasst (%2): Die Seite zeigt die %3 Stationen der Lektion.</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="219"/>
        <source>This run has %1 steps, more than a page holds: the page shows steps 0 to %2.</source>
        <translation>Dieser Lauf hat %1 Schritte, mehr als eine Seite fasst: Die Seite zeigt die Schritte 0 bis %2.</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="280"/>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="288"/>
        <source>%1 · %2</source>
        <extracomment>A web page&apos;s subtitle: the tree and the search, or the search and &quot;59 steps&quot;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="302"/>
        <source>the page&apos;s player is missing from the program</source>
        <translation>der Abspieler der Seite fehlt im Programm</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="45"/>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="49"/>
        <source>%1th</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="46"/>
        <source>%1st</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="47"/>
        <source>%1nd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="48"/>
        <source>%1rd</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="114"/>
        <source>Before the first stop (step %L1)</source>
        <translation>Vor der ersten Station (Schritt %L1)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="117"/>
        <source>Stop %1 of %2 (step %L3)</source>
        <translation>Station %1 von %2 (Schritt %L3)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="118"/>
        <source>After stop %1 of %2 (step %L3): now at step %L4</source>
        <translation>Nach Station %1 von %2 (Schritt %L3): jetzt bei Schritt %L4</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="143"/>
        <source>Play</source>
        <comment>the web page&apos;s button</comment>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="144"/>
        <source>Pause</source>
        <comment>the web page&apos;s button</comment>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="144"/>
        <source>First step (Home)</source>
        <translation>Erster Schritt (Pos1)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="145"/>
        <source>One step back (←)</source>
        <translation>Einen Schritt zurück (←)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="145"/>
        <source>Play or pause (Space)</source>
        <translation>Abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="146"/>
        <source>One step forward (→)</source>
        <translation>Einen Schritt vor (→)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="146"/>
        <source>Last step (End)</source>
        <translation>Letzter Schritt (Ende)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="147"/>
        <source>Previous stop (Page Up)</source>
        <translation>Vorige Station (Bild auf)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="148"/>
        <source>Next stop (Page Down)</source>
        <translation>Nächste Station (Bild ab)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="148"/>
        <source>Step</source>
        <comment>the web page&apos;s slider</comment>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="149"/>
        <source>The game tree at this step</source>
        <translation>Der Spielbaum bei diesem Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SampleAppearance.cpp" line="31"/>
        <source>UCB1 %1 + %2
= %3</source>
        <translation>UCB1 %1 + %2
= %3</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SampleAppearance.cpp" line="33"/>
        <source>new node</source>
        <translation>neuer Knoten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene/SampleAppearance.cpp" line="37"/>
        <source>playout: %Ln moves
reward %1</source>
        <translation>
            <numerusform>Playout: %Ln Zug
Belohnung %1</numerusform>
            <numerusform>Playout: %Ln Züge
Belohnung %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scene/SampleAppearance.cpp" line="44"/>
        <source>+%1 → %2</source>
        <extracomment>A back-up&apos;s tag: the reward added, then the node&apos;s rewards over its visits.</extracomment>
        <translation>+%1 → %2</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="222"/>
        <source>the file is read-only</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="224"/>
        <source>the file has changed since it was opened or last saved</source>
        <translation>die Datei wurde geändert, seit sie geöffnet oder zuletzt gespeichert wurde</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="243"/>
        <source>the page would draw the tree&apos;s %1 nodes in each of its %2 frames; a web page draws at most %3 nodes in all (nodes × frames): export the tree as an image instead</source>
        <translation>die Seite würde die %1 Knoten des Baums in jedem ihrer %2 Bilder zeichnen; eine Webseite zeichnet höchstens %3 Knoten insgesamt (Knoten × Bilder): Exportieren Sie den Baum stattdessen als Bild</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="105"/>
        <source>a folder</source>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="107"/>
        <source>a pipe</source>
        <translation>eine Pipe</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="109"/>
        <source>a socket</source>
        <translation>ein Socket</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="111"/>
        <source>a device</source>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="112"/>
        <source>not a regular file</source>
        <translation>keine gewöhnliche Datei</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="217"/>
        <source>it is %1, not a file: Game Tree Lab writes only to files; give the name of a file</source>
        <translation>es ist %1, keine Datei: Game Tree Lab schreibt nur in Dateien; geben Sie den Namen einer Datei an</translation>
    </message>
    <message>
        <location filename="../../ui/io/ImageFile.cpp" line="18"/>
        <source>“%1” names no image format: end it in .png, .jpg or .bmp</source>
        <translation>„%1“ nennt kein Bildformat: lassen Sie den Namen auf .png, .jpg oder .bmp enden</translation>
    </message>
    <message>
        <location filename="../../ui/io/ImageFile.cpp" line="23"/>
        <source>cannot make the %1 image</source>
        <translation>das %1-Bild lässt sich nicht erzeugen</translation>
    </message>
    <message>
        <location filename="../../ui/scene/NodePainter.cpp" line="169"/>
        <source>%1 outcomes</source>
        <translation>%1 Ausgänge</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="86"/>
        <source>stands pat: evaluation %1</source>
        <translation>bleibt stehen: Bewertung %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TagPlacer.cpp" line="262"/>
        <source>horizon: depth %1</source>
        <translation>Horizont: Tiefe %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TagPlacer.cpp" line="292"/>
        <source>quiescence:
forcing moves only,
horizon + %1 at most</source>
        <translation>Ruhesuche:
nur erzwingende Züge,
höchstens Horizont + %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="88"/>
        <source>⊘ dropped by the beam
looks %1: not searched</source>
        <translation>⊘ vom Strahl verworfen
sieht nach %1 aus: nicht gesucht</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ToolWindow.cpp" line="19"/>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="70"/>
        <source>↻ reduced move beat α
search again at full depth</source>
        <translation>↻ reduzierter Zug schlägt α
neu in voller Tiefe suchen</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="82"/>
        <source>↧ late move: reduced
to depth %1, null window</source>
        <translation>↧ später Zug: reduziert
auf Tiefe %1, Nullfenster</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="77"/>
        <source>⊘ null move: after a pass
still %1: cut unsearched</source>
        <translation>⊘ Nullzug: nach dem Passen
noch %1: ungesucht abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="79"/>
        <source>null move: after a pass
%1: no cut</source>
        <translation>Nullzug: nach dem Passen
%1: kein Schnitt</translation>
    </message>
    <message>
        <location filename="../../ui/style/PlayerMarks.cpp" line="57"/>
        <source>%1 player %2</source>
        <extracomment>A player of a game of several: the player&apos;s symbol, then their number, &quot;▲ player 1&quot;.</extracomment>
        <translation>%1 Spieler %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/language/ValueText.h" line="57"/>
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln Knoten</numerusform>
            <numerusform>%Ln Knoten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/language/ValueText.h" line="63"/>
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln Schritt</numerusform>
            <numerusform>%Ln Schritte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RandomTree</name>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="101"/>
        <source>the branching range {low}-{high} is empty</source>
        <translation>der Verzweigungsbereich {low}-{high} ist leer</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="106"/>
        <source>the branching factor must be between 1 and 20</source>
        <translation>der Verzweigungsgrad muss zwischen 1 und 20 liegen</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="108"/>
        <source>the depth must be at most 30</source>
        <translation>die Tiefe darf höchstens 30 sein</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="110"/>
        <source>the value range {low}..{high} is empty</source>
        <translation>der Wertebereich {low}..{high} ist leer</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="123"/>
        <source>values must lie within ±{most}</source>
        <translation>Werte müssen innerhalb von ±{most} liegen</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="133"/>
        <source>branching {branching} to depth {depth} can give more than {nodes} nodes</source>
        <translation>Verzweigung {branching} bis Tiefe {depth} kann mehr als {nodes} Knoten ergeben</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="24"/>
        <source>{part} of &apos;{text}&apos;: {problem}</source>
        <translation>{part} von &apos;{text}&apos;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="182"/>
        <source>the branching</source>
        <translation>die Verzweigung</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="188"/>
        <source>the depth</source>
        <translation>die Tiefe</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="190"/>
        <source>the seed</source>
        <translation>der Startwert</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="195"/>
        <source>the lowest value</source>
        <translation>der kleinste Wert</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="199"/>
        <source>the highest value</source>
        <translation>der größte Wert</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="39"/>
        <source>the players</source>
        <translation>die Spielerzahl</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="42"/>
        <source>the sum of the scores</source>
        <translation>die Summe der Punkte</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="115"/>
        <source>the players must number from 2 to {most}</source>
        <translation>es müssen 2 bis {most} Spieler sein</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="118"/>
        <source>sum=S is the total of each leaf&apos;s scores: give players=N too</source>
        <translation>sum=S ist die Summe der Punkte jedes Blatts: geben Sie auch players=N an</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="120"/>
        <source>the sum of the scores must lie from 0 to {most}</source>
        <translation>die Summe der Punkte muss zwischen 0 und {most} liegen</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="168"/>
        <source>&apos;{text}&apos; is not a random tree: write BRANCHING,DEPTH,SEED or BRANCHING,DEPTH,SEED,LOW,HIGH, e.g. 3,4,4711 or 2-4,5,7,-20,20, and ,chance at the end for chance nodes at every other level, ,players=3 for a score per player, ,sum=10 for scores that add up to 10</source>
        <translation>&apos;{text}&apos; ist kein Zufallsbaum: Schreiben Sie VERZWEIGUNG,TIEFE,STARTWERT oder VERZWEIGUNG,TIEFE,STARTWERT,MIN,MAX, z. B. 3,4,4711 oder 2-4,5,7,-20,20, und ,chance am Ende für Zufallsknoten auf jeder zweiten Ebene, ,players=3 für Punkte je Spieler, ,sum=10 für Punkte mit der Summe 10</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="180"/>
        <source>&apos;{text}&apos;: with sum=S the scores lie from 0 to S; leave out the value range LOW,HIGH</source>
        <translation>&apos;{text}&apos;: mit sum=S liegen die Punkte zwischen 0 und S; lassen Sie den Wertebereich MIN,MAX weg</translation>
    </message>
</context>
<context>
    <name>RunFigures</name>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="38"/>
        <source>Visited</source>
        <translation>Besucht</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="40"/>
        <source>Pruned</source>
        <translation>Abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="42"/>
        <source>Leaves evaluated</source>
        <translation>Bewertete Blätter</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="45"/>
        <source>Cut-offs</source>
        <translation>Schnitte</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="47"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="53"/>
        <source>Playouts</source>
        <translation>Playouts</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="56"/>
        <source>Nodes grown</source>
        <translation>Gewachsene Knoten</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="58"/>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="64"/>
        <source>Its visits</source>
        <translation>Seine Besuche</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="71"/>
        <source>Its mean reward</source>
        <translation>Seine mittlere Belohnung</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <location filename="../../core/search/chance/ChanceFamily.cpp" line="35"/>
        <source>expectiminimax and Star1 take a depth limit and the game&apos;s evaluation, no table or other enhancement</source>
        <translation>Expectiminimax und Star1 nehmen eine Tiefengrenze und die Bewertung des Spiels, keine Tabelle und keine andere Erweiterung</translation>
    </message>
    <message>
        <location filename="../../core/search/Algorithm.cpp" line="31"/>
        <source>bounds on the leaf values are Star1&apos;s: choose --algorithm star1</source>
        <translation>Schranken für die Blattwerte gibt es nur bei Star1: Wählen Sie --algorithm star1</translation>
    </message>
    <message>
        <location filename="../../core/search/Algorithm.cpp" line="33"/>
        <source>the lower bound on the leaf values is above the upper one</source>
        <translation>die untere Schranke für die Blattwerte liegt über der oberen</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="158"/>
        <source>the depth limit must lie between 1 and 10,000</source>
        <translation>die Tiefengrenze muss zwischen 1 und 10.000 liegen</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="445"/>
        <source>the aspiration window cannot be negative</source>
        <translation>das Aspirationsfenster kann nicht negativ sein</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="446"/>
        <source>aspiration windows centre on the previous iteration&apos;s score: they need iterative deepening</source>
        <translation>Aspirationsfenster liegen um den Wert der vorigen Iteration: Sie brauchen iterative Vertiefung</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="343"/>
        <source>a table size needs the transposition table</source>
        <translation>eine Tabellengröße braucht die Transpositionstabelle</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="474"/>
        <source>the time limit must lie between 1 ms and an hour (3,600,000 ms)</source>
        <translation>die Zeitgrenze muss zwischen 1 ms und einer Stunde (3.600.000 ms) liegen</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="475"/>
        <source>a time limit needs iterative deepening: when time is up, the last iteration that finished answers</source>
        <translation>eine Zeitgrenze braucht iterative Vertiefung: Ist die Zeit um, antwortet die letzte beendete Iteration</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="41"/>
        <source>the horizon at depth {depth} runs through {node}, which has moves but no static evaluation: give it one in the tree text, as in (3, 12, 8)[5]</source>
        <translation>der Horizont in Tiefe {depth} verläuft durch {node}, das Züge, aber keine statische Bewertung hat: Geben Sie ihm eine im Baumtext, etwa (3, 12, 8)[5]</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="60"/>
        <source>{algorithm} cannot search a tree with chance nodes, where nobody chooses: choose expectiminimax, which averages each chance node&apos;s outcomes, or Star1, which prunes with bounds on the leaf values</source>
        <translation>{algorithm} kann keinen Baum mit Zufallsknoten durchsuchen, an denen niemand wählt: Wählen Sie Expectiminimax, das die Ergebnisse jedes Zufallsknotens mittelt, oder Star1, das mit Schranken für die Blattwerte abschneidet</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="47"/>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="67"/>
        <source>a node of this tree has {moves} moves; the search takes at most {most}</source>
        <translation>ein Knoten dieses Baums hat {moves} Züge; die Suche nimmt höchstens {most}</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="46"/>
        <source>{game} is too big to search to the end: give a depth limit (--depth N, e.g. 4)</source>
        <translation>{game} ist zu groß, um bis zum Ende durchsucht zu werden: Geben Sie eine Tiefengrenze an (--depth N, z. B. 4)</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="33"/>
        <source>Monte Carlo tree search takes --iterations, --seed and --exploration, no depth limit or other enhancement</source>
        <translation>Die Monte-Carlo-Baumsuche nimmt --iterations, --seed und --exploration, keine Tiefengrenze und keine andere Verbesserung</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="37"/>
        <source>the iterations must lie between 1 and {most}</source>
        <translation>die Iterationen müssen zwischen 1 und {most} liegen</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="40"/>
        <source>the exploration constant must lie between 0 and 100</source>
        <translation>die Erkundungskonstante muss zwischen 0 und 100 liegen</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="43"/>
        <source>Monte Carlo tree search here plays two sides that choose: it cannot search a tree with chance nodes</source>
        <translation>Die Monte-Carlo-Baumsuche spielt hier zwei Seiten, die wählen: Sie kann keinen Baum mit Zufallsknoten durchsuchen</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/ChanceScale.cpp" line="120"/>
        <source>the outcomes&apos; probabilities have no common denominator up to 1,000,000,000: use simpler fractions</source>
        <translation>die Wahrscheinlichkeiten der Ausgänge haben keinen gemeinsamen Nenner bis 1.000.000.000: nehmen Sie einfachere Brüche</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/ChanceScale.cpp" line="130"/>
        <source>exact expected values of this tree need a common denominator of {common} to the power {deepest} (its most chance nodes on one path), and with leaves up to {largest} they pass the 1,000,000,000 the search counts to: use smaller leaves, simpler probabilities or fewer throws</source>
        <translation>exakte Erwartungswerte dieses Baums brauchen einen gemeinsamen Nenner von {common} hoch {deepest} (die meisten Zufallsknoten auf einem Pfad), und mit Blättern bis {largest} überschreiten sie die 1.000.000.000, bis zu denen die Suche zählt: nehmen Sie kleinere Blätter, einfachere Wahrscheinlichkeiten oder weniger Würfe</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/ChanceFamily.cpp" line="20"/>
        <source>expectiminimax and Star1 search a tree as written, to its leaves: a depth limit or an evaluation needs a game of dice, such as --pig A,B,TURN</source>
        <translation>Expectiminimax und Star1 durchsuchen einen Baum, wie er geschrieben ist, bis zu seinen Blättern: Eine Tiefengrenze oder eine Bewertung braucht ein Würfelspiel wie --pig A,B,TURN</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/GameChanceScale.cpp" line="25"/>
        <source>a leaf is worth {leaf}, below the lower bound {bound}: Star1&apos;s bounds must hold every leaf</source>
        <translation>ein Blatt ist {leaf} wert, unter der unteren Schranke {bound}: Die Schranken von Star1 müssen jedes Blatt einschließen</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/GameChanceScale.cpp" line="31"/>
        <source>a leaf is worth {leaf}, above the upper bound {bound}: Star1&apos;s bounds must hold every leaf</source>
        <translation>ein Blatt ist {leaf} wert, über der oberen Schranke {bound}: Die Schranken von Star1 müssen jedes Blatt einschließen</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/GameChanceScale.cpp" line="60"/>
        <source>exact expected values {depth} moves and throws deep need a common denominator of {denominator} to the power {throws}, and with scores up to {limit} they pass the 1,000,000,000 the search counts to: search less deep</source>
        <translation>exakte Erwartungswerte {depth} Züge und Würfe tief brauchen einen gemeinsamen Nenner von {denominator} hoch {throws}, und mit Punkten bis {limit} überschreiten sie die 1.000.000.000, bis zu denen die Suche zählt: suchen Sie weniger tief</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/GameChanceScale.cpp" line="76"/>
        <source>the game&apos;s scores run from {low} to {high}: Star1&apos;s bounds must hold every score</source>
        <translation>die Punkte des Spiels reichen von {low} bis {high}: Die Schranken von Star1 müssen jeden Wert einschließen</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="60"/>
        <source>the game is over: it is a draw; there is no move to search</source>
        <translation>die Partie ist zu Ende: unentschieden; es gibt keinen Zug zu suchen</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="61"/>
        <source>the game is over: {side} has won; there is no move to search</source>
        <translation>die Partie ist zu Ende: {side} hat gewonnen; es gibt keinen Zug zu suchen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="48"/>
        <source>the search was cancelled: change the tree or the search to search again</source>
        <translation>die Suche wurde abgebrochen: ändern Sie den Baum oder die Suche, um erneut zu suchen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="229"/>
        <source>the search is still running: its steps show when it is done (Esc or Cancel in the status bar stops it)</source>
        <translation>die Suche läuft noch: ihre Schritte erscheinen, wenn sie fertig ist (Esc oder Abbrechen in der Statusleiste hält sie an)</translation>
    </message>
    <message>
        <location filename="../../core/search/Algorithm.cpp" line="37"/>
        <source>fail-hard is a form of alpha-beta: choose alphabeta or negamax-alphabeta</source>
        <translation>Fail-hard ist eine Form von Alpha-Beta: wählen Sie alphabeta oder negamax-alphabeta</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="495"/>
        <source>a node limit needs iterative deepening: when it is reached, the last iteration that finished answers</source>
        <translation>eine Stellungsgrenze braucht iterative Vertiefung: Ist sie erreicht, antwortet die letzte beendete Iteration</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="185"/>
        <source>quiescence search continues past the horizon: it needs a depth limit (--depth N)</source>
        <translation>die Ruhesuche geht über den Horizont hinaus: Sie braucht eine Tiefenschranke (--depth N)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="206"/>
        <source>quiescence goes at most 64 plies past the horizon: choose 1 to 64 plies</source>
        <translation>die Ruhesuche geht höchstens 64 Halbzüge über den Horizont: Wählen Sie 1 bis 64 Halbzüge</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="207"/>
        <source>a quiescence depth needs quiescence search (--quiescence)</source>
        <translation>eine Ruhesuche-Tiefe braucht die Ruhesuche (--quiescence)</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="37"/>
        <source>quiescence search past the horizon at depth {depth} reaches {node} by forcing moves; it has moves but no static evaluation to stand pat on: give it one in the tree text, as in !x:(5, 9)[7]</source>
        <translation>die Ruhesuche hinter dem Horizont in Tiefe {depth} erreicht {node} über erzwingende Züge; der Knoten hat Züge, aber keine statische Bewertung zum Stehenbleiben: Geben Sie ihm eine im Baumtext, wie in !x:(5, 9)[7]</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="236"/>
        <source>a beam keeps 1 to 256 moves</source>
        <translation>ein Strahl behält 1 bis 256 Züge</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="237"/>
        <source>a beam keeps the best-looking moves above the horizon: it needs a depth limit (--depth N)</source>
        <translation>ein Strahl behält über dem Horizont die am besten aussehenden Züge: Er braucht eine Tiefenschranke (--depth N)</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="32"/>
        <source>late move reductions at depth {depth} may search {node} a ply shallower, putting it on the horizon; it has moves but no static evaluation: give it one in the tree text, as in (3, 12, 8)[5]</source>
        <translation>die Reduktion später Züge bei Tiefe {depth} kann {node} einen Halbzug weniger tief durchsuchen und auf den Horizont setzen; es hat Züge, aber keine statische Bewertung: Geben Sie ihm im Baumtext eine, wie in (3, 12, 8)[5]</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="264"/>
        <source>late move reductions search late moves a ply shallower: they need a depth limit (--depth N)</source>
        <translation>reduzierte späte Züge werden einen Halbzug weniger tief durchsucht: Das braucht eine Tiefengrenze (--depth N)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.cpp" line="50"/>
        <source>PVS, late move reductions, null moves, aspiration windows, killer moves and history need a form of alpha-beta</source>
        <translation>PVS, reduzierte späte Züge, Nullzüge, Aspirationsfenster, Killerzüge und History brauchen eine Form der Alpha-Beta-Suche</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="295"/>
        <source>null-move pruning searches 1 to 8 plies shallower after a pass</source>
        <translation>Nullzüge suchen nach dem Passen 1 bis 8 Halbzüge weniger tief</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="296"/>
        <source>null-move pruning searches a pass a few plies shallower: it needs a depth limit (--depth N)</source>
        <translation>Nullzüge durchsuchen ein Passen einige Halbzüge weniger tief: Das braucht eine Tiefengrenze (--depth N)</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="81"/>
        <source>null-move pruning lets the side to move pass, which {game} cannot: choose a game whose search may pass, Connect Four (--connect4)</source>
        <translation>Nullzüge lassen die Seite am Zug passen, was {game} nicht kann: Wählen Sie ein Spiel, in dessen Suche gepasst werden darf, Vier gewinnt (--connect4)</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="25"/>
        <source>{algorithm} searches a game of two players, MAX and MIN, but this tree scores {players} players at each leaf: choose max^n or paranoid</source>
        <translation>{algorithm} durchsucht ein Spiel zweier Spieler, MAX und MIN, aber dieser Baum gibt an jedem Blatt Punkte für {players} Spieler: wählen Sie Max^n oder Paranoid</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="32"/>
        <source>{algorithm} compares the players&apos; scores at the leaves, which a chance node would average: remove the chance nodes from this tree of several players</source>
        <translation>{algorithm} vergleicht die Punkte der Spieler an den Blättern, die ein Zufallsknoten mitteln würde: entfernen Sie die Zufallsknoten aus diesem Baum mehrerer Spieler</translation>
    </message>
    <message>
        <location filename="../../core/search/maxn/MaxnFamily.cpp" line="14"/>
        <source>max^n searches every position to the leaves in the tree&apos;s order: it takes no depth limit, table, move ordering or other enhancement; leave them out</source>
        <translation>Max^n durchsucht jede Stellung bis zu den Blättern in der Reihenfolge des Baums: es nimmt keine Tiefengrenze, keine Tabelle, keine Zugsortierung und keine andere Verbesserung; lassen Sie sie weg</translation>
    </message>
    <message>
        <location filename="../../core/search/maxn/MaxnSearch.cpp" line="144"/>
        <source>max^n compares each player&apos;s score at the leaves, but this tree has one value per leaf: write each leaf as a score per player, as in &lt;3, 1, 2&gt;, or choose a search of two players such as alpha-beta</source>
        <translation>Max^n vergleicht an den Blättern die Punkte jedes Spielers, aber dieser Baum hat einen Wert je Blatt: schreiben Sie jedes Blatt als Punkte je Spieler, wie in &lt;3, 1, 2&gt;, oder wählen Sie eine Suche für zwei Spieler wie Alpha-Beta</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="17"/>
        <source>{algorithm} searches a game of two players, MAX and MIN, but {game} is a game of {players} players: choose max^n or paranoid</source>
        <translation>{algorithm} durchsucht ein Spiel zweier Spieler, MAX und MIN, aber {game} ist ein Spiel von {players} Spielern: wählen Sie Max^n oder Paranoid</translation>
    </message>
</context>
<context>
    <name>SearchSettings</name>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="159"/>
        <source>&amp;Depth limit</source>
        <translation>Tie&amp;fenschranke</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="160"/>
        <source>Positions this many moves below the start are scored by the game&apos;s evaluation; none searches to the end</source>
        <translation>Stellungen so viele Züge unter dem Start werden mit der Bewertung des Spiels bewertet; keine sucht bis zum Ende</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="162"/>
        <source>none: the whole tree</source>
        <translation>keine: der ganze Baum</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="326"/>
        <source>&amp;Transposition table</source>
        <translation>&amp;Transpositionstabelle</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="327"/>
        <source>File each searched position with its depth, value, bound (=, ≥, ≤) and best move; answer a position searched before from the table</source>
        <translation>Jede durchsuchte Stellung mit Tiefe, Wert, Schranke (=, ≥, ≤) und bestem Zug eintragen; eine schon durchsuchte Stellung aus der Tabelle beantworten</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="344"/>
        <source>Table si&amp;ze</source>
        <translation>Tab&amp;ellengröße</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="345"/>
        <source>A table of this many slots, each holding one position, so that positions compete for them</source>
        <translation>Eine Tabelle mit so vielen Plätzen, jeder für eine Stellung, sodass Stellungen um sie konkurrieren</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="347"/>
        <source>{n} entries</source>
        <translation>{n} Einträge</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="348"/>
        <source>unbounded</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="358"/>
        <source>Keep deepe&amp;r entries</source>
        <translation>Tiefere Einträge &amp;behalten</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="359"/>
        <source>A full slot of a fixed-size table keeps an entry searched deeper than the new one</source>
        <translation>Ein voller Platz einer Tabelle fester Größe behält einen Eintrag, der tiefer durchsucht wurde als der neue</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="370"/>
        <source>Static &amp;order</source>
        <translation>Statische Zugs&amp;ortierung</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="371"/>
        <source>The order the moves are tried in before any other heuristic: the game&apos;s own or one it offers</source>
        <translation>Die Reihenfolge, in der die Züge vor jeder anderen Heuristik versucht werden: die des Spiels oder eine, die es anbietet</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="388"/>
        <source>&amp;Killer moves</source>
        <translation>&amp;Killerzüge</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="389"/>
        <source>Try first the two latest moves that caused a cut-off at this ply</source>
        <translation>Zuerst die beiden letzten Züge versuchen, die auf dieser Ebene einen Schnitt ausgelöst haben</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="404"/>
        <source>&amp;History heuristic</source>
        <translation>&amp;History-Heuristik</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="405"/>
        <source>Try first the moves that caused the most cut-offs</source>
        <translation>Zuerst die Züge versuchen, die die meisten Schnitte ausgelöst haben</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="420"/>
        <source>&amp;Iterative deepening</source>
        <translation>&amp;Iterative Tiefensuche</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="421"/>
        <source>Search to depth 1, 2, … up to the limit, keeping the table between them</source>
        <translation>Bis Tiefe 1, 2, … bis zur Schranke suchen und die Tabelle dazwischen behalten</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="450"/>
        <source>With iterative deepening: each depth searched in a window this wide on either side of the last score, and again in full when the score falls outside</source>
        <translation>Mit iterativer Tiefensuche: jede Tiefe in einem Fenster dieser Breite zu beiden Seiten des letzten Werts durchsucht, und noch einmal ganz, wenn der Wert außerhalb liegt</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="454"/>
        <source>±{n}</source>
        <extracomment>An aspiration window&apos;s width on either side of the last score: &quot;±25&quot;.</extracomment>
        <translation>±{n}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="305"/>
        <location filename="../../core/search/EnhancementTable.h" line="455"/>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="477"/>
        <source>Time &amp;limit</source>
        <translation>Zeit&amp;grenze</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="478"/>
        <source>With iterative deepening: when time is up, the running iteration is abandoned and the last one that finished answers</source>
        <translation>Mit iterativer Tiefensuche: Ist die Zeit um, wird die laufende Iteration aufgegeben, und die letzte abgeschlossene antwortet</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="481"/>
        <source>{n} ms</source>
        <translation>{n} ms</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="482"/>
        <location filename="../../core/search/EnhancementTable.h" line="502"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="497"/>
        <source>&amp;Node limit</source>
        <translation>Stellungsgre&amp;nze</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="498"/>
        <source>With iterative deepening: after this many positions the running iteration is abandoned and the last one that finished answers, at the same step every run</source>
        <translation>Mit iterativer Tiefensuche: nach so vielen Stellungen wird die laufende Iteration abgebrochen und die letzte beendete antwortet, in jedem Lauf beim selben Schritt</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="501"/>
        <source>{n} positions</source>
        <translation>{n} Stellungen</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="518"/>
        <source>&amp;Principal variation search</source>
        <translation>Haupt&amp;variantensuche</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="519"/>
        <source>Search the first move with the full window and the rest with a null window, again when one fails high</source>
        <translation>Den ersten Zug mit dem vollen Fenster durchsuchen und die übrigen mit einem Nullfenster, erneut, wenn einer nach oben scheitert</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="529"/>
        <source>S&amp;coring</source>
        <translation>&amp;Wertung</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="530"/>
        <source>How a finished game scores: the game&apos;s own way or one it offers</source>
        <translation>Wie eine beendete Partie gewertet wird: auf die eigene Art des Spiels oder eine, die es anbietet</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="539"/>
        <source>&amp;Evaluation</source>
        <translation>Bewe&amp;rtung</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="540"/>
        <source>How a position at the depth limit is scored: the game&apos;s own evaluation or one it offers</source>
        <translation>Wie eine Stellung an der Tiefenschranke bewertet wird: mit der Bewertung des Spiels oder einer, die es anbietet</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="187"/>
        <source>&amp;Quiescence search</source>
        <translation>Ruhesuche &amp;jenseits des Horizonts</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="188"/>
        <source>A position on the horizon with forcing moves is not scored at once: it stands pat on its evaluation, which the side to move may accept, and searches only its forcing moves</source>
        <translation>Eine Stellung auf dem Horizont mit erzwingenden Zügen wird nicht sofort bewertet: Sie bleibt bei ihrer Bewertung stehen, die die Seite am Zug annehmen darf, und durchsucht nur ihre erzwingenden Züge</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="209"/>
        <source>How many plies past the horizon quiescence search follows forcing moves at most</source>
        <translation>Wie viele Halbzüge hinter dem Horizont die Ruhesuche erzwingenden Zügen höchstens folgt</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="211"/>
        <source>{n} plies</source>
        <translation>{n} Halbzüge</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="212"/>
        <source>8 plies (default)</source>
        <translation>8 Halbzüge (Vorgabe)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="208"/>
        <source>Q&amp;uiescence depth</source>
        <translation>Ruhesu&amp;che-Tiefe</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="239"/>
        <source>&amp;Beam width</source>
        <translation>Strah&amp;lbreite</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="240"/>
        <source>Forward pruning, not exact: above the horizon only this many moves are searched, those the evaluation likes best for the side to move; the others are dropped and may hold the best move</source>
        <translation>Vorwärtsbeschneidung, nicht exakt: Über dem Horizont werden nur so viele Züge durchsucht, die die Bewertung für die Seite am Zug am besten findet; die anderen werden verworfen und können den besten Zug enthalten</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="243"/>
        <source>{n} moves</source>
        <translation>{n} Züge</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="244"/>
        <source>off: every move</source>
        <translation>aus: jeder Zug</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="268"/>
        <source>Late mo&amp;ve reductions</source>
        <translation>Späte Züge re&amp;duzieren</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="269"/>
        <source>Forward pruning, not exact: moves after the first three are searched a ply shallower with a null window, and again at full depth only when one beats alpha; a quiet move that needs the ply may be missed</source>
        <translation>Vorwärtsbeschneidung, nicht exakt: Züge nach den ersten drei werden einen Halbzug weniger tief mit einem Nullfenster durchsucht und nur dann noch einmal in voller Tiefe, wenn einer Alpha schlägt; ein ruhiger Zug, der den Halbzug braucht, kann übersehen werden</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="299"/>
        <source>Null move: p&amp;ass and search less</source>
        <translation>&amp;Mit Nullzügen beschneiden</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="300"/>
        <source>Forward pruning, not exact: the side to move passes, and a search this many plies shallower with a null window at beta says whether the position still reaches beta; if so it is cut unsearched. In zugzwang, where passing would be best, the guess is wrong</source>
        <translation>Vorwärtsbeschneidung, nicht exakt: Die Seite am Zug passt, und eine Suche so viele Halbzüge weniger tief mit einem Nullfenster bei Beta sagt, ob die Stellung Beta noch erreicht; wenn ja, wird sie ungesucht abgeschnitten. Im Zugzwang, wo Passen am besten wäre, liegt die Vermutung falsch</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="304"/>
        <source>{n} plies less</source>
        <translation>{n} Halbzüge weniger</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="449"/>
        <source>Aspiration &amp;window</source>
        <translation>&amp;Aspirationsfenster</translation>
    </message>
</context>
<context>
    <name>TextError</name>
    <message>
        <location filename="../../core/base/TextError.cpp" line="12"/>
        <source>line {line}, column {column}: {reason}</source>
        <translation>Zeile {line}, Spalte {column}: {reason}</translation>
    </message>
</context>
<context>
    <name>TreeFile</name>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="29"/>
        <source>&quot;{member}&quot;: {problem}</source>
        <extracomment>A member of a tree file that is wrong (&quot;tree&quot;, &quot;notes&quot;), then what is wrong with it.</extracomment>
        <translation>&quot;{member}&quot;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="42"/>
        <source>&quot;{member}&quot; must be a string</source>
        <translation>&quot;{member}&quot; muss eine Zeichenkette sein</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="54"/>
        <source>&quot;version&quot; must be a whole number from 1 (1 or 2 for this format)</source>
        <translation>&quot;version&quot; muss eine ganze Zahl ab 1 sein (1 oder 2 für dieses Format)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="56"/>
        <source>the file was written by a newer Game Tree Lab (format version {version}); this one reads version {ours}</source>
        <translation>die Datei wurde von einem neueren Game Tree Lab geschrieben (Formatversion {version}); dieses liest Version {ours}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="89"/>
        <source>&quot;to_move&quot; must be {sides}</source>
        <translation>&quot;to_move&quot; muss {sides} sein</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="126"/>
        <source>the file has neither {members}</source>
        <translation>die Datei hat weder {members}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="131"/>
        <source>the file has both {members}: keep one</source>
        <translation>die Datei hat sowohl {members}: Behalten Sie eines</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="169"/>
        <source>&quot;{member}&quot; must be true or false</source>
        <translation>&quot;{member}&quot; muss true oder false sein</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="229"/>
        <location filename="../../core/io/TreeFile.cpp" line="245"/>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="211"/>
        <source>&quot;table_replace&quot; is always or depth</source>
        <translation>&quot;table_replace&quot; ist always oder depth</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="253"/>
        <source>&quot;algorithm&quot; {algorithm} is not one of minimax, alphabeta, negamax, negamax-alphabeta</source>
        <translation>&quot;algorithm&quot; {algorithm} ist keiner von minimax, alphabeta, negamax, negamax-alphabeta</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="270"/>
        <source>&quot;stops&quot; must be a list</source>
        <translation>&quot;stops&quot; muss eine Liste sein</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="273"/>
        <source>more than {stops} stops</source>
        <translation>mehr als {stops} Stationen</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="278"/>
        <source>each stop needs a &quot;step&quot;, a whole number from 0</source>
        <translation>jede Station braucht einen &quot;step&quot;, eine ganze Zahl ab 0</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="283"/>
        <source>a stop&apos;s text is longer than {bytes} bytes</source>
        <translation>der Text einer Station ist länger als {bytes} Bytes</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="293"/>
        <source>not valid JSON: {what}</source>
        <translation>kein gültiges JSON: {what}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="357"/>
        <source>not a Game Tree Lab tree file (it needs &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>keine Baumdatei von Game Tree Lab (sie braucht &quot;format&quot;: &quot;{format}&quot;)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="370"/>
        <source>&quot;root_player&quot; must be &quot;MAX&quot; or &quot;MIN&quot;</source>
        <translation>&quot;root_player&quot; muss &quot;MAX&quot; oder &quot;MIN&quot; sein</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="387"/>
        <source>it does not read back: {problem}</source>
        <translation>sie lässt sich nicht wieder lesen: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="398"/>
        <source>it reads back as another tree</source>
        <translation>sie liest sich als anderer Baum zurück</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="400"/>
        <source>its title or description reads back otherwise</source>
        <translation>ihr Titel oder ihre Beschreibung liest sich anders zurück</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="402"/>
        <source>its notes read back otherwise</source>
        <translation>ihre Notizen lesen sich anders zurück</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="90"/>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="127"/>
        <source> nor </source>
        <translation> noch </translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="132"/>
        <source> and </source>
        <translation> als auch </translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="191"/>
        <source>&quot;{member}&quot; must be a whole number from 0 to {highest}</source>
        <translation>&quot;{member}&quot; muss eine ganze Zahl von 0 bis {highest} sein</translation>
    </message>
</context>
<context>
    <name>TreeSource</name>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="33"/>
        <source>{name}: {problem}</source>
        <extracomment>What cannot be read (a file&apos;s name, a position), then why.</extracomment>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="77"/>
        <location filename="../../core/content/TreeSource.cpp" line="82"/>
        <source>cannot open the file: {reason}</source>
        <translation>die Datei lässt sich nicht öffnen: {reason}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="88"/>
        <location filename="../../core/content/TreeSource.cpp" line="101"/>
        <source>cannot read the file: {reason}</source>
        <translation>die Datei lässt sich nicht lesen: {reason}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="57"/>
        <source>is a folder, not a tree file</source>
        <translation>ist ein Ordner, keine Baumdatei</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="59"/>
        <source>is not a regular file (a device, pipe or socket)</source>
        <translation>ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Socket)</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="61"/>
        <location filename="../../core/content/TreeSource.cpp" line="108"/>
        <source>the file is larger than 64 MB</source>
        <translation>die Datei ist größer als 64 MB</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="133"/>
        <source>{game} position: {problem}</source>
        <translation>{game}-Stellung: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="160"/>
        <source>there is no preset called &apos;{preset}&apos; (see: gametree-lab presets)</source>
        <translation>es gibt keine Vorlage namens &apos;{preset}&apos; (siehe: gametree-lab presets)</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="170"/>
        <source>a position needs the game it is of</source>
        <translation>eine Stellung braucht ihr Spiel</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="185"/>
        <source>random tree: {problem}</source>
        <translation>Zufallsbaum: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="190"/>
        <source>unknown tree source</source>
        <translation>unbekannte Baumquelle</translation>
    </message>
</context>
<context>
    <name>TreeText</name>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="54"/>
        <source>&apos;{probability}&apos; is not a probability: write a decimal such as 0.25 or a fraction such as 1/6 (up to 9 places or digits)</source>
        <translation>&apos;{probability}&apos; ist keine Wahrscheinlichkeit: Schreiben Sie eine Dezimalzahl wie 0.25 oder einen Bruch wie 1/6 (bis zu 9 Stellen oder Ziffern)</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="62"/>
        <source>&apos;{probability}&apos; is no probability: a fraction&apos;s denominator cannot be 0</source>
        <translation>&apos;{probability}&apos; ist keine Wahrscheinlichkeit: Der Nenner eines Bruchs kann nicht 0 sein</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="66"/>
        <source>the probability {probability} is not in (0, 1]: an outcome that cannot happen is left out</source>
        <translation>die Wahrscheinlichkeit {probability} liegt nicht in (0, 1]: Ein Ergebnis, das nicht eintreten kann, wird weggelassen</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="71"/>
        <source>the probability {probability} is more than 1</source>
        <translation>die Wahrscheinlichkeit {probability} ist größer als 1</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="84"/>
        <source>the probabilities add up to {sum}, not 1</source>
        <translation>die Wahrscheinlichkeiten ergeben zusammen {sum}, nicht 1</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="89"/>
        <source>the probabilities add up to {sum}: their denominators are too large to add up exactly</source>
        <translation>die Wahrscheinlichkeiten ergeben zusammen {sum}: Ihre Nenner sind zu groß, um sie genau zu addieren</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="93"/>
        <source>the probabilities add up to {sum}, more than 1</source>
        <translation>die Wahrscheinlichkeiten ergeben zusammen {sum}, mehr als 1</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="96"/>
        <source>the probabilities add up to {sum}, not exactly 1, and what the last outcome would need has too large a denominator</source>
        <translation>die Wahrscheinlichkeiten ergeben zusammen {sum}, nicht genau 1, und was das letzte Ergebnis bräuchte, hat einen zu großen Nenner</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="118"/>
        <source>{outcome}: {problem}</source>
        <extracomment>A chance node&apos;s outcome, then what is wrong with its probability.</extracomment>
        <translation>{outcome}: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextWords.cpp" line="20"/>
        <source>line {line}, column {column}</source>
        <translation>Zeile {line}, Spalte {column}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="48"/>
        <source>the text is empty: expected a tree such as ((3,12,8),(2,4,6),(14,5,2))</source>
        <translation>der Text ist leer: Erwartet wird ein Baum wie ((3,12,8),(2,4,6),(14,5,2))</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="61"/>
        <source>unexpected &apos;{char}&apos;: every &apos;{open}&apos; is already closed</source>
        <translation>unerwartetes &apos;{char}&apos;: Jedes &apos;{open}&apos; ist schon geschlossen</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="66"/>
        <source>unexpected &apos;{char}&apos; after the end of the tree (to give the root several children, wrap them in parentheses)</source>
        <translation>unerwartetes &apos;{char}&apos; nach dem Ende des Baums (für mehrere Kinder der Wurzel setzen Sie sie in Klammern)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="77"/>
        <source>this position differs from the one of the same name at {where}: one position has the same side to move, and the same moves, values and evaluations below it</source>
        <translation>diese Stellung unterscheidet sich von der gleichnamigen bei {where}: Eine Stellung hat dieselbe Seite am Zug und darunter dieselben Züge, Werte und Bewertungen</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="117"/>
        <source>missing &apos;)&apos; to close the &apos;(&apos; opened at {where}</source>
        <translation>es fehlt &apos;)&apos; zum Schließen der &apos;(&apos; bei {where}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="124"/>
        <source>&apos;{char}&apos; cannot close the &apos;{open}&apos; opened at {where}</source>
        <translation>&apos;{char}&apos; kann die &apos;{open}&apos; bei {where} nicht schließen</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="131"/>
        <source>expected a value or &apos;(&apos; after &apos;,&apos; but found &apos;{char}&apos;</source>
        <translation>nach &apos;,&apos; wird ein Wert oder &apos;(&apos; erwartet, gefunden wurde &apos;{char}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="134"/>
        <source>empty &apos;{}&apos;: a chance node needs outcomes, as in {0.5: 1, 0.5: 2}</source>
        <translation>leeres &apos;{}&apos;: Ein Zufallsknoten braucht Ergebnisse, etwa {0.5: 1, 0.5: 2}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="136"/>
        <source>empty &apos;()&apos;: a node in parentheses needs at least one child</source>
        <translation>leeres &apos;()&apos;: Ein Knoten in Klammern braucht mindestens ein Kind</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="148"/>
        <source>a static evaluation [N] follows a &apos;)&apos;: a leaf is scored by its value</source>
        <translation>eine statische Bewertung [N] folgt auf &apos;)&apos;: Ein Blatt zählt mit seinem Wert</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="150"/>
        <source>a position name ~name follows a &apos;)&apos;: only inner nodes are marked as one position</source>
        <translation>ein Stellungsname ~name folgt auf &apos;)&apos;: Nur innere Knoten werden als eine Stellung markiert</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="153"/>
        <source>missing value between two commas</source>
        <translation>zwischen zwei Kommas fehlt ein Wert</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="155"/>
        <source>expected a value or &apos;(&apos; but found &apos;,&apos;</source>
        <translation>erwartet wird ein Wert oder &apos;(&apos;, gefunden wurde &apos;,&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="195"/>
        <source>expected a denominator after &apos;/&apos;</source>
        <translation>nach &apos;/&apos; wird ein Nenner erwartet</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="198"/>
        <source>expected an outcome&apos;s probability, such as 0.5 or 1/6, then &apos;:&apos; and what follows it</source>
        <translation>erwartet wird die Wahrscheinlichkeit eines Ergebnisses, etwa 0.5 oder 1/6, dann &apos;:&apos; und was darauf folgt</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="219"/>
        <source>expected &apos;:&apos; (or a label, then &apos;:&apos;) after the probability {probability}</source>
        <translation>nach der Wahrscheinlichkeit {probability} wird &apos;:&apos; erwartet (oder eine Beschriftung, dann &apos;:&apos;)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="222"/>
        <source>expected &apos;:&apos; after the label &apos;{label}&apos;</source>
        <translation>nach der Beschriftung &apos;{label}&apos; wird &apos;:&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="229"/>
        <source>expected a value, &apos;(&apos; or &apos;{&apos; after the outcome&apos;s &apos;:&apos;</source>
        <translation>nach dem &apos;:&apos; des Ergebnisses wird ein Wert, &apos;(&apos; oder &apos;{&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="240"/>
        <source>a second label &apos;{label}:&apos; on one outcome</source>
        <translation>eine zweite Beschriftung &apos;{label}:&apos; an einem Ergebnis</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="258"/>
        <source>the root is not reached by a move, so it takes no label</source>
        <translation>die Wurzel wird durch keinen Zug erreicht, also bekommt sie keine Beschriftung</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="272"/>
        <source>a second label &apos;{label}:&apos; after &apos;{first}:&apos;: a move takes one label</source>
        <translation>eine zweite Beschriftung &apos;{label}:&apos; nach &apos;{first}:&apos;: Ein Zug bekommt eine Beschriftung</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="304"/>
        <source>expected a value or &apos;(&apos;</source>
        <translation>erwartet wird ein Wert oder &apos;(&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="311"/>
        <source>expected a label before &apos;:&apos;</source>
        <translation>vor &apos;:&apos; wird eine Beschriftung erwartet</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="315"/>
        <source>expected a value or &apos;(&apos; but found &apos;{char}&apos;</source>
        <translation>erwartet wird ein Wert oder &apos;(&apos;, gefunden wurde &apos;{char}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="318"/>
        <source>unexpected character &apos;{char}&apos;: expected a value or &apos;(&apos;</source>
        <translation>unerwartetes Zeichen &apos;{char}&apos;: Erwartet wird ein Wert oder &apos;(&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextWords.cpp" line="27"/>
        <source>expected a value or &apos;(&apos; after the label &apos;{label}:&apos;</source>
        <translation>nach der Beschriftung &apos;{label}:&apos; wird ein Wert oder &apos;(&apos; erwartet</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextWords.cpp" line="33"/>
        <source>the number {number} is out of range: values must lie within ±{most}</source>
        <translation>die Zahl {number} liegt außerhalb des Bereichs: Werte müssen innerhalb von ±{most} liegen</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="337"/>
        <source>expected a number after &apos;[&apos; (a static evaluation)</source>
        <translation>nach &apos;[&apos; wird eine Zahl erwartet (eine statische Bewertung)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="338"/>
        <source>&apos;{word}&apos; is not a number (a static evaluation is [N])</source>
        <translation>&apos;{word}&apos; ist keine Zahl (eine statische Bewertung ist [N])</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="350"/>
        <source>missing &apos;]&apos; after the static evaluation</source>
        <translation>nach der statischen Bewertung fehlt &apos;]&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="369"/>
        <source>expected a name after &apos;~&apos; (nodes with one name are one position)</source>
        <translation>nach &apos;~&apos; wird ein Name erwartet (Knoten mit demselben Namen sind eine Stellung)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="390"/>
        <source>missing &apos;:&apos; after the label &apos;{label}&apos;</source>
        <translation>nach der Beschriftung &apos;{label}&apos; fehlt &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="393"/>
        <source>&apos;{word}&apos; is not a number (a label needs &apos;:&apos; after it)</source>
        <translation>&apos;{word}&apos; ist keine Zahl (nach einer Beschriftung steht &apos;:&apos;)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="482"/>
        <source>the tree is deeper than {levels} levels</source>
        <translation>der Baum ist tiefer als {levels} Ebenen</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="498"/>
        <source>the tree has more than {nodes} nodes</source>
        <translation>der Baum hat mehr als {nodes} Knoten</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="506"/>
        <source>a second move labelled &apos;{label}&apos; from the same position</source>
        <translation>ein zweiter Zug mit der Beschriftung &apos;{label}&apos; aus derselben Stellung</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="563"/>
        <source>the byte {byte} is not UTF-8 text: tree text is read as UTF-8 (save it in that encoding)</source>
        <translation>das Byte {byte} ist kein UTF-8-Text: Baumtext wird als UTF-8 gelesen (speichern Sie ihn in dieser Kodierung)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="513"/>
        <source>one move too many: the position opened at {where} would have more than {most} moves, the most a position may have</source>
        <translation>ein Zug zu viel: die bei {where} geöffnete Stellung hätte mehr als {most} Züge, die meisten, die eine Stellung haben darf</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="202"/>
        <source>&apos;{written}&apos; has a decimal comma: write a probability with a decimal point, as in {point}</source>
        <translation>&apos;{written}&apos; hat ein Dezimalkomma: Schreiben Sie eine Wahrscheinlichkeit mit Dezimalpunkt, etwa {point}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="231"/>
        <source>an outcome of a throw is nobody&apos;s move, so it cannot be marked forcing with &apos;!&apos;</source>
        <translation>ein Ergebnis eines Wurfs ist niemandes Zug und kann daher nicht mit &apos;!&apos; als erzwingend markiert werden</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="288"/>
        <source>the root is not reached by a move, so it cannot be marked forcing with &apos;!&apos;</source>
        <translation>die Wurzel wird durch keinen Zug erreicht und kann daher nicht mit &apos;!&apos; als erzwingend markiert werden</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="293"/>
        <source>a second &apos;!&apos;: one marks a move as forcing</source>
        <translation>ein zweites &apos;!&apos;: eines markiert einen Zug als erzwingend</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="345"/>
        <source>a static evaluation [N] is one number, but this tree scores each player at its leaves: a tree of several players is searched to its leaves; remove the [N]</source>
        <translation>eine statische Bewertung [N] ist eine Zahl, aber dieser Baum gibt an seinen Blättern jedem Spieler Punkte: ein Baum mehrerer Spieler wird bis zu den Blättern durchsucht; entfernen Sie das [N]</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="400"/>
        <source>this leaf has one value, but the leaf at {where} scores each player: write every leaf of a tree of several players as a score per player, as in &lt;3, 1, 2&gt;</source>
        <translation>dieses Blatt hat einen Wert, aber das Blatt bei {where} gibt jedem Spieler Punkte: schreiben Sie in einem Baum mehrerer Spieler jedes Blatt als Punkte je Spieler, wie in &lt;3, 1, 2&gt;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="418"/>
        <source>this leaf scores each player, but the leaf at {where} has one value: a tree&apos;s leaves are all one value (two players, MAX and MIN) or all a score per player</source>
        <translation>dieses Blatt gibt jedem Spieler Punkte, aber das Blatt bei {where} hat einen Wert: die Blätter eines Baums sind alle ein Wert (zwei Spieler, MAX und MIN) oder alle Punkte je Spieler</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="427"/>
        <source>missing &apos;&gt;&apos; to close the &apos;&lt;&apos; opened at {where}</source>
        <translation>es fehlt &apos;&gt;&apos; zum Schließen der &apos;&lt;&apos; bei {where}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="432"/>
        <source>missing score between &apos;&lt;&apos;, &apos;,&apos; and &apos;&gt;&apos;</source>
        <translation>zwischen &apos;&lt;&apos;, &apos;,&apos; und &apos;&gt;&apos; fehlen Punkte</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="439"/>
        <source>expected a player&apos;s score in &apos;&lt;…&gt;&apos; but found &apos;{char}&apos;</source>
        <translation>in &apos;&lt;…&gt;&apos; werden die Punkte eines Spielers erwartet, gefunden wurde &apos;{char}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="447"/>
        <source>more than {most} scores: a tree seats at most {most} players</source>
        <translation>mehr als {most} Punktzahlen: ein Baum hat höchstens {most} Spieler</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="453"/>
        <source>one score in &apos;&lt;…&gt;&apos;: a leaf of several players scores each of them, as in &lt;3, 1, 2&gt;</source>
        <translation>nur eine Punktzahl in &apos;&lt;…&gt;&apos;: ein Blatt mehrerer Spieler gibt jedem von ihnen Punkte, wie in &lt;3, 1, 2&gt;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="462"/>
        <source>this leaf scores {count} players, but the leaf at {where} scores {players}: every leaf scores each player of the tree</source>
        <translation>dieses Blatt gibt {count} Spielern Punkte, das Blatt bei {where} aber {players}: jedes Blatt gibt jedem Spieler des Baums Punkte</translation>
    </message>
</context>
<context>
    <name>WholeNumber</name>
    <message>
        <location filename="../../core/base/WholeNumber.cpp" line="11"/>
        <source>nothing was given: a whole number between {low} and {high} is needed</source>
        <translation>es wurde nichts angegeben: Eine ganze Zahl zwischen {low} und {high} wird gebraucht</translation>
    </message>
    <message>
        <location filename="../../core/base/WholeNumber.cpp" line="13"/>
        <source>&apos;{text}&apos; is out of range: it must be between {low} and {high}</source>
        <translation>&apos;{text}&apos; liegt außerhalb des Bereichs: Der Wert muss zwischen {low} und {high} liegen</translation>
    </message>
    <message>
        <location filename="../../core/base/WholeNumber.cpp" line="14"/>
        <source>&apos;{text}&apos; is not a whole number (it must be between {low} and {high})</source>
        <translation>&apos;{text}&apos; ist keine ganze Zahl (sie muss zwischen {low} und {high} liegen)</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="15"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="20"/>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="26"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="33"/>
        <source>Right-click a node to change it; double-click a leaf to set its value</source>
        <translation>Rechtsklick auf einen Knoten ändert ihn; Doppelklick auf ein Blatt setzt seinen Wert</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="34"/>
        <source>&amp;Playback</source>
        <translation>&amp;Wiedergabe</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="44"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="56"/>
        <source>&amp;Lessons</source>
        <translation>&amp;Lektionen</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="65"/>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="69"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="48"/>
        <source>&amp;Read the Tree</source>
        <translation>Baum vor&amp;lesen</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="52"/>
        <source>Tree &amp;Text Size</source>
        <translation>&amp;Textgröße im Baum</translation>
    </message>
</context>
<context>
    <name>gtl::ui::AppearanceFeature</name>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="23"/>
        <source>Colour-Blind-Safe Palette</source>
        <translation>Farbenblind-sichere Farben</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="24"/>
        <source>Use colours that people with any common colour vision deficiency can tell apart</source>
        <translation>Farben verwenden, die Menschen mit jeder verbreiteten Farbsehschwäche unterscheiden können</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="26"/>
        <source>High Contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="26"/>
        <source>Black on white with heavier lines, for the canvas and every window</source>
        <translation>Schwarz auf Weiß mit kräftigeren Linien, für den Baum und jedes Fenster</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="28"/>
        <source>Reduce Motion</source>
        <translation>Bewegung reduzieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="28"/>
        <source>Show each step at once, without animations, here and in every comparison</source>
        <translation>Jeden Schritt sofort zeigen, ohne Animationen, hier und in jedem Vergleich</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="40"/>
        <source>The Desktop&apos;s Size</source>
        <translation>Wie auf dem Desktop</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="43"/>
        <source>%1%</source>
        <extracomment>A size of the tree&apos;s text, in per cent of the size it is designed for.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="45"/>
        <source>Draw the tree&apos;s text at this size</source>
        <translation>Den Text des Baums in dieser Größe zeichnen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::BarChart</name>
    <message>
        <location filename="../../ui/charts/BarChart.cpp" line="264"/>
        <source>cannot draw the chart</source>
        <translation>das Diagramm kann nicht gezeichnet werden</translation>
    </message>
</context>
<context>
    <name>gtl::ui::BlankScreen</name>
    <message>
        <location filename="../../ui/window/lessons/BlankScreen.cpp" line="21"/>
        <source>Press B to show the window again</source>
        <translation>B drücken, um das Fenster wieder zu zeigen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::BoardWidget</name>
    <message>
        <location filename="../../ui/play/BoardWidget.cpp" line="28"/>
        <source>Click a square or column, or type its number, to play there</source>
        <translation>Ein Feld oder eine Spalte anklicken oder ihre Nummer tippen, um dorthin zu ziehen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::CompareFeature</name>
    <message>
        <location filename="../../ui/window/compare/CompareFeature.cpp" line="37"/>
        <source>Step several runs side by side and compare their figures</source>
        <translation>Mehrere Läufe nebeneinander schrittweise abspielen und ihre Zahlen vergleichen</translation>
    </message>
    <message>
        <location filename="../../ui/window/compare/CompareFeature.cpp" line="49"/>
        <source>Lab Table of This Position…</source>
        <translation>Labortabelle dieser Stellung…</translation>
    </message>
    <message>
        <location filename="../../ui/window/compare/CompareFeature.cpp" line="50"/>
        <source>Alpha-beta with move ordering, a transposition table, iterative deepening and more, run on the tree on screen, side by side</source>
        <translation>Alpha-Beta-Suche mit Zugsortierung, Transpositionstabelle, iterativer Tiefensuche und mehr, auf dem gezeigten Baum nebeneinander ausgeführt</translation>
    </message>
</context>
<context>
    <name>gtl::ui::CompareWindow</name>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="66"/>
        <source>Projector Mode</source>
        <translation>Beamer-Modus</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="69"/>
        <source>Compare Runs — Game Tree Lab</source>
        <translation>Läufe vergleichen — Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="107"/>
        <source>What to compare; all but the first use the tree open in the main window</source>
        <translation>Was verglichen wird; alle außer dem ersten verwenden den im Hauptfenster geöffneten Baum</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="110"/>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="112"/>
        <source> Compare </source>
        <translation> Vergleich </translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="115"/>
        <source>Show</source>
        <translation>Zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="116"/>
        <source>Which runs have a pane; the table and the chart show them all</source>
        <translation>Welche Läufe eine Ansicht haben; Tabelle und Diagramm zeigen alle</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="120"/>
        <source>Copy Figures</source>
        <translation>Zahlen kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="121"/>
        <source>Copy the table of final figures as text</source>
        <translation>Die Tabelle der Endzahlen als Text kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="122"/>
        <source>Save Figures…</source>
        <translation>Zahlen speichern…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="123"/>
        <source>Save the table of final figures as a text file</source>
        <translation>Die Tabelle der Endzahlen als Textdatei speichern</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="126"/>
        <source>Full screen, larger type and stronger contrast for a classroom projector (F10)</source>
        <translation>Vollbild, größere Schrift und stärkerer Kontrast für den Beamer im Klassenraum (F10)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="366"/>
        <source>Save Figures</source>
        <translation>Zahlen speichern</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="366"/>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="370"/>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="200"/>
        <source>%1: not searched: %2</source>
        <translation>%1: nicht durchsucht: %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="203"/>
        <source>%1: searched without enhancements: %2</source>
        <translation>%1: ohne Verbesserungen durchsucht: %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="93"/>
        <source>Searching the runs…</source>
        <translation>Die Läufe werden gesucht…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="98"/>
        <source>Cannot compare</source>
        <translation>Vergleich nicht möglich</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ComparisonFigures</name>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="122"/>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="271"/>
        <source>Run</source>
        <translation>Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="179"/>
        <source>&lt;b&gt;Final figures&lt;/b&gt; of every run.</source>
        <translation>&lt;b&gt;Endzahlen&lt;/b&gt; jedes Laufs.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="180"/>
        <source>&lt;b&gt;Figures so far&lt;/b&gt;, at step %L1; a finished run&apos;s, in bold, are final.</source>
        <translation>&lt;b&gt;Bisherige Zahlen&lt;/b&gt; bei Schritt %L1; die eines beendeten Laufs, fett, sind endgültig.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="194"/>
        <source>The leaves lie at different depths, or nodes at one depth have different numbers of moves, so the Knuth–Moore bound does not apply.</source>
        <translation>Die Blätter liegen in verschiedenen Tiefen, oder Knoten einer Tiefe haben verschieden viele Züge, daher gilt die Knuth-Moore-Schranke nicht.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="206"/>
        <source>Knuth–Moore minimum</source>
        <translation>Knuth-Moore-Minimum</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="214"/>
        <source>Uniform tree, branching %1, depth %2: at least %L3 leaves with the best ordering (Knuth–Moore, b^⌈d/2⌉ + b^⌊d/2⌋ − 1), %L4 leaves in all (b^d).</source>
        <translation>Gleichmäßiger Baum, Verzweigung %1, Tiefe %2: mindestens %L3 Blätter bei bester Zugsortierung (Knuth–Moore, b^⌈d/2⌉ + b^⌊d/2⌋ − 1), %L4 Blätter insgesamt (b^d).</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="224"/>
        <source>Every node at one depth has the same number of moves (%1, from the root down): at least %L2 leaves with the best ordering (Knuth–Moore), %L3 leaves in all.</source>
        <translation>Jeder Knoten einer Tiefe hat gleich viele Züge (%1, von der Wurzel abwärts): mindestens %L2 Blätter bei bester Zugsortierung (Knuth–Moore), %L3 Blätter insgesamt.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="288"/>
        <source>Final figures</source>
        <translation>Endzahlen</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="307"/>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="310"/>
        <source>%1: %2</source>
        <extracomment>A file that could not be written, then why.
----------
An image that could not be written, then why.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="96"/>
        <source>Each run&apos;s figures</source>
        <translation>Die Kennzahlen jedes Laufs</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="97"/>
        <source>Each run&apos;s figures as bars</source>
        <translation>Die Kennzahlen jedes Laufs als Balken</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ConvergencePanel</name>
    <message>
        <location filename="../../ui/mcts/ConvergencePanel.cpp" line="20"/>
        <source>Share of visits</source>
        <translation>Anteil der Besuche</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/ConvergencePanel.cpp" line="21"/>
        <source>Mean reward</source>
        <translation>Mittlere Belohnung</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/ConvergencePanel.cpp" line="128"/>
        <source>perfect play</source>
        <translation>perfektes Spiel</translation>
    </message>
</context>
<context>
    <name>gtl::ui::CountersPanel</name>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="37"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="38"/>
        <source>Visited</source>
        <translation>Besucht</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="39"/>
        <source>Pruned</source>
        <translation>Abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="40"/>
        <source>Nodes in all</source>
        <translation>Knoten insgesamt</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="41"/>
        <source>Leaves evaluated</source>
        <translation>Bewertete Blätter</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="42"/>
        <source>Cut-offs</source>
        <translation>Schnitte</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="43"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="44"/>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="46"/>
        <source>Iteration</source>
        <translation>Iteration</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="47"/>
        <source>At the horizon</source>
        <translation>Am Horizont</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="52"/>
        <source>Table hits</source>
        <translation>Tabellentreffer</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="53"/>
        <source>Re-searches</source>
        <translation>Neusuchen</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="69"/>
        <source>%1:</source>
        <extracomment>A counter&apos;s caption: its name, then a colon (&quot;Step:&quot;).</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="107"/>
        <location filename="../../ui/panels/CountersPanel.cpp" line="111"/>
        <location filename="../../ui/panels/CountersPanel.cpp" line="140"/>
        <location filename="../../ui/panels/CountersPanel.cpp" line="172"/>
        <location filename="../../ui/panels/CountersPanel.cpp" line="198"/>
        <source>%1 of %2</source>
        <extracomment>A counter: &quot;5 of 59&quot;, the step of the steps or the iteration of the iterations.</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="184"/>
        <source>Entered in all:</source>
        <translation>Betreten insgesamt:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="184"/>
        <source>Entered:</source>
        <translation>Betreten:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="184"/>
        <source>Visited:</source>
        <translation>Besucht:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="185"/>
        <source>Pruned in all:</source>
        <translation>Abgeschnitten insg.:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="185"/>
        <source>Pruned:</source>
        <translation>Abgeschnitten:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="186"/>
        <source>Leaves read in all:</source>
        <translation>Blätter gelesen insg.:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="186"/>
        <source>Leaves evaluated:</source>
        <translation>Blätter bewertet:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="187"/>
        <source>Cut-offs in all:</source>
        <translation>Schnitte insgesamt:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="187"/>
        <source>Cut-offs:</source>
        <translation>Schnitte:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="188"/>
        <source>Positions:</source>
        <translation>Stellungen:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="188"/>
        <source>Nodes in all:</source>
        <translation>Knoten insgesamt:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="190"/>
        <source>Summed over every search: each iteration and re-search counts anew</source>
        <translation>Über alle Suchen summiert: Jede Iteration und jede Neusuche zählt neu</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="167"/>
        <source>Nodes grown:</source>
        <translation>Gewachsene Knoten:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="168"/>
        <source>Playouts:</source>
        <translation>Playouts:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="48"/>
        <source>Past the horizon</source>
        <translation>Hinter dem Horizont</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="49"/>
        <source>Dropped by the beam</source>
        <translation>Vom Strahl verworfen</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="50"/>
        <source>Late moves reduced</source>
        <translation>Späte Züge reduziert</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="51"/>
        <source>Null-move cut-offs</source>
        <translation>Nullzug-Schnitte</translation>
    </message>
</context>
<context>
    <name>gtl::ui::Crosstable</name>
    <message>
        <location filename="../../ui/match/Crosstable.cpp" line="20"/>
        <source>%1%</source>
        <extracomment>A score in per cent: &quot;62.5%&quot;.</extracomment>
        <translation>%1 %</translation>
    </message>
    <message>
        <location filename="../../ui/match/Crosstable.cpp" line="37"/>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <location filename="../../ui/match/Crosstable.cpp" line="40"/>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location filename="../../ui/match/Crosstable.cpp" line="40"/>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
</context>
<context>
    <name>gtl::ui::EditingFeature</name>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="29"/>
        <source>Tree Text</source>
        <translation>Baumtext</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="38"/>
        <source>Edit the tree text</source>
        <translation>Den Baumtext bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="58"/>
        <source>New Random Tree…</source>
        <translation>Neuer Zufallsbaum…</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="59"/>
        <source>A seeded random tree that a whole class can open alike</source>
        <translation>Ein Zufallsbaum aus einem Startwert, den eine ganze Klasse gleich öffnen kann</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="60"/>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="90"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="60"/>
        <source>Take back the last change of the tree</source>
        <translation>Die letzte Änderung des Baums zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="61"/>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="91"/>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="61"/>
        <source>Make the change taken back again</source>
        <translation>Die zurückgenommene Änderung wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="62"/>
        <source>Order Best Move First</source>
        <translation>Besten Zug zuerst sortieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="63"/>
        <source>Sort every node&apos;s moves by value, the best for the side to move first</source>
        <translation>Die Züge jedes Knotens nach Wert sortieren, den besten für die ziehende Seite zuerst</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="64"/>
        <source>Order Worst Move First</source>
        <translation>Schlechtesten Zug zuerst sortieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="65"/>
        <source>Sort every node&apos;s moves by value, the worst for the side to move first</source>
        <translation>Die Züge jedes Knotens nach Wert sortieren, den schlechtesten für die ziehende Seite zuerst</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="66"/>
        <source>Shuffle Moves…</source>
        <translation>Züge mischen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="66"/>
        <source>Put every node&apos;s moves in a seeded random order</source>
        <translation>Die Züge jedes Knotens in eine zufällige Reihenfolge aus einem Startwert bringen</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="68"/>
        <source>Tree Properties…</source>
        <translation>Baumeigenschaften…</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="68"/>
        <source>The tree&apos;s title and description, and the side that moves first</source>
        <translation>Titel und Beschreibung des Baums und die Seite, die zuerst zieht</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="70"/>
        <source>Copy Tree Text</source>
        <translation>Baumtext kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="70"/>
        <source>Copy the tree as tree text</source>
        <translation>Den Baum als Baumtext kopieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="90"/>
        <source>Undo %1</source>
        <translation>%1 rückgängig machen</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="91"/>
        <source>Redo %1</source>
        <translation>%1 wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="36"/>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
</context>
<context>
    <name>gtl::ui::EngineEditor</name>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="34"/>
        <source>to the end of the game</source>
        <translation>bis zum Ende der Partie</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="40"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="41"/>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="42"/>
        <source>With a limit the engine deepens one move at a time and plays the best move of the last depth it finished</source>
        <translation>Mit einer Grenze vertieft die Engine um je einen Zug und spielt den besten Zug der letzten abgeschlossenen Tiefe</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="45"/>
        <source>&amp;Search:</source>
        <translation>S&amp;uche:</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="46"/>
        <source>Time per &amp;move:</source>
        <translation>&amp;Zeit pro Zug:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::EnhancementsFeature</name>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="29"/>
        <source>Transposition Table</source>
        <translation>Transpositionstabelle</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="31"/>
        <source>Iterations</source>
        <translation>Iterationen</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="42"/>
        <source>Searched without enhancements: %1</source>
        <translation>Ohne Erweiterungen durchsucht: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="40"/>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="82"/>
        <source>%1 was answered from the table entry filed at %2, the same position</source>
        <translation>%1 wurde aus dem Tabelleneintrag von %2 beantwortet, derselben Stellung</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="44"/>
        <source>Not searched: %1</source>
        <translation>Nicht durchsucht: %1</translation>
    </message>
</context>
<context>
    <name>gtl::ui::EnhancementsMenu</name>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="33"/>
        <source>Enhance&amp;ments</source>
        <translation>&amp;Erweiterungen</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="44"/>
        <source>Plain &amp;Search</source>
        <translation>Einfache &amp;Suche</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="109"/>
        <source>The Game&apos;s Own Order</source>
        <translation>Die eigene Sortierung des Spiels</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="109"/>
        <source>The Game&apos;s Own Scoring</source>
        <translation>Die eigene Wertung des Spiels</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="110"/>
        <source>The Game&apos;s Own Evaluation</source>
        <translation>Die eigene Bewertung des Spiels</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="123"/>
        <source>Only a game offers static orders: a tree tries its moves as written</source>
        <translation>Nur ein Spiel bietet statische Zugsortierungen: Ein Baum versucht seine Züge in der geschriebenen Reihenfolge</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="124"/>
        <source>Only a game offers scorings: a tree&apos;s leaves give their own values</source>
        <translation>Nur ein Spiel bietet Wertungen: Die Blätter eines Baums geben ihre eigenen Werte</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="125"/>
        <source>Only a game offers evaluations: a tree&apos;s inner nodes give their own, as (…)[N]</source>
        <translation>Nur ein Spiel bietet Bewertungen: Die inneren Knoten eines Baums geben ihre eigenen, als (…)[N]</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="129"/>
        <source>%1 offers no %2 but its own</source>
        <extracomment>A game&apos;s name, then what it has only one of: &quot;Sticks offers no evaluation but its own&quot;.</extracomment>
        <translation>%1 bietet keine %2 außer der eigenen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ExportFeature</name>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="23"/>
        <source>View as Image…</source>
        <translation>Ansicht als Bild…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="24"/>
        <source>Save what the tree view shows as PNG, SVG or PDF</source>
        <translation>Speichern, was die Baumansicht zeigt, als PNG, SVG oder PDF</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="25"/>
        <source>Whole Tree as Image…</source>
        <translation>Ganzen Baum als Bild…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="26"/>
        <source>Save the whole tree at this step as PNG, SVG or PDF</source>
        <translation>Den ganzen Baum bei diesem Schritt als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="27"/>
        <source>Caption Images with the Step</source>
        <translation>Bilder mit dem Schritt beschriften</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="28"/>
        <source>Write the step and its narration under exported images, for handouts</source>
        <translation>Den Schritt und seine Erläuterung unter exportierte Bilder schreiben, für Handouts</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="29"/>
        <source>Trace as CSV…</source>
        <translation>Ablauf als CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="29"/>
        <source>Save every step as a CSV table</source>
        <translation>Jeden Schritt als CSV-Tabelle speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="30"/>
        <source>Trace as JSON…</source>
        <translation>Ablauf als JSON…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="30"/>
        <source>Save the figures and every step as JSON</source>
        <translation>Die Zahlen und jeden Schritt als JSON speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="40"/>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="44"/>
        <source>Export Image</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="41"/>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>Bilder (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="44"/>
        <source>Width in pixels:</source>
        <translation>Breite in Pixeln:</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="55"/>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="71"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="62"/>
        <source>Export Trace</source>
        <translation>Ablauf exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="62"/>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="62"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="70"/>
        <source>%1: %2</source>
        <extracomment>A file that could not be written, then why.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gtl::ui::FilesFeature</name>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="18"/>
        <source>Open Recent</source>
        <translation>Zuletzt geöffnet</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="25"/>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="25"/>
        <source>Open a .gtree.json file or a file of tree text</source>
        <translation>Eine .gtree.json-Datei oder eine Datei mit Baumtext öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="26"/>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="26"/>
        <source>Save the tree to its file, or ask where</source>
        <translation>Den Baum in seine Datei speichern oder nach dem Ort fragen</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="27"/>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="27"/>
        <source>Save the tree as a new .gtree.json file</source>
        <translation>Den Baum als neue .gtree.json-Datei speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="29"/>
        <source>Save Screenshot</source>
        <translation>Bildschirmfoto speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="29"/>
        <source>Save the window as a PNG image</source>
        <translation>Das Fenster als PNG-Bild speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="30"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="30"/>
        <source>Close Game Tree Lab</source>
        <translation>Game Tree Lab schließen</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="40"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="45"/>
        <source>Cannot save the screenshot</source>
        <translation>Das Bildschirmfoto lässt sich nicht speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="44"/>
        <source>%1: %2</source>
        <extracomment>A file that could not be written, then why.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>gtl::ui::GameReplay</name>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="26"/>
        <source>&amp;Open the Search Behind This Move</source>
        <translation>Die Suche hinter diesem Zug ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="34"/>
        <source>Search the position before the move again, as the engine that played it did, and put the search on screen to step</source>
        <translation>Die Stellung vor dem Zug noch einmal so durchsuchen, wie es die Engine tat, die ihn spielte, und die Suche zum Durchschreiten zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="76"/>
        <source>Game %1 of the match</source>
        <translation>Partie %1 des Matchs</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="79"/>
        <source>Opening: %1 to move</source>
        <translation>Eröffnung: %1 am Zug</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="82"/>
        <source>%1. %2 plays %3 (engine %4)</source>
        <extracomment>A replayed game&apos;s move: its number, the side, the move, the engine that chose it.</extracomment>
        <translation>%1. %2 spielt %3 (Engine %4)</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="94"/>
        <source>A draw.</source>
        <translation>Remis.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="95"/>
        <source>%1 won: engine %2.</source>
        <translation>%1 hat gewonnen: Engine %2.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="96"/>
        <source>Engine 1 (%1) played %2, engine 2 (%3) played %4. %5</source>
        <translation>Engine 1 (%1) spielte %2, Engine 2 (%3) spielte %4. %5</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="143"/>
        <source>The opening, before the engines&apos; first move.</source>
        <translation>Die Eröffnung, vor dem ersten Zug der Engines.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="146"/>
        <source>Move %1: %2 played %3, chosen by engine %4 (%5).</source>
        <translation>Zug %1: %2 spielte %3, gewählt von Engine %4 (%5).</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="157"/>
        <source>Searching it again…</source>
        <translation>Er wird noch einmal gesucht …</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="160"/>
        <source>Perfect play is the solver&apos;s: there is no search to step.</source>
        <translation>Perfektes Spiel kommt vom Löser: Es gibt keine Suche zum Durchschreiten.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="162"/>
        <source>Return opens the search behind it.</source>
        <translation>Die Eingabetaste öffnet die Suche dahinter.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="178"/>
        <source> · move %1 of game %2 of the match</source>
        <translation> · Zug %1 der Partie %2 des Matchs</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="154"/>
        <source>The games file names the engine, not its settings: play the match here to search its moves again.</source>
        <translation>Die Partiedatei nennt die Engine, nicht ihre Einstellungen: Spielen Sie das Match hier, um ihre Züge noch einmal zu suchen.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::HelpFeature</name>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="38"/>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="46"/>
        <source>About Game Tree Lab</source>
        <translation>Über Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="43"/>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="125"/>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="43"/>
        <source>List the keys</source>
        <translation>Die Tasten auflisten</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="47"/>
        <source>&lt;h3&gt;Game Tree Lab&lt;/h3&gt;&lt;p&gt;Minimax, negamax and alpha-beta, step by step: every bound, value and cut-off as it happens.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Game Tree Lab&lt;/h3&gt;&lt;p&gt;Minimax, Negamax und Alpha-Beta-Suche, Schritt für Schritt: jede Schranke, jeder Wert und jeder Schnitt, wie er geschieht.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="117"/>
        <source>Mouse: drag to pan, wheel to zoom.</source>
        <translation>Maus: ziehen zum Verschieben, Rad zum Zoomen.</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="40"/>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="40"/>
        <source>Read the manual</source>
        <translation>Das Handbuch lesen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::IterationsPanel</name>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Entered</source>
        <translation>Betreten</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Score</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Best line</source>
        <translation>Beste Zugfolge</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="24"/>
        <source>Iterative deepening: each iteration searches one move deeper; the last one&apos;s best line, dotted on the tree, is tried first</source>
        <translation>Iterative Tiefensuche: Jede Iteration sucht einen Zug tiefer; die beste Zugfolge der letzten, im Baum gepunktet, wird zuerst versucht</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="48"/>
        <source>interrupted</source>
        <translation>abgebrochen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::JobProgress</name>
    <message>
        <location filename="../../ui/jobs/JobProgress.cpp" line="19"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/JobProgress.cpp" line="30"/>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/JobProgress.cpp" line="31"/>
        <source>Stop the search</source>
        <translation>Suche anhalten</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LabWindow</name>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="52"/>
        <source>Enhancements — Game Tree Lab</source>
        <translation>Erweiterungen — Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="55"/>
        <source>Lab</source>
        <translation>Labor</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="69"/>
        <source>Each configuration&apos;s figures</source>
        <translation>Die Kennzahlen jeder Konfiguration</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="70"/>
        <source>Each configuration&apos;s figures as bars</source>
        <translation>Die Kennzahlen jeder Konfiguration als Balken</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="75"/>
        <source>Running the configurations…</source>
        <translation>Die Einstellungen laufen…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="163"/>
        <source>Nodes entered</source>
        <translation>Betretene Knoten</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LanguageFeature</name>
    <message>
        <location filename="../../ui/window/view/LanguageFeature.cpp" line="22"/>
        <source>The language changes when Game Tree Lab starts next.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Game Tree Lab.</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/LanguageFeature.cpp" line="29"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonBar</name>
    <message>
        <location filename="../../ui/lessons/LessonBar.cpp" line="111"/>
        <source>No lesson: open one from the Lessons menu, or add a note at a step.</source>
        <translation>Keine Lektion: Öffnen Sie eine im Menü Lektionen, oder fügen Sie bei einem Schritt eine Notiz hinzu.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonCommands</name>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="66"/>
        <source>cannot open the preset %1</source>
        <translation>der vorgefertigte Baum %1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="85"/>
        <source>%1 has no notes to follow</source>
        <translation>%1 hat keine Notizen, denen man folgen kann</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="87"/>
        <source>cannot open %1</source>
        <translation>%1 kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="96"/>
        <source>%1: stop %2 of %3 is at step %4, but its run has only %5 steps</source>
        <translation>%1: Station %2 von %3 liegt bei Schritt %4, aber der Lauf hat nur %5 Schritte</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="144"/>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="150"/>
        <source>Add Note</source>
        <translation>Neue Notiz</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="145"/>
        <source>Switch back to that search to add notes.</source>
        <translation>Wechseln Sie zu dieser Suche zurück, um Notizen hinzuzufügen.</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="150"/>
        <source>A tree holds at most %1 notes.</source>
        <translation>Ein Baum fasst höchstens %1 Notizen.</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="154"/>
        <source>Add Note at Step %L1</source>
        <translation>Notiz bei Schritt %L1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="166"/>
        <source>Edit Note at Step %L1</source>
        <translation>Notiz bei Schritt %L1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="155"/>
        <source>What to say at this step (figures such as {alpha B} or {visited} are filled in):</source>
        <translation>Was bei diesem Schritt gesagt wird (Zahlen wie {alpha B} oder {visited} werden eingesetzt):</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="167"/>
        <source>What to say at this step:</source>
        <translation>Was bei diesem Schritt gesagt wird:</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="181"/>
        <source>there is no lesson: open one, or add notes to the tree</source>
        <translation>es gibt keine Lektion: Öffnen Sie eine, oder fügen Sie dem Baum Notizen hinzu</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="187"/>
        <source>Export Handout</source>
        <translation>Handout exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="189"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="193"/>
        <source>Cannot write the handout</source>
        <translation>Das Handout kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonSession</name>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="70"/>
        <source>Before the first stop (step %L1)</source>
        <translation>Vor der ersten Station (Schritt %L1)</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="73"/>
        <source>Stop %1 of %2 (step %L3)</source>
        <translation>Station %1 von %2 (Schritt %L3)</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="74"/>
        <source>After stop %1 of %2 (step %L3): now at step %L4</source>
        <translation>Nach Station %1 von %2 (Schritt %L3): jetzt bei Schritt %L4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="80"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="83"/>
        <source>%1 · %2</source>
        <extracomment>The lesson bar: where the lesson is (&quot;Stop 2 of 4 (step 19)&quot;), then its title.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="93"/>
        <source>, fail-hard</source>
        <translation>, fail-hard</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="93"/>
        <source>, fail-soft</source>
        <translation>, fail-soft</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="94"/>
        <source>These notes were written for %1: under this search their steps may show other moments.</source>
        <translation>Diese Notizen wurden für %1 geschrieben: Unter dieser Suche können ihre Schritte andere Momente zeigen.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonsFeature</name>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="30"/>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="124"/>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="40"/>
        <source>The change gave the search another trace, so the %n notes on this tree were removed; Undo brings them back.</source>
        <translation>
            <numerusform>Die Änderung hat der Suche einen anderen Ablauf gegeben, daher wurde die %n Notiz dieses Baums entfernt; Rückgängig holt sie zurück.</numerusform>
            <numerusform>Die Änderung hat der Suche einen anderen Ablauf gegeben, daher wurden die %n Notizen dieses Baums entfernt; Rückgängig holt sie zurück.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="51"/>
        <source>Next Stop</source>
        <translation>Nächste Station</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="52"/>
        <source>Go to the lesson&apos;s next stop (a step, without a lesson): a presenter remote&apos;s forward key</source>
        <translation>Zur nächsten Station der Lektion gehen (ohne Lektion einen Schritt): die Vorwärtstaste eines Presenters</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="54"/>
        <source>Previous Stop</source>
        <translation>Vorige Station</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="54"/>
        <source>Go back to the lesson&apos;s previous stop (a step, without a lesson)</source>
        <translation>Zur vorigen Station der Lektion zurückgehen (ohne Lektion einen Schritt)</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="55"/>
        <source>Play to Next Stop</source>
        <translation>Bis zur nächsten Station abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="56"/>
        <source>Play the search and halt at the next stop</source>
        <translation>Die Suche abspielen und bei der nächsten Station anhalten</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="57"/>
        <source>Add Note at This Step…</source>
        <translation>Notiz bei diesem Schritt hinzufügen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="58"/>
        <source>Write what to say at this step: it becomes a stop of the tree&apos;s own lesson</source>
        <translation>Schreiben, was bei diesem Schritt gesagt wird: Es wird eine Station der eigenen Lektion des Baums</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="59"/>
        <source>Edit Note…</source>
        <translation>Notiz bearbeiten…</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="59"/>
        <source>Change the note at this step</source>
        <translation>Die Notiz bei diesem Schritt ändern</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="60"/>
        <source>Remove Note</source>
        <translation>Notiz entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="60"/>
        <source>Take away the note at this step</source>
        <translation>Die Notiz bei diesem Schritt entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="62"/>
        <source>Handout as PDF…</source>
        <translation>Handout als PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="62"/>
        <source>One block per stop: the tree at that step, the caption and the counters</source>
        <translation>Ein Block je Station: der Baum bei diesem Schritt, der Text und die Zähler</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="63"/>
        <source>Close Lesson</source>
        <translation>Lektion schließen</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="63"/>
        <source>Leave the built-in lesson; the tree stays</source>
        <translation>Die eingebaute Lektion verlassen; der Baum bleibt</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="65"/>
        <source>◀ Previous</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="66"/>
        <source>Next ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="67"/>
        <source>Play to Next</source>
        <translation>Bis Station</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="68"/>
        <source>Add Note</source>
        <translation>Neue Notiz</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="69"/>
        <source>Edit</source>
        <translation>Ändern</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="70"/>
        <source>Remove</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="89"/>
        <source>Cannot open the lesson</source>
        <translation>Die Lektion kann nicht geöffnet werden</translation>
    </message>
</context>
<context>
    <name>gtl::ui::MainWindow</name>
    <message>
        <location filename="../../ui/window/MainWindow.cpp" line="79"/>
        <source>Game Tree Lab</source>
        <translation>Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/window/MainWindow.cpp" line="85"/>
        <source>Right arrow steps forward, Space plays, F fits the tree to the window</source>
        <translation>Pfeil nach rechts geht einen Schritt vor, Leertaste spielt ab, F passt den Baum ins Fenster ein</translation>
    </message>
    <message>
        <location filename="../../ui/window/MainWindow.cpp" line="181"/>
        <source>%1[*] — %2 — Game Tree Lab</source>
        <extracomment>The window title: the tree, the search. [*] marks a tree with changes not saved.</extracomment>
        <translation>%1[*] — %2 — Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/window/MainWindow.cpp" line="185"/>
        <source>%1: %2, %3</source>
        <extracomment>The status bar: the tree&apos;s title, &quot;22 nodes&quot;, &quot;59 steps&quot;.</extracomment>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <location filename="../../ui/window/MainWindow.cpp" line="144"/>
        <source>Searching the tree…</source>
        <translation>Der Baum wird durchsucht…</translation>
    </message>
    <message>
        <location filename="../../ui/window/MainWindow.cpp" line="147"/>
        <source>Stop the search (Esc)</source>
        <translation>Suche anhalten (Esc)</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ManualWindow</name>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="80"/>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="86"/>
        <source>Manual page</source>
        <translation>Handbuchseite</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="87"/>
        <source>Chapters</source>
        <translation>Kapitel</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="114"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="118"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="122"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="125"/>
        <source>Find in this page (Ctrl+F)</source>
        <translation>Auf dieser Seite suchen (Strg+F)</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="126"/>
        <source>Find in this page</source>
        <translation>Auf dieser Seite suchen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::MatchWindow</name>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="82"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="116"/>
        <source>Each opening is played twice, the engines&apos; seats swapped</source>
        <translation>Jede Eröffnung wird zweimal gespielt, mit getauschten Seiten der Engines</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="127"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="134"/>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="134"/>
        <source>Engine 1 first</source>
        <translation>Engine 1 zuerst</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="134"/>
        <source>Engine 2 first</source>
        <translation>Engine 2 zuerst</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="200"/>
        <location filename="../../ui/match/MatchWindow.cpp" line="358"/>
        <source>Set up the two engines and press Play.</source>
        <translation>Stellen Sie die beiden Engines ein und drücken Sie Spielen.</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="536"/>
        <source>Engine 1 (%1) against engine 2 (%2), %3: won %L4, drawn %L5, lost %L6. Score %7%, Elo %8 ± %9 (95%), likelihood of superiority %10%.</source>
        <extracomment>%1 and %2 are the engines&apos; names; %3 is &quot;100 games&quot;; then engine 1&apos;s wins, draws and losses.</extracomment>
        <translation>Engine 1 (%1) gegen Engine 2 (%2), %3: gewonnen %L4, remis %L5, verloren %L6. Ergebnis %7 %, Elo %8 ± %9 (95 %), Wahrscheinlichkeit der Überlegenheit %10 %.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/match/MatchWindow.cpp" line="539"/>
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="70"/>
        <source>Pla&amp;y</source>
        <translation>S&amp;pielen</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="71"/>
        <source>Cance&amp;l</source>
        <translation>Abbreche&amp;n</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="128"/>
        <source>Games:</source>
        <translation>Partien:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="129"/>
        <source>Openings of random moves:</source>
        <translation>Eröffnungen aus zufälligen Zügen:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="130"/>
        <source>Openings&apos; seed:</source>
        <translation>Startwert der Eröffnungen:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="131"/>
        <source>Threads:</source>
        <translation>Threads:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="77"/>
        <source>The games i&amp;n pairs: double-click one, or press Return on it, to replay it</source>
        <translation>Die &amp;gespielten Partien paarweise: Ein Doppelklick oder die Eingabetaste spielt eine nach</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="105"/>
        <source>Add an engine: three or more play a round robin, every two a match</source>
        <translation>Eine Engine hinzufügen: Drei oder mehr spielen ein Rundenturnier, je zwei ein Match</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="106"/>
        <source>Add an engine</source>
        <translation>Eine Engine hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="330"/>
        <source>Engine &amp;%1</source>
        <translation>Engine &amp;%1</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="359"/>
        <source>Set up the %1 engines and press Play: every two play a match of the same openings.</source>
        <translation>Stellen Sie die %1 Engines ein und drücken Sie Spielen: Je zwei spielen ein Match mit denselben Eröffnungen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/match/MatchWindow.cpp" line="385"/>
        <source>The game is over within %Ln random moves: open with fewer moves.</source>
        <translation>
            <numerusform>Die Partie ist nach %Ln zufälligen Zug zu Ende: Eröffnen Sie mit weniger Zügen.</numerusform>
            <numerusform>Die Partie ist nach %Ln zufälligen Zügen zu Ende: Eröffnen Sie mit weniger Zügen.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="500"/>
        <source>Round robin of %1 engines, %2 of %3 games played: a row&apos;s score against each column&apos;s engine, and over all its games. Engine %4 (%5) leads with %6.</source>
        <translation>Rundenturnier von %1 Engines, %2 von %3 Partien gespielt: das Ergebnis einer Zeile gegen die Engine jeder Spalte und über alle ihre Partien. Engine %4 (%5) führt mit %6.</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="89"/>
        <source>Your own engines</source>
        <translation>Eigene Engines</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="95"/>
        <source>Set up a match that answers a question engine builders ask</source>
        <translation>Ein Match einstellen, das eine Frage von Engine-Entwicklern beantwortet</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="126"/>
        <source>&amp;Find out:</source>
        <translation>&amp;Überprüfen:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="284"/>
        <source>%1 Press Play to find out.</source>
        <translation>%1 Drücken Sie Spielen, um es herauszufinden.</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="72"/>
        <source>Open Games…</source>
        <translation>Partien öffnen …</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="174"/>
        <source>Open the games of a match the command line played (match --games-out), to replay them (Ctrl+O)</source>
        <translation>Die Partien eines Matchs öffnen, das die Kommandozeile spielte (match --games-out), um sie nachzuspielen (Strg+O)</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="225"/>
        <source>%1: the file is larger than the 16 MB a games file may be.</source>
        <translation>%1: Die Datei ist größer als die 16 MB, die eine Partiedatei haben darf.</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="229"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="238"/>
        <source>%1, %2</source>
        <extracomment>A games file, then what is wrong in it.</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="261"/>
        <source>Open a Match&apos;s Games</source>
        <translation>Partien eines Matchs öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="261"/>
        <source>Games files (*.tsv *.txt);;All files (*)</source>
        <translation>Partiedateien (*.tsv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="108"/>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="331"/>
        <source>Engine %1</source>
        <translation>Engine %1</translation>
    </message>
</context>
<context>
    <name>gtl::ui::MctsFeature</name>
    <message>
        <location filename="../../ui/window/search/MctsFeature.cpp" line="21"/>
        <source>Convergence</source>
        <translation>Konvergenz</translation>
    </message>
</context>
<context>
    <name>gtl::ui::MctsSettingsEditor</name>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="27"/>
        <source>How many iterations Monte Carlo tree search runs</source>
        <translation>Wie viele Iterationen die Monte-Carlo-Baumsuche läuft</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="31"/>
        <source>The exploration constant C of UCB1: larger tries less visited moves more often</source>
        <translation>Die Explorationskonstante C von UCB1: größer versucht selten besuchte Züge öfter</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="33"/>
        <source>The seed of the playouts&apos; random moves: the same seed gives the same run</source>
        <translation>Der Startwert der Zufallszüge der Playouts: Derselbe Startwert ergibt denselben Lauf</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="43"/>
        <source>&amp;Iterations</source>
        <translation>&amp;Iterationen</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="44"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="45"/>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
</context>
<context>
    <name>gtl::ui::NarrationPanel</name>
    <message>
        <location filename="../../ui/panels/NarrationPanel.cpp" line="40"/>
        <source>The steps so far; click one to go back to it</source>
        <translation>Die bisherigen Schritte; ein Klick auf einen kehrt zu ihm zurück</translation>
    </message>
    <message>
        <location filename="../../ui/panels/NarrationPanel.cpp" line="76"/>
        <source>Not searched: %1</source>
        <translation>Nicht durchsucht: %1</translation>
    </message>
    <message>
        <location filename="../../ui/panels/NarrationPanel.cpp" line="43"/>
        <source>Narration</source>
        <translation>Erläuterung</translation>
    </message>
</context>
<context>
    <name>gtl::ui::NewGameDialog</name>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="28"/>
        <source>New Game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="73"/>
        <source>Neither: the engine plays itself</source>
        <translation>Keine: Die Engine spielt gegen sich selbst</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="41"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="42"/>
        <source>&amp;You play:</source>
        <translation>Sie s&amp;pielen:</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="66"/>
        <source>%1, moving first</source>
        <translation>%1, zieht zuerst</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="66"/>
        <source>%1, moving second</source>
        <translation>%1, zieht als Zweiter</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="66"/>
        <source>%1, moving third</source>
        <translation>%1, zieht als Dritter</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="73"/>
        <source>None: the engines play each other</source>
        <translation>Keiner: Die Engines spielen gegeneinander</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PlayFeature</name>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="46"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="49"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="191"/>
        <source>The engine cannot search</source>
        <translation>Die Engine kann nicht suchen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="77"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="78"/>
        <source>Play a game against the engine, or watch it play itself</source>
        <translation>Eine Partie gegen die Engine spielen oder ihr beim Spiel gegen sich selbst zusehen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="83"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="84"/>
        <source>Take back your last move and the engine&apos;s reply</source>
        <translation>Ihren letzten Zug und die Antwort der Engine zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="86"/>
        <source>&amp;Engine Moves Now</source>
        <translation>&amp;Engine zieht jetzt</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="87"/>
        <source>The engine searches the position and plays the side to move</source>
        <translation>Die Engine durchsucht die Stellung und spielt für die Seite am Zug</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="89"/>
        <source>&amp;Cancel Engine Search</source>
        <translation>Suche der Engine &amp;abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="90"/>
        <source>Stop the engine&apos;s search; the game and the window stay as they were</source>
        <translation>Die Suche der Engine anhalten; Partie und Fenster bleiben, wie sie waren</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="92"/>
        <source>&amp;Perfect Play</source>
        <translation>&amp;Perfektes Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="93"/>
        <source>Show on each move what perfect play says of it: a win, a draw or a loss, and how soon</source>
        <translation>Bei jedem Zug zeigen, was perfektes Spiel darüber sagt: Sieg, Remis oder Niederlage, und wie bald</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="100"/>
        <source>&amp;Show the Board</source>
        <translation>&amp;Brett zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="134"/>
        <source>Cannot start the game</source>
        <translation>Die Partie kann nicht beginnen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="175"/>
        <source>It is not your move</source>
        <translation>Sie sind nicht am Zug</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="176"/>
        <source>%1 is no move here</source>
        <translation>%1 ist hier kein Zug</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="189"/>
        <source>The engine cannot move</source>
        <translation>Die Engine kann nicht ziehen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="189"/>
        <source>Its search found no move to play.</source>
        <translation>Ihre Suche hat keinen spielbaren Zug gefunden.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="231"/>
        <source>The engine played %1.</source>
        <translation>Die Engine hat %1 gespielt.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="238"/>
        <source>The search that chose %1 is on screen: the arrow keys step it</source>
        <translation>Die Suche, die %1 gewählt hat, ist zu sehen: Die Pfeiltasten gehen sie schrittweise durch</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="247"/>
        <source>Game over: %1</source>
        <translation>Partie vorbei: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="277"/>
        <source>The engine&apos;s search was cancelled</source>
        <translation>Die Suche der Engine wurde abgebrochen</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="312"/>
        <source> %1 was a %2.</source>
        <translation> %1 war ein %2.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="349"/>
        <source>Game → New Game… (Ctrl+Shift+N) starts a game against the engine.</source>
        <translation>Spiel → Neue Partie… (Strg+Umschalt+N) beginnt eine Partie gegen die Engine.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="352"/>
        <source>The engine (%1) is thinking: %2 s. Cancel stops it.</source>
        <translation>Die Engine (%1) denkt nach: %2 s. Abbrechen hält sie an.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="358"/>
        <source>Game over: %1.</source>
        <translation>Partie vorbei: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="360"/>
        <source>Perfect play is not known for %1. </source>
        <translation>Perfektes Spiel ist für %1 nicht bekannt. </translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="363"/>
        <source>Working out perfect play… </source>
        <translation>Perfektes Spiel wird berechnet… </translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="365"/>
        <source>W, D, L in n moves: perfect play. </source>
        <translation>S, R, N in n Zügen: perfektes Spiel. </translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="367"/>
        <source>%1 to move: Ctrl+Return has the engine play it.</source>
        <translation>%1 am Zug: Strg+Eingabe lässt die Engine ziehen.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="368"/>
        <source>You play %1: click or type a number.</source>
        <translation>Sie spielen %1: klicken oder eine Zahl tippen.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="200"/>
        <source>the engine has not searched this position</source>
        <translation>die Engine hat diese Stellung noch nicht durchsucht</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/window/game/PlayFeature.cpp" line="261"/>
        <source>Took back %n moves</source>
        <translation>
            <numerusform>%n Zug zurückgenommen</numerusform>
            <numerusform>%n Züge zurückgenommen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="291"/>
        <source>Perfect play:</source>
        <translation>Perfektes Spiel:</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="310"/>
        <source> %1 is a %2.</source>
        <extracomment>After perfect play&apos;s words: the move played and its verdict, &quot; 4 is a win in 5.&quot;</extracomment>
        <translation> %1 ist ein %2.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="229"/>
        <source>%1 played %2.</source>
        <translation>%1 hat %2 gespielt.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="80"/>
        <source>&amp;Match…</source>
        <translation>&amp;Match…</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="81"/>
        <source>Play two engines against each other from many openings: which plays better</source>
        <translation>Zwei Engines spielen aus vielen Eröffnungen gegeneinander: welche spielt besser</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="121"/>
        <source>The search behind the match&apos;s move is on screen: the arrow keys step it</source>
        <translation>Die Suche hinter dem Zug des Matchs ist zu sehen: Die Pfeiltasten durchschreiten sie</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PlayPanel</name>
    <message>
        <location filename="../../ui/play/PlayPanel.cpp" line="22"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/play/PlayPanel.cpp" line="33"/>
        <source>Stop the engine&apos;s search and keep the game and the window as they were</source>
        <translation>Die Suche der Engine anhalten und Partie und Fenster lassen, wie sie waren</translation>
    </message>
    <message>
        <location filename="../../ui/play/PlayPanel.cpp" line="99"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PlaySession</name>
    <message>
        <location filename="../../ui/play/PlaySession.cpp" line="95"/>
        <source> · the engine&apos;s move {move}</source>
        <translation> · Zug der Engine: {move}</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PlaybackToolBar</name>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="19"/>
        <source>Playback</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="27"/>
        <source>Jump to Start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="27"/>
        <source>Go back to step 0</source>
        <translation>Zurück zu Schritt 0</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="28"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="157"/>
        <source>Previous Cut-off</source>
        <translation>Voriger Schnitt</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="28"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="157"/>
        <source>Jump back to the previous cut-off</source>
        <translation>Zurück zum vorigen Schnitt springen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="30"/>
        <source>Step Back</source>
        <translation>Schritt zurück</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="30"/>
        <source>Undo one step</source>
        <translation>Einen Schritt zurücknehmen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="31"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="193"/>
        <source>Play Backward</source>
        <translation>Rückwärts abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="32"/>
        <source>Play the search in reverse</source>
        <translation>Die Suche rückwärts abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="33"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="191"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="33"/>
        <source>Play or pause</source>
        <translation>Abspielen oder anhalten</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="34"/>
        <source>Step Forward</source>
        <translation>Schritt vor</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="34"/>
        <source>Take one step</source>
        <translation>Einen Schritt machen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="36"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="158"/>
        <source>Next Cut-off</source>
        <translation>Nächster Schnitt</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="36"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="158"/>
        <source>Jump to the next cut-off</source>
        <translation>Zum nächsten Schnitt springen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="37"/>
        <source>Jump to End</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="37"/>
        <source>Go to the last step</source>
        <translation>Zum letzten Schritt gehen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="38"/>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="38"/>
        <source>Play faster</source>
        <translation>Schneller abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="39"/>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="39"/>
        <source>Play slower</source>
        <translation>Langsamer abspielen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="40"/>
        <source>Go to Step…</source>
        <translation>Gehe zu Schritt…</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="40"/>
        <source>Go to the step of a number</source>
        <translation>Zum Schritt mit einer Nummer gehen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="63"/>
        <source>Playing speed (+ and - keys)</source>
        <translation>Abspielgeschwindigkeit (Tasten + und -)</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="68"/>
        <source> Speed </source>
        <translation> Tempo </translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="70"/>
        <source>Drag to any step</source>
        <translation>Zu einem beliebigen Schritt ziehen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="191"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="193"/>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="199"/>
        <source>Go to Step</source>
        <translation>Gehe zu Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="199"/>
        <source>Step (0 to %L1):</source>
        <translation>Schritt (0 bis %L1):</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="154"/>
        <source>Previous Iteration</source>
        <translation>Vorige Iteration</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="154"/>
        <source>Jump back to the start of the previous iteration</source>
        <translation>Zurück zum Beginn der vorigen Iteration springen</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="155"/>
        <source>Next Iteration</source>
        <translation>Nächste Iteration</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="155"/>
        <source>Jump to the start of the next iteration</source>
        <translation>Zum Beginn der nächsten Iteration springen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PracticeFeature</name>
    <message>
        <location filename="../../ui/window/playback/PracticeFeature.cpp" line="22"/>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <location filename="../../ui/window/playback/PracticeFeature.cpp" line="37"/>
        <source>Practice Mode</source>
        <translation>Übungsmodus</translation>
    </message>
    <message>
        <location filename="../../ui/window/playback/PracticeFeature.cpp" line="39"/>
        <source>Answer before the search does: it stops before each decision and asks you (Q)</source>
        <translation>Antworten Sie vor der Suche: Sie hält vor jeder Entscheidung an und fragt Sie (Q)</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PracticePanel</name>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="57"/>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="60"/>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="65"/>
        <source>&amp;Yes, it cuts off</source>
        <translation>&amp;Ja, sie schneidet ab</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="66"/>
        <source>&amp;No, it goes on</source>
        <translation>&amp;Nein, sie sucht weiter</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="71"/>
        <source>Chec&amp;k</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="111"/>
        <source>No answers yet</source>
        <translation>Noch keine Antworten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/practice/PracticePanel.cpp" line="111"/>
        <source>%1 of %Ln answers right</source>
        <translation>
            <numerusform>%1 von %Ln Antwort richtig</numerusform>
            <numerusform>%1 von %Ln Antworten richtig</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="113"/>
        <source>Practice asks about the plain searches: choose Enhancements → Plain Search.</source>
        <translation>Das Üben fragt nach den einfachen Suchen: Wählen Sie Erweiterungen → Einfache Suche.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/practice/PracticePanel.cpp" line="126"/>
        <source>%Ln leaves marked</source>
        <translation>
            <numerusform>%Ln Blatt markiert</numerusform>
            <numerusform>%Ln Blätter markiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gtl::ui::PracticeSession</name>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="125"/>
        <source>✔ Right. %1</source>
        <translation>✔ Richtig. %1</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="127"/>
        <source>✘ Not quite. %1</source>
        <translation>✘ Nicht ganz. %1</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="130"/>
        <source>✘ Not quite: %1 %2</source>
        <extracomment>Practice: the answer&apos;s mistakes, then what the search does there.</extracomment>
        <translation>✘ Nicht ganz: %1 %2</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="183"/>
        <source>Practice is off.</source>
        <translation>Das Üben ist aus.</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="185"/>
        <source>This run has no questions to ask: try alpha-beta on a smaller tree.</source>
        <translation>Dieser Lauf hat keine Fragen zu stellen: Versuchen Sie die Alpha-Beta-Suche auf einem kleineren Baum.</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="186"/>
        <source>Step forward (→) or play (Space): the search stops before each of its decisions and asks you first.</source>
        <translation>Gehen Sie einen Schritt vor (→) oder spielen Sie ab (Leertaste): Die Suche hält vor jeder ihrer Entscheidungen an und fragt zuerst Sie.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ProbabilityDialog</name>
    <message>
        <location filename="../../ui/editing/ProbabilityDialog.cpp" line="21"/>
        <source>Set Probabilities</source>
        <translation>Wahrscheinlichkeiten setzen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/ProbabilityDialog.cpp" line="23"/>
        <source>The outcomes of %1, as decimals or fractions (0.25, 1/6) that add up to 1:</source>
        <translation>Die Ergebnisse von %1, als Dezimalzahlen oder Brüche (0.25, 1/6), die zusammen 1 ergeben:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/ProbabilityDialog.cpp" line="31"/>
        <source>%1:</source>
        <extracomment>An outcome&apos;s label before its probability: its name, then a colon (&quot;A/1:&quot;).</extracomment>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ProjectorFeature</name>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="24"/>
        <source>Blank the Screen</source>
        <translation>Bildschirm abdunkeln</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="24"/>
        <source>Hide the whole window behind a dark screen, and show it again</source>
        <translation>Das ganze Fenster hinter einem dunklen Bild verbergen und wieder zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="27"/>
        <source>Full Screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="27"/>
        <source>Fill the screen</source>
        <translation>Den Bildschirm füllen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="28"/>
        <source>Projector Mode</source>
        <translation>Beamer-Modus</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="29"/>
        <source>Full screen, larger type and stronger contrast for a classroom projector</source>
        <translation>Vollbild, größere Schrift und stärkerer Kontrast für den Beamer im Klassenraum</translation>
    </message>
</context>
<context>
    <name>gtl::ui::RandomTreeDialog</name>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="42"/>
        <source>New Random Tree</source>
        <translation>Neuer Zufallsbaum</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="44"/>
        <source>The same seed and settings give the same tree on every computer</source>
        <translation>Derselbe Startwert und dieselben Einstellungen ergeben auf jedem Rechner denselben Baum</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="45"/>
        <source>New Seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="49"/>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="53"/>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="64"/>
        <source>Moves per position:</source>
        <translation>Züge je Stellung:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="65"/>
        <source>Depth:</source>
        <translation>Tiefe:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="66"/>
        <source>Leaf values:</source>
        <translation>Blattwerte:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="69"/>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="110"/>
        <source>Share it as: --random %1</source>
        <translation>Weitergeben als: --random %1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="111"/>
        <source>Type a seed.</source>
        <translation>Geben Sie einen Startwert ein.</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="56"/>
        <source>2: MAX and MIN</source>
        <translation>2: MAX und MIN</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="57"/>
        <source>With three players or more each leaf scores every player, searched by max^n or paranoid</source>
        <translation>Ab drei Spielern gibt jedes Blatt jedem Spieler Punkte, durchsucht von Max^n oder Paranoid</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="58"/>
        <source>any</source>
        <translation>beliebig</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="59"/>
        <source>Scores from 0 that add up to this at every leaf, which lets max^n prune</source>
        <translation>Punkte ab 0, die an jedem Blatt diese Summe ergeben, womit Max^n beschneiden kann</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="67"/>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="68"/>
        <source>Scores add up to:</source>
        <translation>Summe der Punkte:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ReadingFeature</name>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="25"/>
        <source>Read Parent</source>
        <translation>Elternknoten lesen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="25"/>
        <source>Move the reading cursor to the node above</source>
        <translation>Den Lesecursor zum Knoten darüber bewegen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="26"/>
        <source>Read First Child</source>
        <translation>Ersten Kindknoten lesen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="27"/>
        <source>Move the reading cursor to the node&apos;s first move</source>
        <translation>Den Lesecursor zum ersten Zug des Knotens bewegen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="28"/>
        <source>Read Next Sibling</source>
        <translation>Nächsten Geschwisterknoten lesen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="29"/>
        <source>Move the reading cursor to the next move of the same node</source>
        <translation>Den Lesecursor zum nächsten Zug desselben Knotens bewegen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="30"/>
        <source>Read Previous Sibling</source>
        <translation>Vorigen Geschwisterknoten lesen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="31"/>
        <source>Move the reading cursor to the previous move of the same node</source>
        <translation>Den Lesecursor zum vorigen Zug desselben Knotens bewegen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="32"/>
        <source>Read Current Node</source>
        <translation>Aktuellen Knoten lesen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="33"/>
        <source>Bring the reading cursor back to the node the search is at</source>
        <translation>Den Lesecursor zurück zum Knoten bringen, an dem die Suche ist</translation>
    </message>
</context>
<context>
    <name>gtl::ui::RunPanels</name>
    <message>
        <location filename="../../ui/window/RunPanels.cpp" line="42"/>
        <source>Narration</source>
        <translation>Erläuterung</translation>
    </message>
    <message>
        <location filename="../../ui/window/RunPanels.cpp" line="43"/>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <location filename="../../ui/window/RunPanels.cpp" line="52"/>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <location filename="../../ui/window/RunPanels.cpp" line="53"/>
        <source>Search Path</source>
        <translation>Suchpfad</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ScoreChart</name>
    <message>
        <location filename="../../ui/charts/ScoreChart.cpp" line="31"/>
        <source>Engine 1&apos;s score with its 95% interval, over the games</source>
        <translation>Ergebnis von Engine 1 mit seinem 95-%-Intervall, über die Partien</translation>
    </message>
</context>
<context>
    <name>gtl::ui::SearchChoiceBar</name>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="27"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="30"/>
        <source>Fail-hard</source>
        <translation>Fail-hard</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="37"/>
        <source>The search to run</source>
        <translation>Die auszuführende Suche</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="38"/>
        <source>Alpha-beta returns values clamped to its window instead of the best value seen</source>
        <translation>Die Alpha-Beta-Suche liefert auf ihr Fenster begrenzte Werte statt des besten gesehenen Werts</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="46"/>
        <source>The enhancements of this search: change them in the Enhancements menu</source>
        <translation>Die Erweiterungen dieser Suche: Ändern Sie sie im Menü Erweiterungen</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="41"/>
        <source> &amp;Search </source>
        <translation> S&amp;uche </translation>
    </message>
</context>
<context>
    <name>gtl::ui::SearchPathPanel</name>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="26"/>
        <source>Node</source>
        <translation>Knoten</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="26"/>
        <source>To
move</source>
        <translation>Am
Zug</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="26"/>
        <source>α</source>
        <translation>α</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="26"/>
        <source>β</source>
        <translation>β</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="26"/>
        <source>Best
v</source>
        <translation>Bestes
v</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="35"/>
        <source>The search path from the root to the current node</source>
        <translation>Der Suchpfad von der Wurzel zum aktuellen Knoten</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="47"/>
        <source>root</source>
        <translation>Wurzel</translation>
    </message>
</context>
<context>
    <name>gtl::ui::SearchSettingsEditor</name>
    <message>
        <location filename="../../ui/settings/SearchSettingsEditor.cpp" line="69"/>
        <source>%1:</source>
        <extracomment>A setting&apos;s label before its box: &quot;Depth:&quot;.</extracomment>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::StepListModel</name>
    <message>
        <location filename="../../ui/playback/StepListModel.cpp" line="59"/>
        <source>%1   start</source>
        <extracomment>The step list&apos;s first row: step 0, padded to four places, then &quot;start&quot;.</extracomment>
        <translation>%1   Anfang</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TableEntriesModel</name>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="113"/>
        <source>Position</source>
        <translation>Stellung</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="114"/>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="115"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="116"/>
        <source>Best move</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="117"/>
        <source>Filed at step</source>
        <translation>Schritt</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TranspositionTablePanel</name>
    <message>
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="35"/>
        <source>Filter: a position, a value such as ≥ 3, a move</source>
        <translation>Filter: eine Stellung, ein Wert wie ≥ 3, ein Zug</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="51"/>
        <source>The transposition table at this step: what the search has filed so far</source>
        <translation>Die Transpositionstabelle bei diesem Schritt: was die Suche bisher eingetragen hat</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="89"/>
        <source>%Ln entries</source>
        <translation>
            <numerusform>%Ln Eintrag</numerusform>
            <numerusform>%Ln Einträge</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="91"/>
        <source>This search has no table: turn it on in the Enhancements menu.</source>
        <translation>Diese Suche hat keine Tabelle: Schalten Sie sie im Menü Erweiterungen ein.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeChoiceBar</name>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="33"/>
        <source>Tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="41"/>
        <source>A ready-made tree</source>
        <translation>Ein vorgefertigter Baum</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="42"/>
        <source>Own tree</source>
        <translation>Eigener Baum</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="49"/>
        <source> &amp;Tree </source>
        <translation> Bau&amp;m </translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="55"/>
        <source>%1, e.g. %2</source>
        <extracomment>The position box&apos;s hint: the game, then a position of it.</extracomment>
        <translation>%1, z. B. %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="59"/>
        <source>A %1 position: %2; Enter opens its game tree</source>
        <translation>Eine Stellung in %1: %2; die Eingabetaste öffnet ihren Spielbaum</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="66"/>
        <source>Open %1 Position…</source>
        <translation>Stellung in %1 öffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="67"/>
        <source>Type a position: %1</source>
        <translation>Geben Sie eine Stellung ein: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="57"/>
        <source>Position to open</source>
        <translation>Zu öffnende Stellung</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeEditDialogs</name>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="43"/>
        <source>%1 trees follow the rules of the game</source>
        <translation>Bäume von %1 folgen den Regeln des Spiels</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="49"/>
        <source>Set Value…</source>
        <translation>Wert setzen…</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="52"/>
        <source>Add Move</source>
        <translation>Zug hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="54"/>
        <source>Rename Move…</source>
        <translation>Zug umbenennen…</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="56"/>
        <source>Move Left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="57"/>
        <source>Move Right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="59"/>
        <source>Remove Move</source>
        <translation>Zug entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="67"/>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="84"/>
        <source>Rename Move</source>
        <translation>Zug umbenennen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="67"/>
        <source>Label (letters, digits and _ . + -):</source>
        <translation>Bezeichnung (Buchstaben, Ziffern und _ . + -):</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="74"/>
        <source>&apos;%1&apos; cannot be a move label: use letters, digits and _ . + -</source>
        <translation>„%1“ kann keine Zugbezeichnung sein: Verwenden Sie Buchstaben, Ziffern und _ . + -</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="79"/>
        <source>%1 already has a move labelled &apos;%2&apos;</source>
        <translation>%1 hat schon einen Zug mit der Bezeichnung „%2“</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="99"/>
        <source>Set Value</source>
        <translation>Wert setzen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="99"/>
        <source>Value of %1 (for MAX):</source>
        <translation>Wert von %1 (für MAX):</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="150"/>
        <source>Shuffle Moves</source>
        <translation>Züge mischen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="150"/>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="51"/>
        <source>Set Probabilities…</source>
        <translation>Wahrscheinlichkeiten setzen…</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="111"/>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="125"/>
        <source>Set Scores</source>
        <translation>Punkte setzen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="112"/>
        <source>Scores of %1, one for each of the %2 players, player 1&apos;s first:</source>
        <translation>Punkte von %1, je eine für jeden der %2 Spieler, die von Spieler 1 zuerst:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="123"/>
        <source>%1 has scores for %2 players: give one for each.</source>
        <translation>%1 hat Punkte für %2 Spieler: geben Sie für jeden eine an.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeFiles</name>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="99"/>
        <source>Cannot open the tree</source>
        <translation>Der Baum kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="109"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="133"/>
        <source>Open Tree</source>
        <translation>Baum öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="133"/>
        <source>Trees (*.gtree.json *.json *.txt *.tree);;All files (*)</source>
        <translation>Bäume (*.gtree.json *.json *.txt *.tree);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="148"/>
        <source>Save Tree</source>
        <translation>Baum speichern</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="150"/>
        <source>Game Tree Lab trees (*.gtree.json)</source>
        <translation>Game-Tree-Lab-Bäume (*.gtree.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="190"/>
        <source>Cannot save the tree</source>
        <translation>Der Baum kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="190"/>
        <source>%1: cannot save: %2</source>
        <translation>%1: Speichern nicht möglich: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="197"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="239"/>
        <source>Unsaved tree</source>
        <translation>Ungespeicherter Baum</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="240"/>
        <source>“%1” has changes that are not saved. Save them before closing?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="269"/>
        <source>No recent files</source>
        <translation>Keine zuletzt geöffneten Dateien</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="273"/>
        <source>Clear Recent Files</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="184"/>
        <source>Not saved: %1 changed on disk</source>
        <translation>Nicht gespeichert: %1 wurde auf der Festplatte geändert</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="203"/>
        <source>File changed on disk</source>
        <translation>Datei auf der Festplatte geändert</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="204"/>
        <source>“%1” has changed on disk since it was opened or saved here, perhaps by another window or program. Reload it (the changes made here are lost), save the tree as another file, or overwrite the file?</source>
        <translation>„%1“ wurde auf der Festplatte geändert, seit es hier geöffnet oder gespeichert wurde, vielleicht von einem anderen Fenster oder Programm. Neu laden (die Änderungen hier gehen verloren), den Baum als andere Datei speichern oder die Datei überschreiben?</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="208"/>
        <source>Reload</source>
        <translation>Neu laden</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="209"/>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="225"/>
        <source>Save As…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="210"/>
        <source>Overwrite</source>
        <translation>Überschreiben</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="222"/>
        <source>Read-only file</source>
        <translation>Schreibgeschützte Datei</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="223"/>
        <source>“%1” is read-only, so it is not replaced. Save the tree as another file?</source>
        <translation>„%1“ ist schreibgeschützt und wird nicht ersetzt. Den Baum als andere Datei speichern?</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="229"/>
        <source>Not saved: %1 is read-only</source>
        <translation>Nicht gespeichert: %1 ist schreibgeschützt</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreePropertiesDialog</name>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="18"/>
        <source>Tree Properties</source>
        <translation>Baumeigenschaften</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="20"/>
        <source>What the class should notice in this tree</source>
        <translation>Was die Klasse an diesem Baum bemerken soll</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="22"/>
        <source>MAX</source>
        <translation>MAX</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="23"/>
        <source>MIN</source>
        <translation>MIN</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="27"/>
        <source>In a position of a game the side to move follows from the position</source>
        <translation>In einer Stellung eines Spiels ergibt sich die Seite am Zug aus der Stellung</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="32"/>
        <source>Title:</source>
        <translation>Titel:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="33"/>
        <source>Description:</source>
        <translation>Beschreibung:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="34"/>
        <source>Moves first:</source>
        <translation>Zieht zuerst:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeSession</name>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="131"/>
        <source>Name the tree %1</source>
        <translation>Den Baum %1 nennen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="322"/>
        <location filename="../../ui/editing/TreeSession.cpp" line="330"/>
        <source>Set %1 to %2</source>
        <extracomment>Edit → Undo&apos;s text for a leaf&apos;s value set: &quot;Set B/1 to 5&quot;.
----------
Edit → Undo&apos;s text for a leaf&apos;s scores set: &quot;Set B/1 to 3,1,2&quot;.</extracomment>
        <translation>%1 auf %2 setzen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="353"/>
        <source>Add a move to %1</source>
        <translation>Einen Zug zu %1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="361"/>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="375"/>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="388"/>
        <source>Move %1 %2</source>
        <extracomment>Edit → Undo&apos;s text: a move&apos;s path, then &quot;left&quot; or &quot;right&quot;.</extracomment>
        <translation>%1 nach %2 verschieben</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="388"/>
        <source>left</source>
        <translation>links</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="388"/>
        <source>right</source>
        <translation>rechts</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="399"/>
        <source>Order best move first</source>
        <translation>Besten Zug zuerst sortieren</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="400"/>
        <source>Order worst move first</source>
        <translation>Schlechtesten Zug zuerst sortieren</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="401"/>
        <source>Shuffle moves (seed %1)</source>
        <translation>Züge mischen (Startwert %1)</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="423"/>
        <source>Change the tree&apos;s properties</source>
        <translation>Die Eigenschaften des Baums ändern</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="338"/>
        <source>Set the probabilities of %1</source>
        <translation>Die Wahrscheinlichkeiten von %1 setzen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="176"/>
        <source>Add a note at step %L1</source>
        <translation>Notiz bei Schritt %L1 hinzufügen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="185"/>
        <source>Edit the note at step %L1</source>
        <translation>Notiz bei Schritt %L1 bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="196"/>
        <source>Remove the note at step %L1</source>
        <translation>Notiz bei Schritt %L1 entfernen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="348"/>
        <source>%1 has %2 moves already, the most a position may have</source>
        <translation>%1 hat schon %2 Züge, die meisten, die eine Stellung haben darf</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="121"/>
        <location filename="../../ui/editing/TreeSession.cpp" line="297"/>
        <source>Untitled tree</source>
        <translation>Unbenannter Baum</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeTextEditor</name>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="34"/>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="79"/>
        <source>Type a tree, e.g. (A:(3,12,8), B:(2,4,6), C:(14,5,2))</source>
        <translation>Einen Baum eingeben, z. B. (A:(3,12,8), B:(2,4,6), C:(14,5,2))</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="35"/>
        <source>Nested parentheses, integer leaves, optional move labels written label:</source>
        <translation>Geschachtelte Klammern, ganzzahlige Blätter, wahlweise Zugbezeichnungen als bezeichnung:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="73"/>
        <source>This tree has %1 nodes: too many to show as text.</source>
        <translation>Dieser Baum hat %1 Knoten: zu viele, um ihn als Text zu zeigen.</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="88"/>
        <source>%1 — %2 trees follow the rules of the game</source>
        <translation>%1 — Bäume von %2 folgen den Regeln des Spiels</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="126"/>
        <source>Tree text not applied</source>
        <translation>Baumtext nicht übernommen</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="127"/>
        <source>The tree text has an error and will be lost: %1</source>
        <translation>Der Baumtext hat einen Fehler und geht verloren: %1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="129"/>
        <source>The tree on screen is the last valid one. Go back to the text to correct it?</source>
        <translation>Der gezeigte Baum ist der letzte gültige. Zum Text zurückgehen, um ihn zu korrigieren?</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="130"/>
        <source>Back to the Tree Text</source>
        <translation>Zurück zum Baumtext</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="163"/>
        <source>%1 — the tree on screen is the last valid one</source>
        <translation>%1 — der gezeigte Baum ist der letzte gültige</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="72"/>
        <source>Not searched: the position&apos;s moves come with its search.</source>
        <translation>Nicht durchsucht: Die Züge der Stellung kommen mit ihrer Suche.</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="32"/>
        <source>Tree text</source>
        <translation>Baumtext</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="33"/>
        <source>What the tree text holds</source>
        <translation>Was der Baumtext enthält</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeView</name>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="69"/>
        <source>Drag to pan, wheel or pinch to zoom, F to fit the tree</source>
        <translation>Ziehen zum Verschieben, Rad oder Zwei-Finger-Geste zum Zoomen, F passt den Baum ein</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="166"/>
        <source>Expand Subtree</source>
        <translation>Teilbaum aufklappen</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="166"/>
        <source>Collapse Subtree</source>
        <translation>Teilbaum zuklappen</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="168"/>
        <source>Focus on Subtree</source>
        <translation>Nur Teilbaum zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="173"/>
        <source>Show Whole Tree</source>
        <translation>Ganzen Baum zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="308"/>
        <source>not reached yet</source>
        <translation>noch nicht erreicht</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="309"/>
        <source>on the search path</source>
        <translation>auf dem Suchpfad</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="310"/>
        <source>searched</source>
        <translation>durchsucht</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="311"/>
        <source>pruned</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="312"/>
        <source>known from the table</source>
        <translation>aus der Tabelle bekannt</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="333"/>
        <source>value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="339"/>
        <source>&lt;br&gt;leaf worth %1 to MAX</source>
        <translation>&lt;br&gt;Blatt mit dem Wert %1 für MAX</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="342"/>
        <source>&lt;br&gt;answered by the table from the entry filed at %1 (click to show it)</source>
        <extracomment>A node&apos;s tool tip: the node whose table entry answered it.</extracomment>
        <translation>&lt;br&gt;von der Tabelle aus dem Eintrag von %1 beantwortet (Klick zeigt ihn)</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="313"/>
        <source>dropped by the beam, unsearched</source>
        <translation>vom Strahl verworfen, nicht gesucht</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="328"/>
        <source>a late move, searched a ply shallower: a guess</source>
        <translation>ein später Zug, einen Halbzug weniger tief durchsucht: eine Vermutung</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="326"/>
        <source>cut by a null move: after a pass it still reached its bound, a guess</source>
        <translation>durch einen Nullzug abgeschnitten: Nach dem Passen erreichte er noch seine Schranke, eine Vermutung</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="337"/>
        <source>&lt;br&gt;leaf scoring %1, player 1 first</source>
        <translation>&lt;br&gt;Blatt mit den Punkten %1, Spieler 1 zuerst</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="46"/>
        <location filename="../../ui/scene/TreeView.cpp" line="47"/>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ViewFeature</name>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="19"/>
        <source>Fit Tree</source>
        <translation>Baum einpassen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="19"/>
        <source>Fit the whole tree in the window</source>
        <translation>Den ganzen Baum ins Fenster einpassen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="20"/>
        <source>Zoom In</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="20"/>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="21"/>
        <source>Zoom Out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="21"/>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="22"/>
        <source>Follow Current Node</source>
        <translation>Aktuellem Knoten folgen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="22"/>
        <source>Keep the current node in view while playing</source>
        <translation>Den aktuellen Knoten beim Abspielen im Blick behalten</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="24"/>
        <source>Knuth–Moore Node Types</source>
        <translation>Knotentypen nach Knuth–Moore</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="25"/>
        <source>Label nodes PV, CUT or ALL as the minimal tree types them, and show where the search does otherwise</source>
        <translation>Knoten mit PV, CUT oder ALL beschriften, wie der minimale Baum sie einteilt, und zeigen, wo die Suche davon abweicht</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="27"/>
        <source>Collapse or Expand Subtree</source>
        <translation>Teilbaum zu- oder aufklappen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="28"/>
        <source>Collapse the subtree under the pointer (or the current node), or open it again</source>
        <translation>Den Teilbaum unter dem Zeiger (oder dem aktuellen Knoten) zuklappen oder wieder öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="30"/>
        <source>Focus on Subtree</source>
        <translation>Nur Teilbaum zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="30"/>
        <source>Show only the subtree under the pointer (or the current node)</source>
        <translation>Nur den Teilbaum unter dem Zeiger (oder dem aktuellen Knoten) zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="31"/>
        <source>Show Whole Tree</source>
        <translation>Ganzen Baum zeigen</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="32"/>
        <source>Undo every collapse and focus, and show the whole tree</source>
        <translation>Jedes Zuklappen und Fokussieren aufheben und den ganzen Baum zeigen</translation>
    </message>
</context>
<context>
    <name>gtl::ui::WebExportFeature</name>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="23"/>
        <source>Web Page…</source>
        <translation>Webseite…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="24"/>
        <source>Save the run as one web page that plays it step by step in any browser, for students without the program</source>
        <translation>Den Lauf als eine Webseite speichern, die ihn in jedem Browser Schritt für Schritt abspielt, für Lernende ohne das Programm</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="33"/>
        <source>Export Web Page</source>
        <translation>Webseite exportieren</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="33"/>
        <source>Web pages (*.html)</source>
        <translation>Webseiten (*.html)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="37"/>
        <source>Painting the steps…</source>
        <translation>Die Schritte werden gezeichnet…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="37"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="49"/>
        <source>Cannot export</source>
        <translation>Export nicht möglich</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="53"/>
        <source>Web Page</source>
        <translation>Webseite</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="54"/>
        <source>Saved the web page %1</source>
        <translation>Webseite %1 gespeichert</translation>
    </message>
</context>
</TS>
