<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
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
        <translation>Alpha-bêta</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="69"/>
        <source>Negamax</source>
        <translation>Négamax</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="74"/>
        <source>Negamax alpha-beta</source>
        <translation>Négamax alpha-bêta</translation>
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
        <location filename="../../core/search/AlgorithmRegistry.h" line="93"/>
        <source>Max^n</source>
        <translation>Max^n</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="100"/>
        <source>Paranoid</source>
        <translation>Paranoïaque</translation>
    </message>
    <message>
        <location filename="../../core/search/AlgorithmRegistry.h" line="108"/>
        <source>Monte Carlo tree search</source>
        <translation>Recherche arborescente Monte-Carlo</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../../core/games/connect4/Connect4Game.cpp" line="58"/>
        <location filename="../../core/games/tictactoe/TicTacToeGame.cpp" line="60"/>
        <source>centre first</source>
        <translation>le centre d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Game.cpp" line="122"/>
        <source>weighted windows</source>
        <translation>fenêtres pondérées</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeGame.cpp" line="75"/>
        <source>fast wins</source>
        <translation>victoires rapides</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="32"/>
        <source>order</source>
        <translation>tri</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="32"/>
        <source>scoring</source>
        <translation>notation</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="33"/>
        <source>evaluation</source>
        <translation>fonction d&apos;évaluation</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="39"/>
        <source>orders</source>
        <translation>tris</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="40"/>
        <source>scorings</source>
        <translation>notations</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="40"/>
        <source>evaluations</source>
        <translation>fonctions d&apos;évaluation</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="93"/>
        <source>the game&apos;s own order</source>
        <translation>le tri propre au jeu</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="94"/>
        <source>the game&apos;s own scoring</source>
        <translation>la notation propre au jeu</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="95"/>
        <source>the game&apos;s own evaluation</source>
        <translation>la fonction d&apos;évaluation propre au jeu</translation>
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
        <translation>{game} n&apos;a pas de {kind} &apos;{text}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="123"/>
        <source>{said}; it has only its own ({own})</source>
        <translation>{said}&#xa0;; le jeu n&apos;a que son propre choix ({own})</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="127"/>
        <source>{said}; its {kinds}: {list}</source>
        <translation>{said}&#xa0;; ses {kinds}&#xa0;: {list}</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="138"/>
        <source>{game} has no {kind} {number}</source>
        <translation>{game} n&apos;a pas de {kind} {number}</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="143"/>
        <source>{said}; it has only its own</source>
        <translation>{said}&#xa0;; le jeu n&apos;a que son propre choix</translation>
    </message>
    <message>
        <location filename="../../core/search/ChoiceNames.cpp" line="145"/>
        <source>{said}; it has {count}</source>
        <translation>{said}&#xa0;; le jeu en a {count}</translation>
    </message>
</context>
<context>
    <name>Comparisons</name>
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
        <translation>{tree} tel quel</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.cpp" line="229"/>
        <source>{tree} best move first</source>
        <translation>{tree} meilleur coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.cpp" line="231"/>
        <source>{tree} worst move first</source>
        <translation>{tree} pire coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="40"/>
        <source>Move orderings of the mixed game</source>
        <translation>Ordres des coups du jeu mélangé</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="41"/>
        <source>Minimax against alpha-beta</source>
        <translation>Minimax contre alpha-bêta</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="42"/>
        <source>Fail-soft against fail-hard</source>
        <translation>Fail-soft contre fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="43"/>
        <source>Move orderings of this tree</source>
        <translation>Ordres des coups de cet arbre</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="45"/>
        <source>Enhancements of this position</source>
        <translation>Améliorations de cette position</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="47"/>
        <source>Exploration constants of this position</source>
        <translation>Constantes d&apos;exploration de cette position</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="49"/>
        <source>Monte Carlo tree search against alpha-beta</source>
        <translation>Recherche arborescente Monte-Carlo contre alpha-bêta</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="51"/>
        <source>Forward pruning against the exact search</source>
        <translation>Élagage en avant contre la recherche exacte</translation>
    </message>
    <message>
        <location filename="../../core/content/Comparison.h" line="52"/>
        <source>Max^n against paranoid search</source>
        <translation>Max^n contre recherche paranoïaque</translation>
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
            <numerusform>%n itération</numerusform>
            <numerusform>%n itérations</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DockArea</name>
    <message>
        <location filename="../../ui/window/DockArea.cpp" line="59"/>
        <source>Panels</source>
        <translation>Panneaux</translation>
    </message>
</context>
<context>
    <name>Enhancements</name>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="153"/>
        <source>depth {depth}</source>
        <translation>profondeur {depth}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="179"/>
        <source>quiescence</source>
        <translation>quiescence</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="180"/>
        <source>quiescence {plies}</source>
        <translation>quiescence {plies}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="231"/>
        <source>beam {width}</source>
        <translation>faisceau {width}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="259"/>
        <source>late move reductions</source>
        <translation>réductions des coups tardifs</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="290"/>
        <source>null move R = {plies}</source>
        <translation>coup nul R = {plies}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="319"/>
        <source>table</source>
        <translation>table</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="320"/>
        <source>table of {size}</source>
        <translation>table de {size}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="383"/>
        <source>killers</source>
        <translation>coups tueurs</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="399"/>
        <source>history</source>
        <translation>historique</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="415"/>
        <source>iterative</source>
        <translation>itératif</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="440"/>
        <source>aspiration ±{window}</source>
        <translation>aspiration ±{window}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="470"/>
        <source>limit {limit}</source>
        <translation>limite {limit}</translation>
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
    <message numerus="yes">
        <location filename="../../core/search/EnhancementWords.cpp" line="35"/>
        <source>%n positions</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementWords.cpp" line="40"/>
        <source>{time} or {nodes}</source>
        <translation>{time} ou {nodes}</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../../core/games/GameKind.h" line="63"/>
        <source>this tree</source>
        <translation>cet arbre</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="18"/>
        <source>move {move}: {problem}</source>
        <translation>coup {move}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="73"/>
        <source>&apos;{char}&apos; is not a column (write the columns played, 1 to 7, e.g. 4453)</source>
        <translation>&apos;{char}&apos; n&apos;est pas une colonne (écrivez les colonnes jouées, de 1 à 7, p. ex. 4453)</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="79"/>
        <source>the board is full after 42 moves</source>
        <translation>le plateau est plein après 42 coups</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="82"/>
        <source>the game is over: {side} connected four with move {last}</source>
        <translation>la partie est finie&#xa0;: {side} a aligné quatre pions au coup {last}</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Board.cpp" line="89"/>
        <source>column {column} is full (it holds 6 discs)</source>
        <translation>la colonne {column} est pleine (elle contient 6 pions)</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="26"/>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="27"/>
        <source>Connect Four</source>
        <translation>Puissance 4</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="31"/>
        <source>the columns played from the empty board, 1 to 7, e.g. 4453 (X in 4, O in 4, X in 5, O in 3), or &quot;&quot; (the empty board)</source>
        <translation>les colonnes jouées depuis le plateau vide, de 1 à 7, p. ex. 4453 (X en 4, O en 4, X en 5, O en 3), ou &quot;&quot; (le plateau vide)</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="37"/>
        <source>windows of four still open to the side to move minus windows open to the opponent</source>
        <translation>alignements de quatre encore ouverts au camp au trait moins ceux ouverts à l&apos;adversaire</translation>
    </message>
    <message>
        <location filename="../../core/games/connect4/Connect4Kind.cpp" line="50"/>
        <source>after {moves} moves {side} is to move, not {asked} (the players alternate, X first)</source>
        <translation>après {moves} coups, c&apos;est à {side} de jouer, pas à {asked} (les joueurs alternent, X commence)</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="20"/>
        <source>pig</source>
        <translation>pig</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="21"/>
        <source>Pig</source>
        <translation>Pig</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="25"/>
        <source>the dice game to 10: A&apos;s score, B&apos;s score and the points of the turn so far, e.g. 6,8,0 (its tree goes 6 moves and throws deep)</source>
        <translation>le jeu de dés en 10 points&#xa0;: le score de A, celui de B et les points du tour en cours, p. ex. 6,8,0 (son arbre descend de 6 coups et lancers)</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="31"/>
        <source>twice the side to move&apos;s points, plus the turn&apos;s, minus twice the opponent&apos;s</source>
        <translation>deux fois les points du camp au trait, plus ceux du tour, moins deux fois ceux de l&apos;adversaire</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="58"/>
        <source>&apos;{position}&apos; is no position of Pig: the first to reach 10 points wins there and then</source>
        <translation>&apos;{position}&apos; n&apos;est pas une position de Pig&#xa0;: le premier à atteindre 10 points gagne sur-le-champ</translation>
    </message>
    <message>
        <location filename="../../core/games/pig/PigKind.cpp" line="94"/>
        <source>&apos;{position}&apos; is not a Pig position: write A&apos;s score, B&apos;s score and the turn&apos;s points, as 6,8,0</source>
        <translation>&apos;{position}&apos; n&apos;est pas une position de Pig&#xa0;: écrivez le score de A, celui de B et les points du tour, comme 6,8,0</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="28"/>
        <source>sticks</source>
        <translation>bâtonnets</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="29"/>
        <source>Sticks</source>
        <translation>Bâtonnets</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="33"/>
        <source>the game of three players, A, B and C, who take 1, 2 or 3 sticks in turn, whoever takes the last one winning: the sticks left, up to 15, e.g. 9</source>
        <translation>le jeu à trois joueurs, A, B et C, qui prennent tour à tour 1, 2 ou 3 bâtonnets, celui qui prend le dernier gagnant&#xa0;: les bâtonnets restants, jusqu&apos;à 15, p. ex. 9</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="39"/>
        <source>nothing: a game that goes on scores 0 for everyone</source>
        <translation>rien&#xa0;: une partie qui continue vaut 0 pour chacun</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="51"/>
        <source>the side to move must be A, B or C, not &apos;{side}&apos;</source>
        <translation>le camp au trait doit être A, B ou C, pas &apos;{side}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/games/sticks/SticksKind.cpp" line="78"/>
        <source>&apos;{position}&apos; is not a Sticks position: write the sticks left, up to 15, as 9</source>
        <translation>&apos;{position}&apos; n&apos;est pas une position de Bâtonnets&#xa0;: écrivez les bâtonnets restants, jusqu&apos;à 15, comme 9</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="14"/>
        <source>X has {x} marks and O has {o}</source>
        <translation>X a {x} marques et O en a {o}</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="25"/>
        <source>a board has 9 squares but &quot;{board}&quot; has {characters} characters (write X, O or . for each square, row by row)</source>
        <translation>un plateau a 9 cases mais &quot;{board}&quot; a {characters} caractères (écrivez X, O ou . pour chaque case, ligne par ligne)</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="45"/>
        <source>square {square} is &apos;{char}&apos;: use X, O or . (empty)</source>
        <translation>la case {square} est &apos;{char}&apos;&#xa0;: utilisez X, O ou . (vide)</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="52"/>
        <source>{counts}: the players alternate, so the counts differ by at most one</source>
        <translation>{counts}&#xa0;: les joueurs alternent, les nombres diffèrent donc d&apos;un au plus</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="59"/>
        <source>both X and O have three in a row, which no game can reach</source>
        <translation>X et O ont tous deux trois en ligne, ce qu&apos;aucune partie ne peut atteindre</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="66"/>
        <source>the side to move must be X or O</source>
        <translation>le camp au trait doit être X ou O</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="70"/>
        <source>it cannot be {side}&apos;s turn: {counts}</source>
        <translation>ce ne peut pas être à {side} de jouer&#xa0;: {counts}</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeBoard.cpp" line="78"/>
        <source>{side} is to move but already has three in a row</source>
        <translation>{side} est au trait mais a déjà trois en ligne</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeKind.cpp" line="15"/>
        <source>tic-tac-toe</source>
        <translation>morpion</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeKind.cpp" line="16"/>
        <source>Tic-tac-toe</source>
        <translation>Morpion</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeKind.cpp" line="21"/>
        <source>9 of X, O and . row by row, e.g. XXOOOX... or ......... (the empty board)</source>
        <translation>9 caractères parmi X, O et . ligne par ligne, p. ex. XXOOOX... ou ......... (le plateau vide)</translation>
    </message>
    <message>
        <location filename="../../core/games/tictactoe/TicTacToeKind.cpp" line="26"/>
        <source>lines still open to the side to move minus lines open to the opponent</source>
        <translation>lignes encore ouvertes au camp au trait moins lignes ouvertes à l&apos;adversaire</translation>
    </message>
    <message>
        <location filename="../../ui/language/Translated.cpp" line="92"/>
        <source>%1 %2</source>
        <extracomment>A game&apos;s position as a tree&apos;s title: the game, then the position (&quot;Connect Four 4453&quot;).</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>LabWindow</name>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="27"/>
        <source>Configuration</source>
        <translation>Configuration</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="28"/>
        <source>Nodes</source>
        <translation>Nœuds</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="28"/>
        <source>Cut-offs</source>
        <translation>Coupures</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="29"/>
        <source>Table hits</source>
        <translation>Succès en table</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="29"/>
        <source>Re-searches</source>
        <translation>Nouvelles recherches</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="30"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="30"/>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <location filename="../../ui/language/Language.cpp" line="25"/>
        <source>System</source>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>Lessons</name>
    <message>
        <location filename="../../core/content/BuiltInLessons.cpp" line="84"/>
        <source>there is no lesson called &apos;{lesson}&apos;; the lessons are {lessons}</source>
        <translation>il n&apos;y a pas de leçon nommée &apos;{lesson}&apos;&#xa0;; les leçons sont {lessons}</translation>
    </message>
    <message>
        <location filename="../../core/content/BuiltInLessons.cpp" line="104"/>
        <source>lesson {lesson}: the run never reaches a stop</source>
        <translation>leçon {lesson}&#xa0;: l&apos;exécution n&apos;atteint jamais un arrêt</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="52"/>
        <source>Chance: expectiminimax</source>
        <translation>Hasard&#xa0;: expectiminimax</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="55"/>
        <source>AIMA&apos;s dice example. MAX moves; then a die falls at a circle, where nobody chooses: the first outcome with probability 0.9, the second 0.1. A chance node is worth each outcome&apos;s value times its probability, added up.</source>
        <translation>L&apos;exemple de dés de l&apos;AIMA. MAX joue&#xa0;; puis un dé tombe sur un cercle, où personne ne choisit&#xa0;: la première issue avec la probabilité 0,9, la seconde 0,1. Un nœud de hasard vaut la somme des valeurs de ses issues multipliées par leurs probabilités.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="60"/>
        <source>a1 is worth 0.9 × 2 + 0.1 × 3 = {value a1}: what MAX can expect after a1, though no throw gives it.</source>
        <translation>a1 vaut 0,9 × 2 + 0,1 × 3 = {value a1}&#xa0;: ce que MAX peut espérer après a1, bien qu&apos;aucun lancer ne le donne.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="64"/>
        <source>a2 is worth only {value a2}, so MAX picks a1: the root is worth {value root}. Nothing was pruned: all {visited} nodes were visited.</source>
        <translation>a2 ne vaut que {value a2}, MAX choisit donc a1&#xa0;: la racine vaut {value root}. Rien n&apos;a été élagué&#xa0;: les {visited} nœuds ont tous été visités.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="67"/>
        <source>Chance: the same order, other numbers</source>
        <translation>Hasard&#xa0;: le même ordre, d&apos;autres nombres</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="70"/>
        <source>The same tree with the leaves 2, 3, 1, 4 relabelled 20, 30, 1, 400: every leaf keeps its place in the order, so minimax would choose exactly as before.</source>
        <translation>Le même arbre avec les feuilles 2, 3, 1, 4 renommées 20, 30, 1, 400&#xa0;: chaque feuille garde sa place dans l&apos;ordre, si bien que le minimax choisirait exactement comme avant.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="74"/>
        <source>a1 is now worth 0.9 × 20 + 0.1 × 30 = {value a1}.</source>
        <translation>a1 vaut maintenant 0,9 × 20 + 0,1 × 30 = {value a1}.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="76"/>
        <source>a2 is worth {value a2} and wins: the root is worth {value root}. With chance nodes the order of the leaves is not enough: an evaluation must be a positive linear transformation of the expected utility.</source>
        <translation>a2 vaut {value a2} et l&apos;emporte&#xa0;: la racine vaut {value root}. Avec des nœuds de hasard, l&apos;ordre des feuilles ne suffit pas&#xa0;: une évaluation doit être une transformation linéaire positive de l&apos;utilité espérée.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="80"/>
        <source>Chance: Star1 prunes with bounds</source>
        <translation>Hasard&#xa0;: Star1 élague avec des bornes</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="83"/>
        <source>Star1: alpha-beta at MAX and MIN, and at a chance node bounds. Every leaf lies between the smallest, 0, and the largest, 9, so each outcome still to come adds at least its probability times 0 and at most times 9.</source>
        <translation>Star1&#xa0;: l&apos;alpha-bêta en MAX et en MIN, et des bornes en un nœud de hasard. Chaque feuille est comprise entre la plus petite, 0, et la plus grande, 9, donc chaque issue encore à venir ajoute au moins sa probabilité fois 0 et au plus fois 9.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="88"/>
        <source>a is worth {value a}: MAX is sure of that much, and b must beat it.</source>
        <translation>a vaut {value a}&#xa0;: MAX est sûr d&apos;autant, et b doit faire mieux.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="91"/>
        <source>b&apos;s first outcome gave 0. Even if the last one, probability 0.4, gave 9, b would be worth 0.4 × 9 = 3.6, below a&apos;s {value a}: Star1 cuts b without throwing again.</source>
        <translation>La première issue de b a donné 0. Même si la dernière, de probabilité 0,4, donnait 9, b vaudrait 0,4 × 9 = 3,6, moins que les {value a} de a&#xa0;: Star1 coupe b sans relancer le dé.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="95"/>
        <source>The same value as expectiminimax, {value root}, with {visited} nodes visited and {pruned} pruned.</source>
        <translation>La même valeur que l&apos;expectiminimax, {value root}, avec {visited} nœuds visités et {pruned} élagués.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="28"/>
        <source>Connect Four: the horizon</source>
        <translation>Puissance 4&#xa0;: l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="30"/>
        <source>Connect Four, X to move. Negamax alpha-beta looks four moves ahead; a position four moves down is not played out but scored by the window count: the windows of four still open to the side to move minus those open to its opponent.</source>
        <translation>Puissance 4, X au trait. Le négamax alpha-bêta regarde quatre coups en avant&#xa0;; une position quatre coups plus bas n&apos;est pas jouée jusqu&apos;au bout mais notée par le compte des alignements&#xa0;: les alignements de quatre encore ouverts au camp au trait moins ceux ouverts à son adversaire.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="35"/>
        <source>Column 4 is searched: X is sure of {alpha root} by the window count. Four moves ahead, nothing shows that 4 wins.</source>
        <translation>La colonne 4 est cherchée&#xa0;: X est sûr de {alpha root} selon le compte des alignements. À quatre coups, rien ne montre que 4 gagne.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="39"/>
        <source>The search plays 6, worth {value root} as far as four moves show. The solver, which plays every line to the end, says 6 loses (−3) and 4 wins: +8, X connects four with its 14th disc. The win lies beyond the horizon.</source>
        <translation>La recherche joue 6, qui vaut {value root} pour autant que quatre coups le montrent. Le solveur, qui joue chaque ligne jusqu&apos;au bout, dit que 6 perd (−3) et que 4 gagne&#xa0;: +8, X aligne quatre pions avec son 14e pion. La victoire se trouve au-delà de l&apos;horizon.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="43"/>
        <source>Connect Four: move order and the table</source>
        <translation>Puissance 4&#xa0;: l&apos;ordre des coups et la table</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="46"/>
        <source>The same position six moves deep, the columns tried centre first (4, 3, 5, 2, 6, 1, 7) and every position filed in a transposition table. In the columns&apos; order 1 to 7, alpha-beta enters 15,039 positions at this depth.</source>
        <translation>La même position à six coups de profondeur, les colonnes essayées le centre d&apos;abord (4, 3, 5, 2, 6, 1, 7) et chaque position rangée dans une table de transposition. Dans l&apos;ordre des colonnes de 1 à 7, l&apos;alpha-bêta visite 15&#x202f;039 positions à cette profondeur.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="51"/>
        <source>These discs were reached before in another order: the table answers the position without a search, and its subtree is drawn as known from the table.</source>
        <translation>Ces pions ont déjà été atteints dans un autre ordre&#xa0;: la table répond à la position sans recherche, et son sous-arbre est dessiné comme connu par la table.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="56"/>
        <source>{visited} positions entered and {cutoffs} cut-offs. Centre first without the table enters 1,501; the order 1 to 7, 15,039. All three find 5, worth {value root}: Compare → Enhancements of this position steps them side by side.</source>
        <translation>{visited} positions visitées et {cutoffs} coupures. Le centre d&apos;abord sans la table visite 1&#x202f;501 positions&#xa0;; l&apos;ordre de 1 à 7, 15&#x202f;039. Les trois trouvent 5, qui vaut {value root}&#xa0;: Comparer → Améliorations de cette position les déroule côte à côte.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="60"/>
        <source>Connect Four: two evaluations</source>
        <translation>Puissance 4&#xa0;: deux évaluations</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="63"/>
        <source>Four moves deep again, now with the weighted windows: an open window counts 1, 2, 4 or 8 as it holds 0, 1, 2 or 3 discs of its side, so three in a row weigh more than one disc.</source>
        <translation>De nouveau quatre coups de profondeur, maintenant avec les alignements pondérés&#xa0;: un alignement ouvert compte 1, 2, 4 ou 8 selon qu&apos;il contient 0, 1, 2 ou 3 pions de son camp, si bien que trois en ligne pèsent plus qu&apos;un pion.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="67"/>
        <source>Column 4 raises X&apos;s α to {alpha root}; no later column does better.</source>
        <translation>La colonne 4 élève l&apos;α de X à {alpha root}&#xa0;; aucune colonne suivante ne fait mieux.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="70"/>
        <source>X plays 4, worth {value root} by the weighted windows, where the window count played 6: the same search to the same depth, another evaluation, another move, and this time the solver&apos;s winning one.</source>
        <translation>X joue 4, qui vaut {value root} selon les alignements pondérés, là où le compte des alignements jouait 6&#xa0;: la même recherche à la même profondeur, une autre évaluation, un autre coup, et cette fois celui que le solveur dit gagnant.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="74"/>
        <source>Connect Four: deepening on a budget</source>
        <translation>Puissance 4&#xa0;: approfondir avec un budget</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="77"/>
        <source>Iterative deepening to depth 8 on a budget of 2,000 positions, as an engine on a clock plays: depth 1, 2, 3, … each finished depth gives an answer, and when the budget runs out the search stops where it is. A budget of positions stops at the same step every run; a time limit does the same by the clock.</source>
        <translation>Approfondissement itératif jusqu&apos;à la profondeur 8 avec un budget de 2&#x202f;000 positions, comme joue un moteur à la pendule&#xa0;: profondeur 1, 2, 3, … chaque profondeur terminée donne une réponse, et quand le budget est épuisé la recherche s&apos;arrête où elle en est. Un budget de positions s&apos;arrête à la même étape à chaque exécution&#xa0;; une limite de temps fait de même selon l&apos;horloge.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="83"/>
        <source>Depth 5 is complete: X would play 6, worth {value root}. Depth 6 starts now.</source>
        <translation>La profondeur 5 est complète&#xa0;: X jouerait 6, qui vaut {value root}. La profondeur 6 commence.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="87"/>
        <source>The 2,000 positions are used up during depth 6: it is abandoned, shown as interrupted, and what it found so far is not the answer.</source>
        <translation>Les 2&#x202f;000 positions sont épuisées pendant la profondeur 6&#xa0;: elle est abandonnée, montrée comme interrompue, et ce qu&apos;elle a trouvé jusque-là n&apos;est pas la réponse.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="91"/>
        <source>The answer is depth 5&apos;s: column 6, worth 4 (the root shows depth 6&apos;s unfinished value), a move the solver says loses. With room to finish depth 6, the search would play 5, which wins too (+4).</source>
        <translation>La réponse est celle de la profondeur 5&#xa0;: la colonne 6, qui vaut 4 (la racine montre la valeur inachevée de la profondeur 6), un coup que le solveur dit perdant. Avec le temps de finir la profondeur 6, la recherche jouerait 5, qui gagne aussi (+4).</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="95"/>
        <source>Connect Four: quiescence search</source>
        <translation>Puissance 4&#xa0;: recherche de quiescence</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="98"/>
        <source>X to move. Two moves deep, the window count alone plays 4, which the solver says loses. This run adds quiescence search: a position on the horizon that has forcing moves (a win, a block or a new threat) is not scored at once.</source>
        <translation>X au trait. À deux coups de profondeur, le compte des alignements seul joue 4, que le solveur dit perdant. Cette exécution ajoute la recherche de quiescence&#xa0;: une position sur l&apos;horizon qui a des coups forçants (une victoire, un blocage ou une nouvelle menace) n&apos;est pas notée tout de suite.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="103"/>
        <source>X played 1 and O answered 1: on the horizon, but X has forcing moves. X may stand pat on the window count, {value 1/1}, and tries only the forcing moves.</source>
        <translation>X a joué 1 et O a répondu 1&#xa0;: sur l&apos;horizon, mais X a des coups forçants. X peut s&apos;en tenir au compte des alignements, {value 1/1}, et n&apos;essaie que les coups forçants.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="107"/>
        <source>Past the horizon, X plays 2 and connects four. Every other answer of O&apos;s leaves X a four at once too: the move 1 wins by force, which two moves of search alone cannot see.</source>
        <translation>Au-delà de l&apos;horizon, X joue 2 et aligne quatre pions. Toute autre réponse de O laisse aussi à X un alignement immédiat&#xa0;: le coup 1 gagne de force, ce que deux coups de recherche seuls ne peuvent pas voir.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="111"/>
        <source>X plays 1, worth {value root}: a won game&apos;s score. {visited} positions entered, {quiescence} of them past the horizon; without quiescence, 39 positions and the losing 4.</source>
        <translation>X joue 1, qui vaut {value root}&#xa0;: le score d&apos;une partie gagnée. {visited} positions visitées, dont {quiescence} au-delà de l&apos;horizon&#xa0;; sans quiescence, 39 positions et le 4 perdant.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="114"/>
        <source>Connect Four: null moves and zugzwang</source>
        <translation>Puissance 4&#xa0;: coups nuls et zugzwang</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="117"/>
        <source>X to move, four squares left. Searched to the end, X fills column 4 and wins: O must then play into column 2, under X&apos;s winning square. This run adds null-move pruning: in the search&apos;s imagination the side to move may pass, and a position that still looks good enough after a pass is cut unsearched.</source>
        <translation>X au trait, quatre cases libres. Cherché jusqu&apos;au bout, X remplit la colonne 4 et gagne&#xa0;: O doit alors jouer dans la colonne 2, sous la case gagnante de X. Cette exécution ajoute l&apos;élagage par coup nul&#xa0;: dans l&apos;imagination de la recherche, le camp au trait peut passer, et une position qui paraît encore assez bonne après un passe est coupée sans recherche.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="123"/>
        <source>After X&apos;s 4, O has no good move: any disc in column 2 gives X the square above. That is zugzwang, where passing would be best. Passing is what null-move pruning tries: X would then have to open column 2 itself, so the pass looks good enough for O, and 4 is cut without searching O&apos;s moves.</source>
        <translation>Après le 4 de X, O n&apos;a pas de bon coup&#xa0;: tout pion dans la colonne 2 donne à X la case au-dessus. C&apos;est le zugzwang, où passer serait le mieux. Passer est ce qu&apos;essaie l&apos;élagage par coup nul&#xa0;: X devrait alors ouvrir lui-même la colonne 2, le passe paraît donc assez bon pour O, et 4 est coupé sans chercher les coups de O.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Lessons.cpp" line="129"/>
        <source>X plays 2, worth {value root}: a draw. Without null moves the search plays 4 and wins. Null moves save work where passing is a real option, and they fail in zugzwang, which the last columns of Connect Four are full of.</source>
        <translation>X joue 2, qui vaut {value root}&#xa0;: une nulle. Sans coups nuls, la recherche joue 4 et gagne. Les coups nuls économisent du travail là où passer est une vraie option, et ils échouent en zugzwang, dont les dernières colonnes de Puissance 4 sont pleines.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="31"/>
        <source>Monte Carlo tree search: the four phases</source>
        <translation>Recherche arborescente Monte-Carlo&#xa0;: les quatre phases</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="34"/>
        <source>X to move with squares 7, 8 and 9 left. Monte Carlo tree search proves nothing: it samples. Each iteration selects down the nodes it has, expands one new node, plays the game out at random from there and backs the result up. A node shows its mover&apos;s rewards over its visits.</source>
        <translation>X au trait avec les cases 7, 8 et 9 libres. La recherche arborescente Monte-Carlo ne prouve rien&#xa0;: elle échantillonne. Chaque itération descend par sélection les nœuds qu&apos;elle a, développe un nouveau nœud, joue la partie au hasard jusqu&apos;au bout à partir de là et fait remonter le résultat. Un nœud montre les récompenses de son joueur sur ses visites.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="40"/>
        <source>Expansion: the root has no node below it yet, so the first iteration adds its first move, 7. The playout starts from the new node.</source>
        <translation>Expansion&#xa0;: la racine n&apos;a encore aucun nœud en dessous, la première itération ajoute donc son premier coup, 7. La simulation part du nouveau nœud.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="44"/>
        <source>Playout: random moves from 7 to the end of the game, drawn dotted. They are not added to the tree; only the result counts, as X&apos;s reward for moving into 7: 1 for a win, ½ for a draw, 0 for a loss.</source>
        <translation>Simulation&#xa0;: des coups au hasard de 7 jusqu&apos;à la fin de la partie, dessinés en pointillés. Ils ne sont pas ajoutés à l&apos;arbre&#xa0;; seul le résultat compte, comme récompense de X pour avoir joué en 7&#xa0;: 1 pour une victoire, ½ pour une nulle, 0 pour une défaite.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="49"/>
        <source>Back-up: the reward climbs the path. Each node on it counts one more visit and adds the reward of the side that moved into it: 7 has {visits 7} visit, mean reward {mean 7}.</source>
        <translation>Rétropropagation&#xa0;: la récompense remonte le chemin. Chaque nœud du chemin compte une visite de plus et ajoute la récompense du camp qui y a joué&#xa0;: 7 a {visits 7} visite, récompense moyenne {mean 7}.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="53"/>
        <source>Selection by UCB1: a move&apos;s mean reward plus an exploration term that is larger the less the move was tried. 8&apos;s mean reward is {mean 8}, 7&apos;s {mean 7}, yet 8 has the fewest visits: its exploration term wins, and the search explores where it would otherwise exploit.</source>
        <translation>Sélection par UCB1&#xa0;: la récompense moyenne d&apos;un coup plus un terme d&apos;exploration d&apos;autant plus grand que le coup a été peu essayé. La récompense moyenne de 8 est {mean 8}, celle de 7 {mean 7}, et pourtant 8 a le moins de visites&#xa0;: son terme d&apos;exploration l&apos;emporte, et la recherche explore là où elle exploiterait sinon.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="58"/>
        <source>After {iterations} iterations 7 has {visits 7} visits, 8 {visits 8} and 9 {visits 9}. Only the block on 7 does not lose, and UCB1 sends most samples there; its mean reward, {mean 7}, is a draw&apos;s. The answer is the most visited move: 7.</source>
        <translation>Après {iterations} itérations, 7 a {visits 7} visites, 8 en a {visits 8} et 9 {visits 9}. Seul le blocage en 7 ne perd pas, et UCB1 y envoie la plupart des échantillons&#xa0;; sa récompense moyenne, {mean 7}, est celle d&apos;une nulle. La réponse est le coup le plus visité&#xa0;: 7.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="62"/>
        <source>Monte Carlo tree search: the exploration constant</source>
        <translation>Recherche arborescente Monte-Carlo&#xa0;: la constante d&apos;exploration</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="65"/>
        <source>X to move with five squares left: 8 draws, every other move loses. The exploration constant C weighs UCB1&apos;s exploration term against the mean reward; here it is 0.2, where √2 is the textbooks&apos; choice.</source>
        <translation>X au trait avec cinq cases libres&#xa0;: 8 fait nulle, tout autre coup perd. La constante d&apos;exploration C pondère le terme d&apos;exploration d&apos;UCB1 face à la récompense moyenne&#xa0;; ici elle vaut 0,2, là où √2 est le choix des manuels.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="70"/>
        <source>Each of the five moves has had one playout. 8 has a mean reward of {mean 8} and 9 of {mean 9}: one sample each, not much to judge a move by.</source>
        <translation>Chacun des cinq coups a eu une simulation. 8 a une récompense moyenne de {mean 8} et 9 de {mean 9}&#xa0;: un échantillon chacun, bien peu pour juger un coup.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="74"/>
        <source>With C = 0.2 the search exploits: 8 has {visits 8} of the {iterations} visits, and 9 only {visits 9}. The tree grew just {visited} nodes. Compare → Exploration constants of this position runs C = 0.2 beside C = 2, which spreads the samples over every move.</source>
        <translation>Avec C = 0,2 la recherche exploite&#xa0;: 8 a {visits 8} des {iterations} visites, et 9 seulement {visits 9}. L&apos;arbre n&apos;a grandi que de {visited} nœuds. Comparer → Constantes d&apos;exploration de cette position exécute C = 0,2 à côté de C = 2, qui répartit les échantillons sur tous les coups.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="78"/>
        <source>Monte Carlo tree search against alpha-beta</source>
        <translation>Recherche arborescente Monte-Carlo contre alpha-bêta</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="81"/>
        <source>The Connect Four position where negamax alpha-beta, four moves deep, plays 6 and the solver says 4 wins. Monte Carlo tree search has no evaluation and no horizon: it plays every sample out to the end of the game.</source>
        <translation>La position de Puissance 4 où le négamax alpha-bêta, à quatre coups de profondeur, joue 6 et où le solveur dit que 4 gagne. La recherche arborescente Monte-Carlo n&apos;a ni évaluation ni horizon&#xa0;: elle joue chaque échantillon jusqu&apos;à la fin de la partie.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="86"/>
        <source>After {iterations} iterations 4 has {visits 4} visits and a mean reward of {mean 4}, 6 has {visits 6} and {mean 6}. The samples already lean towards 4.</source>
        <translation>Après {iterations} itérations, 4 a {visits 4} visites et une récompense moyenne de {mean 4}, 6 en a {visits 6} et {mean 6}. Les échantillons penchent déjà vers 4.</translation>
    </message>
    <message>
        <location filename="../../core/content/mcts/MctsContent.cpp" line="91"/>
        <source>After {iterations} iterations 4 has {visits 4} visits, mean reward {mean 4}: the most visited move is the solver&apos;s winning one, which alpha-beta&apos;s horizon hid. Compare → Monte Carlo tree search against alpha-beta steps both on this position.</source>
        <translation>Après {iterations} itérations, 4 a {visits 4} visites, récompense moyenne {mean 4}&#xa0;: le coup le plus visité est celui que le solveur dit gagnant, que l&apos;horizon de l&apos;alpha-bêta cachait. Comparer → Recherche arborescente Monte-Carlo contre alpha-bêta les déroule tous deux sur cette position.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="30"/>
        <source>Sticks: a kingmaker in a real game</source>
        <translation>Bâtonnets&#xa0;: un faiseur de roi dans un vrai jeu</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="33"/>
        <source>A, B and C take 1, 2 or 3 sticks in turn; whoever takes the last stick wins and scores 1, the others 0. Five sticks are left and A moves: player 1 on the tree, B player 2, C player 3.</source>
        <translation>A, B et C prennent tour à tour 1, 2 ou 3 bâtonnets&#xa0;; celui qui prend le dernier bâtonnet gagne et marque 1, les autres 0. Il reste cinq bâtonnets et A joue&#xa0;: joueur 1 sur l&apos;arbre, B joueur 2, C joueur 3.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="37"/>
        <source>Taking 1 leaves four sticks to B, who cannot win: whatever B takes, C takes the rest. So 1 is worth {value 1}: C wins.</source>
        <translation>En prendre 1 laisse quatre bâtonnets à B, qui ne peut pas gagner&#xa0;: quoi que B prenne, C prend le reste. Donc 1 vaut {value 1}&#xa0;: C gagne.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="41"/>
        <source>Taking 2 leaves three sticks, and B takes them all: {value 2}. Taking 3 leaves two, and B wins the same way.</source>
        <translation>En prendre 2 en laisse trois, et B les prend tous&#xa0;: {value 2}. En prendre 3 en laisse deux, et B gagne de la même façon.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="45"/>
        <source>Every move gives A 0: A cannot win, yet decides whether B or C does, a kingmaker. Max^n takes the first of the equal moves, 1, for {value root}. Which way A should break the tie depends on the players, which no search knows.</source>
        <translation>Chaque coup donne 0 à A&#xa0;: A ne peut pas gagner, et pourtant il décide si c&apos;est B ou C qui gagne, un faiseur de roi. Max^n prend le premier des coups égaux, 1, pour {value root}. La façon dont A devrait départager dépend des joueurs, ce qu&apos;aucune recherche ne sait.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="36"/>
        <source>X blocks O&apos;s win</source>
        <translation>X bloque la victoire de O</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="39"/>
        <source>Tic-tac-toe with X to move and squares 7, 8 and 9 left. O holds 3 and 5 and threatens the diagonal at 7.</source>
        <translation>Morpion avec X au trait et les cases 7, 8 et 9 libres. O tient 3 et 5 et menace la diagonale en 7.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="43"/>
        <source>X blocks at 7 and the game ends in a draw: square 7 is worth {value 7}, and MAX is now sure of {alpha root}.</source>
        <translation>X bloque en 7 et la partie finit nulle&#xa0;: la case 7 vaut {value 7}, et MAX est désormais sûr de {alpha root}.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="47"/>
        <source>After 8, O&apos;s reply 7 wins, worth {value 8/7}, below the {alpha 8} X already has: α = {alpha 8} ≥ β = {beta 8}, so O&apos;s other reply is never looked at.</source>
        <translation>Après 8, la réponse 7 de O gagne, valant {value 8/7}, sous les {alpha 8} que X a déjà&#xa0;: α = {alpha 8} ≥ β = {beta 8}, donc l&apos;autre réponse de O n&apos;est jamais examinée.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="51"/>
        <source>X&apos;s best move is the block at 7, worth {value root}: a draw. {cutoffs} cut-offs spared {pruned} positions.</source>
        <translation>Le meilleur coup de X est le blocage en 7, qui vaut {value root}&#xa0;: une nulle. {cutoffs} coupures ont épargné {pruned} positions.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="54"/>
        <source>Transpositions in tic-tac-toe</source>
        <translation>Transpositions au morpion</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="57"/>
        <source>X to move with five squares left. Two moves by each side in another order lead to the same board, and the table files boards, not paths.</source>
        <translation>X au trait avec cinq cases libres. Deux coups de chaque camp dans un autre ordre mènent au même plateau, et la table range des plateaux, pas des chemins.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="61"/>
        <source>This board was reached before by another move order: the table answers it without a search. Its subtree is drawn as known from the table.</source>
        <translation>Ce plateau a déjà été atteint par un autre ordre de coups&#xa0;: la table y répond sans recherche. Son sous-arbre est dessiné comme connu par la table.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="66"/>
        <source>The value, {value root}, is the same; the search entered {visited} positions instead of 101.</source>
        <translation>La valeur, {value root}, est la même&#xa0;; la recherche a visité {visited} positions au lieu de 101.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="29"/>
        <source>Plain minimax</source>
        <translation>Minimax simple</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="31"/>
        <source>Minimax on the mixed-order tree. MAX moves at the root, MIN one level down, and every leaf gets read. Watch each value climb its edge to the parent.</source>
        <translation>Minimax sur l&apos;arbre à ordre mélangé. MAX joue à la racine, MIN un niveau plus bas, et chaque feuille est lue. Observez chaque valeur remonter son arête vers le parent.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="35"/>
        <source>A is finished: MIN takes the least of its moves, so A is worth {value A}. So far {visited} nodes visited and {leaves} leaves read.</source>
        <translation>A est terminé&#xa0;: MIN prend le plus petit de ses coups, donc A vaut {value A}. Jusqu&apos;ici {visited} nœuds visités et {leaves} feuilles lues.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="39"/>
        <source>B returns {value B}, less than A&apos;s {value A}, so MAX will not choose B. Plain minimax still read every leaf below it to find that out.</source>
        <translation>B renvoie {value B}, moins que les {value A} de A, donc MAX ne choisira pas B. Le minimax simple a tout de même lu chaque feuille en dessous pour le découvrir.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="43"/>
        <source>The root is worth {value root}. Minimax visited {visited} nodes and read {leaves} leaves: all of them. Alpha-beta finds the same value with less work.</source>
        <translation>La racine vaut {value root}. Le minimax a visité {visited} nœuds et lu {leaves} feuilles&#xa0;: toutes. L&apos;alpha-bêta trouve la même valeur avec moins de travail.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="46"/>
        <source>Alpha-beta on the same tree</source>
        <translation>Alpha-bêta sur le même arbre</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="49"/>
        <source>The same tree with alpha-beta. Each node carries a window: α, the least MAX is already sure of, and β, the most MIN will allow.</source>
        <translation>Le même arbre avec l&apos;alpha-bêta. Chaque nœud porte une fenêtre&#xa0;: α, le minimum dont MAX est déjà sûr, et β, le maximum que MIN concédera.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="53"/>
        <source>A returned {value A}, so MAX is sure of at least that much: the root&apos;s α rises to {alpha root}, and every later move is searched with that window.</source>
        <translation>A a renvoyé {value A}, MAX est donc sûr d&apos;au moins autant&#xa0;: l&apos;α de la racine monte à {alpha root}, et chaque coup suivant est cherché avec cette fenêtre.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="57"/>
        <source>Once MAX can get {alpha B} from A, a MIN node that can already hold MAX to {beta B} needs no more looking at: α = {alpha B} ≥ β = {beta B}. B&apos;s other moves are skipped.</source>
        <translation>Dès que MAX peut obtenir {alpha B} par A, un nœud MIN qui peut déjà tenir MAX à {beta B} ne mérite plus d&apos;examen&#xa0;: α = {alpha B} ≥ β = {beta B}. Les autres coups de B sont sautés.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="62"/>
        <source>The same test one level down, roles turned: C/2 already gives MAX {alpha C/2}, more than the {beta C/2} MIN can hold C to, so C/2 stops after its first move.</source>
        <translation>Le même test un niveau plus bas, rôles inversés&#xa0;: C/2 donne déjà {alpha C/2} à MAX, plus que les {beta C/2} auxquels MIN peut tenir C, donc C/2 s&apos;arrête après son premier coup.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="66"/>
        <source>The same value as minimax, {value root}, with {visited} nodes visited, {pruned} pruned and {cutoffs} cut-offs.</source>
        <translation>La même valeur que le minimax, {value root}, avec {visited} nœuds visités, {pruned} élagués et {cutoffs} coupures.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="69"/>
        <source>Best move first</source>
        <translation>Meilleur coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="72"/>
        <source>The mixed game again, its moves reordered so that the best one comes first at every node. Good bounds arrive early.</source>
        <translation>Encore le jeu mélangé, ses coups réordonnés pour que le meilleur vienne en premier à chaque nœud. Les bonnes bornes arrivent tôt.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="76"/>
        <source>C, the best move, is searched first. Inside it, C/2&apos;s first move already gives MAX {alpha C/2}, more than the {beta C/2} MIN holds C to: cut off.</source>
        <translation>C, le meilleur coup, est cherché en premier. À l&apos;intérieur, le premier coup de C/2 donne déjà {alpha C/2} à MAX, plus que les {beta C/2} auxquels MIN tient C&#xa0;: coupure.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="80"/>
        <source>With the best move known, each other root move is refuted by its first reply: at A, α = {alpha A} ≥ β = {beta A}.</source>
        <translation>Le meilleur coup étant connu, chaque autre coup de la racine est réfuté par sa première réponse&#xa0;: en A, α = {alpha A} ≥ β = {beta A}.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="84"/>
        <source>{visited} nodes visited, {pruned} pruned, {cutoffs} cut-offs: close to the least any ordering allows, Knuth and Moore&apos;s minimal tree.</source>
        <translation>{visited} nœuds visités, {pruned} élagués, {cutoffs} coupures&#xa0;: près du minimum que permet un ordre, l&apos;arbre minimal de Knuth et Moore.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="87"/>
        <source>Worst move first</source>
        <translation>Pire coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="90"/>
        <source>Now the worst move first at every node: each bound arrives too late to prune anything.</source>
        <translation>Maintenant le pire coup d&apos;abord à chaque nœud&#xa0;: chaque borne arrive trop tard pour élaguer quoi que ce soit.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="94"/>
        <source>B, the worst move, returns {value B}: MAX is sure of only {alpha root}, too little to rule anything out under the moves still to come.</source>
        <translation>B, le pire coup, renvoie {value B}&#xa0;: MAX n&apos;est sûr que de {alpha root}, trop peu pour écarter quoi que ce soit sous les coups encore à venir.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="98"/>
        <source>No cut-offs at all: {visited} nodes visited, {pruned} pruned, {leaves} leaves read, as many as plain minimax. Order decides what alpha-beta saves.</source>
        <translation>Aucune coupure&#xa0;: {visited} nœuds visités, {pruned} élagués, {leaves} feuilles lues, autant que le minimax simple. L&apos;ordre décide de ce que l&apos;alpha-bêta économise.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="101"/>
        <source>Fail-soft against fail-hard</source>
        <translation>Fail-soft contre fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="104"/>
        <source>Fail-hard alpha-beta never returns a value outside the window it was given; fail-soft returns the best value it saw. Same tree, same cut-offs: watch B.</source>
        <translation>L&apos;alpha-bêta fail-hard ne renvoie jamais de valeur hors de la fenêtre reçue&#xa0;; le fail-soft renvoie la meilleure valeur vue. Même arbre, mêmes coupures&#xa0;: observez B.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="108"/>
        <source>Cut-off at B: α = {alpha B} ≥ β = {beta B}. B&apos;s value is clamped to its window, so it can never show less than α.</source>
        <translation>Coupure en B&#xa0;: α = {alpha B} ≥ β = {beta B}. La valeur de B est bornée à sa fenêtre, elle ne peut donc jamais montrer moins que α.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="112"/>
        <source>Fail-hard, B returns {value B}, the bound α: its true value may be lower, and fail-soft would return the lower value it saw, a tighter bound.</source>
        <translation>En fail-hard, B renvoie {value B}, la borne α&#xa0;: sa vraie valeur peut être plus basse, et le fail-soft renverrait la valeur plus basse qu&apos;il a vue, une borne plus serrée.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="116"/>
        <source>Either way the root is worth {value root}: a clamped value only ever sits on the side of the window that does not change the choice.</source>
        <translation>Dans les deux cas la racine vaut {value root}&#xa0;: une valeur bornée ne se trouve jamais que du côté de la fenêtre qui ne change pas le choix.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="119"/>
        <source>Negamax</source>
        <translation>Négamax</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="121"/>
        <source>Negamax scores every node for the side to move there, so one rule serves MAX and MIN alike: take the largest of the children&apos;s negated values.</source>
        <translation>Le négamax note chaque nœud pour le camp qui y est au trait, si bien qu&apos;une seule règle sert MAX et MIN&#xa0;: prendre la plus grande des valeurs opposées des enfants.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="125"/>
        <source>A is MIN&apos;s node, scored for MIN: its best is {value A}, the negation of its least leaf. The root receives −({value A}).</source>
        <translation>A est un nœud de MIN, noté pour MIN&#xa0;: son meilleur est {value A}, l&apos;opposé de sa plus petite feuille. La racine reçoit −({value A}).</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="129"/>
        <source>The root is worth {value root}, as minimax says. Each MIN node shows its value from MIN&apos;s side, which is why B and C show {value B} and {value C}.</source>
        <translation>La racine vaut {value root}, comme le dit le minimax. Chaque nœud MIN montre sa valeur du point de vue de MIN, c&apos;est pourquoi B et C montrent {value B} et {value C}.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="132"/>
        <source>The transposition table</source>
        <translation>La table de transposition</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="135"/>
        <source>Alpha-beta with a transposition table: each position is looked up before its moves are searched, and filed when it returns, with its value, how deep it was searched, and whether the value is exact or only a bound.</source>
        <translation>Alpha-bêta avec une table de transposition&#xa0;: chaque position est consultée avant que ses coups soient cherchés, et rangée à son retour, avec sa valeur, la profondeur de sa recherche et si la valeur est exacte ou seulement une borne.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="140"/>
        <source>A1 is filed: exactly {value A/A1}, searched one move deep. C1, further on, is the same position.</source>
        <translation>A1 est rangé&#xa0;: exactement {value A/A1}, cherché à un coup de profondeur. C1, plus loin, est la même position.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="144"/>
        <source>B1 is the position A2 was. A2 was cut off, so the table holds only a lower bound, at least {value A/A2}; it raises B1&apos;s α before a move is searched.</source>
        <translation>B1 est la position qu&apos;était A2. A2 a été coupé, la table n&apos;en garde donc qu&apos;une borne inférieure, au moins {value A/A2}&#xa0;; elle relève l&apos;α de B1 avant qu&apos;un coup soit cherché.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="148"/>
        <source>C1 is A1 again: the table answers it exactly, {value C/C1}, and not one of its leaves is read. Its moves are drawn as known from the table.</source>
        <translation>C1 est de nouveau A1&#xa0;: la table y répond exactement, {value C/C1}, et aucune de ses feuilles n&apos;est lue. Ses coups sont dessinés comme connus par la table.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="152"/>
        <source>The root is worth {value root}, as without the table, with {leaves} leaves read instead of 9 and {visited} positions entered.</source>
        <translation>La racine vaut {value root}, comme sans la table, avec {leaves} feuilles lues au lieu de 9 et {visited} positions visitées.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="155"/>
        <source>The horizon</source>
        <translation>L&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="158"/>
        <source>A depth limit of 2: positions two moves down are not searched but scored by their static evaluation, the number in brackets in the tree text. Below the horizon nothing is seen.</source>
        <translation>Une limite de profondeur de 2&#xa0;: les positions deux coups plus bas ne sont pas cherchées mais notées par leur évaluation statique, le nombre entre crochets dans le texte de l&apos;arbre. Sous l&apos;horizon, rien n&apos;est vu.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="162"/>
        <source>A1 lies on the horizon: its evaluation, {value A/A1}, stands in for the search below it.</source>
        <translation>A1 est sur l&apos;horizon&#xa0;: son évaluation, {value A/A1}, tient lieu de la recherche en dessous.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="165"/>
        <source>B is worth {value B} by the evaluations, more than A&apos;s {value A}: B looks like the move.</source>
        <translation>B vaut {value B} selon les évaluations, plus que les {value A} de A&#xa0;: B semble le bon coup.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="168"/>
        <source>MAX picks B, worth {value root} as far as the search sees. Searched to the leaves, A is worth 5 and B only 2: the refutation of B lay beyond the horizon.</source>
        <translation>MAX choisit B, qui vaut {value root} pour autant que la recherche le voie. Cherché jusqu&apos;aux feuilles, A vaut 5 et B seulement 2&#xa0;: la réfutation de B se trouvait au-delà de l&apos;horizon.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="171"/>
        <source>Principal variation search</source>
        <translation>Recherche à variation principale</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="174"/>
        <source>Principal variation search: the first move at each node gets the full window, every other move a null window, α to α + 1, only to prove it no better than the first.</source>
        <translation>Recherche à variation principale&#xa0;: le premier coup de chaque nœud reçoit la fenêtre complète, chaque autre coup une fenêtre nulle, de α à α + 1, pour seulement prouver qu&apos;il n&apos;est pas meilleur que le premier.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="178"/>
        <source>↻ A null window failed: this move is better than the first, so the proof failed and it is searched again with the full window to learn its value.</source>
        <translation>↻ Une fenêtre nulle a échoué&#xa0;: ce coup est meilleur que le premier, la preuve a donc échoué et il est cherché de nouveau avec la fenêtre complète pour connaître sa valeur.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="182"/>
        <source>The same {value root}, with {visited} positions entered, re-searches included. With the best move first (the best-first tree) no null window fails.</source>
        <translation>La même valeur {value root}, avec {visited} positions visitées, nouvelles recherches comprises. Avec le meilleur coup d&apos;abord (l&apos;arbre du meilleur d&apos;abord), aucune fenêtre nulle n&apos;échoue.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="185"/>
        <source>An aspiration window</source>
        <translation>Une fenêtre d&apos;aspiration</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="191"/>
        <source>Iterative deepening searches to depth 1, then to depth 2. From depth 2 on, each search starts with a narrow window around the last score: the aspiration window.</source>
        <translation>L&apos;approfondissement itératif cherche à la profondeur 1, puis à la profondeur 2. Dès la profondeur 2, chaque recherche commence avec une fenêtre étroite autour du dernier score&#xa0;: la fenêtre d&apos;aspiration.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="195"/>
        <source>Depth 1 scored the root {value root} by the evaluations. Depth 2 will start with a window of 1 either side of that score: narrow windows prune more, if the score stays inside.</source>
        <translation>La profondeur 1 a estimé la racine à {value root} selon les évaluations. La profondeur 2 commencera avec une fenêtre de 1 de part et d&apos;autre de ce score&#xa0;: les fenêtres étroites élaguent davantage, si le score reste dedans.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="201"/>
        <source>A is worth {value A}, above the window: the root fails high, which only proves it is worth at least {value root}. Next it is searched again with the full window.</source>
        <translation>A vaut {value A}, au-dessus de la fenêtre&#xa0;: la racine échoue par le haut, ce qui prouve seulement qu&apos;elle vaut au moins {value root}. Ensuite elle est cherchée de nouveau avec la fenêtre complète.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="206"/>
        <source>The root is worth {value root} through A. A good guess saves work; this one cost a re-search.</source>
        <translation>La racine vaut {value root} par A. Une bonne estimation économise du travail&#xa0;; celle-ci a coûté une nouvelle recherche.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="209"/>
        <source>A beam: forward pruning</source>
        <translation>Un faisceau&#xa0;: l&apos;élagage en avant</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="214"/>
        <source>A beam of two: at each position above the horizon only the two moves whose positions look best by their static evaluation, the number in brackets, are searched. The others are dropped without a look.</source>
        <translation>Un faisceau de deux&#xa0;: à chaque position au-dessus de l&apos;horizon, seuls les deux coups dont les positions semblent les meilleures selon leur évaluation statique, le nombre entre crochets, sont cherchés. Les autres sont écartés sans un regard.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="219"/>
        <source>A looks worst to MAX, 1 by its evaluation, and is dropped. Unlike a cut-off, nothing has proved A worse than the moves kept: the beam guesses.</source>
        <translation>A semble le pire pour MAX, 1 selon son évaluation, et est écarté. Contrairement à une coupure, rien n&apos;a prouvé que A était pire que les coups gardés&#xa0;: le faisceau devine.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="223"/>
        <source>MAX plays C, worth {value root}. Searched in full, A is worth 7: the quiet winning move was the one dropped. Forward pruning saves work, and it can be wrong.</source>
        <translation>MAX joue C, qui vaut {value root}. Cherché entièrement, A vaut 7&#xa0;: le coup tranquille gagnant était celui qui a été écarté. L&apos;élagage en avant économise du travail, et il peut se tromper.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="226"/>
        <source>Late move reductions</source>
        <translation>Réductions des coups tardifs</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="231"/>
        <source>Late move reductions: the first three moves of a position are searched in full. Each later move is searched a move shallower, with a null window, only to show that it is no better than the best so far; one that is better is searched again in full.</source>
        <translation>Réductions des coups tardifs&#xa0;: les trois premiers coups d&apos;une position sont cherchés entièrement. Chaque coup suivant est cherché un coup moins profond, avec une fenêtre nulle, seulement pour montrer qu&apos;il n&apos;est pas meilleur que le meilleur jusqu&apos;ici&#xa0;; celui qui est meilleur est cherché de nouveau entièrement.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="236"/>
        <source>D is MAX&apos;s fourth move, a late one. It is searched a move shallower, so its evaluation will stand for it, with a null window at the best so far, {value root}.</source>
        <translation>D est le quatrième coup de MAX, un coup tardif. Il est cherché un coup moins profond, si bien que son évaluation tiendra lieu de recherche, avec une fenêtre nulle au meilleur jusqu&apos;ici, {value root}.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="240"/>
        <source>The reduced search says D may beat {value root}: the guess could be wrong, so D is searched again at full depth.</source>
        <translation>La recherche réduite dit que D pourrait battre {value root}&#xa0;: l&apos;estimation pourrait être fausse, D est donc cherché de nouveau à pleine profondeur.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="244"/>
        <source>E is late too, searched a move shallower. Its evaluation, {value E}, is no better than {value root}, so E is not searched again: what lies below it is never seen.</source>
        <translation>E est tardif aussi, cherché un coup moins profond. Son évaluation, {value E}, n&apos;est pas meilleure que {value root}, E n&apos;est donc pas cherché de nouveau&#xa0;: ce qui se trouve en dessous n&apos;est jamais vu.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="248"/>
        <source>MAX plays D, worth {value root}. Searched in full, E is worth 8: the reduction missed the win. Reductions save work when the best moves come first, and they can be wrong.</source>
        <translation>MAX joue D, qui vaut {value root}. Cherché entièrement, E vaut 8&#xa0;: la réduction a manqué la victoire. Les réductions économisent du travail quand les meilleurs coups viennent en premier, et elles peuvent se tromper.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="251"/>
        <source>Three players: the kingmaker</source>
        <translation>Trois joueurs&#xa0;: le faiseur de roi</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="254"/>
        <source>Three players take turns: player 1 at the root, player 2 at A and B. Each leaf scores every player, player 1&apos;s score first. Max^n assumes each player takes the move that gives itself the most.</source>
        <translation>Trois joueurs jouent à tour de rôle&#xa0;: le joueur 1 à la racine, le joueur 2 en A et en B. Chaque feuille note chaque joueur, le score du joueur 1 en premier. Max^n suppose que chaque joueur choisit le coup qui lui donne le plus.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="259"/>
        <source>At A player 2 gets 5 either way: it cannot gain, yet it decides who does. Taking the first move, {value A}, it hands player 1 the 4 and player 3 the 1. A player who settles another&apos;s fate is a kingmaker.</source>
        <translation>En A, le joueur 2 obtient 5 dans les deux cas&#xa0;: il ne peut rien gagner, et pourtant il décide qui gagne. En prenant le premier coup, {value A}, il donne 4 au joueur 1 et 1 au joueur 3. Un joueur qui décide du sort d&apos;un autre est un faiseur de roi.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="264"/>
        <source>At B player 2 takes {value B}, 4 for itself, which leaves player 1 with 3.</source>
        <translation>En B, le joueur 2 prend {value B}, 4 pour lui-même, ce qui laisse 3 au joueur 1.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="267"/>
        <source>Player 1 plays A for {value root}, trusting player 2 to break its tie the first way. Paranoid search assumes players 2 and 3 both play against player 1: it fears the 1 at A and plays B, sure of 3. Choose Paranoid in the Search box to see it.</source>
        <translation>Le joueur 1 joue A pour {value root}, comptant sur le joueur 2 pour départager son égalité par le premier coup. La recherche paranoïaque suppose que les joueurs 2 et 3 jouent tous deux contre le joueur 1&#xa0;: elle craint le 1 en A et joue B, sûre de 3. Choisissez Paranoïaque dans la zone Recherche pour le voir.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="271"/>
        <source>Three players: shallow pruning</source>
        <translation>Trois joueurs&#xa0;: l&apos;élagage superficiel</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="274"/>
        <source>Every leaf&apos;s scores add up to 10 and none is negative. What one player gains, the others cannot have: max^n can cut a node without searching all of it.</source>
        <translation>Les scores de chaque feuille font 10 au total et aucun n&apos;est négatif. Ce qu&apos;un joueur gagne, les autres ne peuvent l&apos;avoir&#xa0;: max^n peut couper un nœud sans le chercher entièrement.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="278"/>
        <source>A gives player 1 6. Another move must give player 1 more than 6 to be chosen instead.</source>
        <translation>A donne 6 au joueur 1. Un autre coup doit donner plus de 6 au joueur 1 pour être choisi à sa place.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="281"/>
        <source>At B player 2&apos;s first move gives it 7, and player 2 only takes more. Player 1 can then get at most 10 − 7 = 3 from B, less than 6: B&apos;s other moves are cut off, although B/2 would give player 1 9. Player 2 would never play it.</source>
        <translation>En B, le premier coup du joueur 2 lui donne 7, et le joueur 2 ne prend que davantage. Le joueur 1 peut alors obtenir au plus 10 − 7 = 3 de B, moins que 6&#xa0;: les autres coups de B sont coupés, bien que B/2 donnerait 9 au joueur 1. Le joueur 2 ne le jouerait jamais.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreeLessons.cpp" line="286"/>
        <source>At C player 2 has only 2, which leaves player 1 up to 8: nothing is cut there. Player 1 plays A for {value root}; max^n entered {visited} nodes and pruned {pruned}.</source>
        <translation>En C, le joueur 2 n&apos;a que 2, ce qui laisse jusqu&apos;à 8 au joueur 1&#xa0;: rien n&apos;y est coupé. Le joueur 1 joue A pour {value root}&#xa0;; max^n a visité {visited} nœuds et en a élagué {pruned}.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="51"/>
        <source>a game is five fields a line, a tab between them: the opening, its side to move, the moves, the result and the engine that moved first</source>
        <translation>une partie, c&apos;est cinq champs par ligne, séparés par une tabulation&#xa0;: l&apos;ouverture, son camp au trait, les coups, le résultat et le moteur qui a joué en premier</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="55"/>
        <source>the side to move is one letter</source>
        <translation>le camp au trait est une lettre</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="68"/>
        <source>{move} is no move there</source>
        <translation>{move} n&apos;y est pas un coup</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="74"/>
        <source>the moves do not end the game</source>
        <translation>les coups ne terminent pas la partie</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="79"/>
        <source>the moves come to {result}, not {written}</source>
        <translation>les coups mènent à {result}, pas à {written}</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="84"/>
        <source>the engine that moved first is one the file names, by its number</source>
        <translation>le moteur qui a joué en premier est l&apos;un de ceux que le fichier nomme, par son numéro</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="139"/>
        <source>{game} is no game&apos;s option</source>
        <translation>{game} n&apos;est l&apos;option d&apos;aucun jeu</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="148"/>
        <source>the engines are numbered from 1 in order, as # engine 1: NAME</source>
        <translation>les moteurs sont numérotés à partir de 1 dans l&apos;ordre, sous la forme # engine 1: NOM</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="157"/>
        <source>no &apos;# game: OPTION&apos; line and &apos;# engine&apos; lines before the first game: not a games file of a match</source>
        <translation>pas de ligne &apos;# game: OPTION&apos; ni de lignes &apos;# engine&apos; avant la première partie&#xa0;: ce n&apos;est pas un fichier de parties d&apos;un match</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="163"/>
        <source>the games of a round robin: the window opens the games of a match of two engines</source>
        <translation>les parties d&apos;un tournoi toutes rondes&#xa0;: la fenêtre ouvre les parties d&apos;un match entre deux moteurs</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="173"/>
        <source>the games come in pairs, one opening each, engine 1 moving first in the first</source>
        <translation>les parties vont par paires, une ouverture chacune, le moteur 1 jouant en premier dans la première</translation>
    </message>
    <message>
        <location filename="../../core/match/GamesFile.cpp" line="180"/>
        <source>no whole pair of games: a games file holds each opening&apos;s two games</source>
        <translation>aucune paire complète&#xa0;: un fichier de parties contient les deux parties de chaque ouverture</translation>
    </message>
    <message>
        <location filename="../../core/match/Openings.cpp" line="45"/>
        <source>{game} is over within {plies} random moves nearly every time: open with fewer moves</source>
        <translation>{game} se termine presque toujours en {plies} coups au hasard&#xa0;: ouvrez avec moins de coups</translation>
    </message>
    <message>
        <location filename="../../core/match/Openings.cpp" line="70"/>
        <source>the game is over there: an opening must leave moves to play</source>
        <translation>la partie y est finie&#xa0;: une ouverture doit laisser des coups à jouer</translation>
    </message>
    <message>
        <location filename="../../core/match/Openings.cpp" line="77"/>
        <source>no opening: write one position a line</source>
        <translation>aucune ouverture&#xa0;: écrivez une position par ligne</translation>
    </message>
</context>
<context>
    <name>MatchPresets</name>
    <message>
        <location filename="../../ui/match/MatchPresets.cpp" line="42"/>
        <source>Depth against evaluation: depth 6 counting open windows, or depth 4 weighing them?</source>
        <translation>Profondeur contre évaluation&#xa0;: profondeur 6 en comptant les alignements ouverts, ou profondeur 4 en les pondérant&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchPresets.cpp" line="45"/>
        <source>Ordering at a fixed time: does centre-first ordering win games at 20 ms a move?</source>
        <translation>Ordre à temps fixe&#xa0;: l&apos;ordre centre d&apos;abord gagne-t-il des parties à 20 ms par coup&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchPresets.cpp" line="48"/>
        <source>Samples: Monte Carlo with 5,000 iterations against 500</source>
        <translation>Échantillons&#xa0;: Monte-Carlo avec 5&#x202f;000 itérations contre 500</translation>
    </message>
</context>
<context>
    <name>MoveVerdict</name>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="12"/>
        <source>win
in %1</source>
        <translation>victoire
en %1</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="14"/>
        <source>loss
in %1</source>
        <translation>défaite
en %1</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="17"/>
        <source>draw</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="23"/>
        <source>W
%1</source>
        <translation>V
%1</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="24"/>
        <source>L
%1</source>
        <translation>D
%1</translation>
    </message>
    <message>
        <location filename="../../ui/play/VerdictNotes.cpp" line="27"/>
        <source>D</source>
        <translation>N</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="30"/>
        <source>miss</source>
        <translation>absent</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="31"/>
        <source>too-shallow</source>
        <translation>trop peu profond</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="32"/>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="33"/>
        <source>raises-alpha</source>
        <translation>élève α</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="34"/>
        <source>lowers-beta</source>
        <translation>abaisse β</translation>
    </message>
    <message>
        <location filename="../../core/search/EventWords.cpp" line="35"/>
        <source>cutoff</source>
        <translation>coupure</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="45"/>
        <source>the beam dropped {move} unsearched</source>
        <translation>le faisceau a écarté {move} sans recherche</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="47"/>
        <source>{move} was searched a move shallower and never again in full</source>
        <translation>{move} a été cherché un coup moins profond et jamais plus entièrement</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="50"/>
        <source>after {move} a pass looked good enough for the opponent, and a null move cut it</source>
        <translation>après {move}, un passe semblait assez bon pour l&apos;adversaire, et un coup nul l&apos;a coupé</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="53"/>
        <source>a guess below {move} made it worth {guessed} instead of {exact}</source>
        <translation>une supposition sous {move} lui a donné la valeur {guessed} au lieu de {exact}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="84"/>
        <source>With {guesses} the search found no move to guess at here (no position had moves to leave out, late moves to reduce or a pass to try), so it searched exactly as the exact search.</source>
        <translation>Avec {guesses}, la recherche n&apos;a trouvé ici aucun coup sur lequel deviner (aucune position n&apos;avait de coups à laisser de côté, de coups tardifs à réduire ni de passe à essayer), elle a donc cherché exactement comme la recherche exacte.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="90"/>
        <source>With {guesses} the search plays {move} for {value}, as the exact search does, entering {nodes} against {exact}: here the guess lost nothing.</source>
        <translation>Avec {guesses}, la recherche joue {move} pour {value}, comme la recherche exacte, en visitant {nodes} contre {exact}&#xa0;: ici la supposition n&apos;a rien coûté.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="100"/>
        <source>The exact search plays {exactMove} for {exactValue}; with {guesses} the search plays {move} for {value}.</source>
        <translation>La recherche exacte joue {exactMove} pour {exactValue}&#xa0;; avec {guesses}, la recherche joue {move} pour {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/ForwardPruning.cpp" line="113"/>
        <source>{answers} What was missed: {fate}.</source>
        <translation>{answers} Ce qui a été manqué&#xa0;: {fate}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="37"/>
        <source>The root</source>
        <translation>La racine</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="38"/>
        <source>the root</source>
        <translation>la racine</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="65"/>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="191"/>
        <source>root</source>
        <translation>racine</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="71"/>
        <source>enter {node}</source>
        <translation>entrer à {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="72"/>
        <source>enter {node}  (α {a}, β {b})</source>
        <translation>entrer à {node}  (α {a}, β {b})</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="76"/>
        <source>leaf {node} = {a}</source>
        <translation>feuille {node} = {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="80"/>
        <source>{node}: v = {b}</source>
        <extracomment>A step list&apos;s line: a node&apos;s value v, set for the first time.</extracomment>
        <translation>{node}&#xa0;: v = {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="82"/>
        <source>{node}: v {a} → {b}</source>
        <translation>{node}&#xa0;: v {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="86"/>
        <source>{node}: α {a} → {b}</source>
        <extracomment>A step list&apos;s line: α at a node changes from {a} to {b}.</extracomment>
        <translation>{node}&#xa0;: α {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="90"/>
        <source>{node}: β {a} → {b}</source>
        <extracomment>A step list&apos;s line: β at a node changes from {a} to {b}.</extracomment>
        <translation>{node}&#xa0;: β {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="93"/>
        <source>✂ cut-off at {node}, {pruned} pruned</source>
        <translation>✂ {node}&#xa0;: coupure, {pruned} épargnés</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="96"/>
        <source>{node} returns {a}</source>
        <translation>{node} renvoie {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="98"/>
        <source>iteration {depth}</source>
        <translation>itération {depth}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="101"/>
        <source>horizon {node} = {a}</source>
        <translation>horizon {node} = {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="103"/>
        <source>{node} dropped by the beam ({a})</source>
        <translation>{node} écarté par le faisceau ({a})</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="107"/>
        <source>{node} passes: {a}, cut</source>
        <translation>{node} passe&#xa0;: {a}, coupé</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="108"/>
        <source>{node} passes: {a}, no cut</source>
        <translation>{node} passe&#xa0;: {a}, pas de coupure</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="112"/>
        <source>{node} reduced to depth {a}</source>
        <translation>{node} réduit à la profondeur {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="116"/>
        <source>{node} stands pat: v {a} → {b}</source>
        <translation>{node} s&apos;en tient à l&apos;évaluation&#xa0;: v {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="119"/>
        <source>table {node}: {outcome}</source>
        <translation>table {node}&#xa0;: {outcome}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="124"/>
        <source>store {node} {sign} {a}</source>
        <translation>ranger {node} {sign} {a}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="129"/>
        <source>order at {node}</source>
        <translation>ordonner à {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="130"/>
        <source>↻ search {node} again</source>
        <translation>↻ chercher de nouveau {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="132"/>
        <source>{node}: lower bound {a} → {b}</source>
        <translation>{node}&#xa0;: borne inférieure {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="135"/>
        <source>{node}: upper bound {a} → {b}</source>
        <translation>{node}&#xa0;: borne supérieure {a} → {b}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/Narrator.cpp" line="138"/>
        <source>depth {depth} interrupted</source>
        <translation>profondeur {depth} interrompue</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/NarratorWords.cpp" line="20"/>
        <source>%n nodes</source>
        <translation>
            <numerusform>%n nœud</numerusform>
            <numerusform>%n nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/NarratorWords.cpp" line="25"/>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="121"/>
        <source>%n moves</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/NarratorWords.cpp" line="33"/>
        <source>{list} and {item}</source>
        <translation>{list} et {item}</translation>
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
        <translation>comme exactement {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="34"/>
        <source>as at least {value}</source>
        <translation>comme au moins {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="35"/>
        <source>as at most {value}</source>
        <translation>comme au plus {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="37"/>
        <source>{bound} (searched {moves} deep and filed at {node}, the same position)</source>
        <translation>{bound} (cherché à {moves} de profondeur et rangé à {node}, la même position)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="39"/>
        <source>{bound} (searched {moves} deep)</source>
        <translation>{bound} (cherché à {moves} de profondeur)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="50"/>
        <source>The table has no entry for {node}: it has to be searched.</source>
        <translation>La table n&apos;a pas d&apos;entrée pour {node}&#xa0;: il faut le chercher.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="53"/>
        <source>The table knows {node} only {entry}, not as deep as the search needs now: {node} is searched, its best move from then first.</source>
        <translation>La table ne connaît {node} que {entry}, pas aussi profond que la recherche en a besoin maintenant&#xa0;: {node} est cherché, son meilleur coup d&apos;alors en premier.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="58"/>
        <source>The table already knows {node} {entry}: it returns {value} without searching a move.</source>
        <translation>La table connaît déjà {node} {entry}&#xa0;: il renvoie {value} sans chercher un seul coup.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="62"/>
        <source>The table knows {node} {entry}, above α = {alpha}: α rises to {value} before a move is searched.</source>
        <translation>La table connaît {node} {entry}, au-dessus de α = {alpha}&#xa0;: α monte à {value} avant qu&apos;un coup soit cherché.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="66"/>
        <source>The table knows {node} {entry}, below β = {beta}: β falls to {value} before a move is searched.</source>
        <translation>La table connaît {node} {entry}, sous β = {beta}&#xa0;: β descend à {value} avant qu&apos;un coup soit cherché.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="70"/>
        <source>✂ The table already knows {node} {entry}; the window is α = {alpha}, β = {beta}, so it cuts off without searching.</source>
        <translation>✂ La table connaît déjà {node} {entry}&#xa0;; la fenêtre est α = {alpha}, β = {beta}, il y a donc coupure sans recherche.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="87"/>
        <source>exactly {value}</source>
        <translation>exactement {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="89"/>
        <source>at least {value} (a lower bound: it failed high)</source>
        <translation>au moins {value} (une borne inférieure&#xa0;: échec par le haut)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="92"/>
        <source>at most {value} (an upper bound: it failed low)</source>
        <translation>au plus {value} (une borne supérieure&#xa0;: échec par le bas)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="97"/>
        <source>{Node} is filed in the table: {entry}, searched to depth {depth}, best move {move}</source>
        <translation>{Node} est rangé dans la table&#xa0;: {entry}, cherché jusqu&apos;à la profondeur {depth}, meilleur coup {move}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="99"/>
        <source>{Node} is filed in the table: {entry}, searched to depth {depth}</source>
        <translation>{Node} est rangé dans la table&#xa0;: {entry}, cherché jusqu&apos;à la profondeur {depth}</translation>
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
        <translation>{filed}. La table est pleine à cet endroit et garde son entrée plus profonde&#xa0;: celle-ci est abandonnée.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="113"/>
        <source>{filed}. It replaces what the table knew of it before.</source>
        <translation>{filed}. Elle remplace ce que la table en savait auparavant.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="115"/>
        <source>{filed}. It overwrites the entry of {old}, which shared its slot.</source>
        <translation>{filed}. Elle écrase l&apos;entrée de {old}, qui partageait son emplacement.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="126"/>
        <source>{Node} tries its moves in the order {moves}: {reasons}.</source>
        <translation>{Node} essaie ses coups dans l&apos;ordre {moves}&#xa0;: {reasons}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="142"/>
        <source>{list}, then {item}</source>
        <translation>{list}, puis {item}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="144"/>
        <source>the table&apos;s move first</source>
        <translation>le coup de la table d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="145"/>
        <source>killer moves</source>
        <translation>les coups tueurs</translation>
    </message>
    <message>
        <location filename="../../core/teaching/TableNarration.cpp" line="146"/>
        <source>the rest by their history of cut-offs</source>
        <translation>le reste selon leur historique de coupures</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="30"/>
        <source>Ready: {algorithm} will search {depth} deep from here, growing the tree as it goes; at a chance node (a circle) nobody chooses: its value is the average of its outcomes, weighted by their probabilities. Step forward to begin.</source>
        <translation>Prêt&#xa0;: {algorithm} va chercher à {depth} de profondeur à partir d&apos;ici, en faisant grandir l&apos;arbre au fur et à mesure&#xa0;; en un nœud de hasard (un cercle), personne ne choisit&#xa0;: sa valeur est la moyenne de ses issues, pondérée par leurs probabilités. Avancez d&apos;une étape pour commencer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="37"/>
        <source>%n moves and throws</source>
        <translation>
            <numerusform>%n coup ou lancer</numerusform>
            <numerusform>%n coups et lancers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="41"/>
        <source>Ready: {algorithm} will search a tree of {nodes}; at a chance node (a circle) nobody chooses: its value is the average of its outcomes, weighted by their probabilities. Step forward to begin.</source>
        <translation>Prêt&#xa0;: {algorithm} va chercher dans un arbre de {nodes}&#xa0;; en un nœud de hasard (un cercle), personne ne choisit&#xa0;: sa valeur est la moyenne de ses issues, pondérée par leurs probabilités. Avancez d&apos;une étape pour commencer.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="51"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="122"/>
        <source>{Node} is a leaf worth {value}.</source>
        <translation>{Node} est une feuille qui vaut {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="55"/>
        <source>{Node} lies on the horizon: the game&apos;s evaluation scores it {value}, from MAX&apos;s side.</source>
        <translation>{Node} est sur l&apos;horizon&#xa0;: l&apos;évaluation du jeu lui donne {value}, du point de vue de MAX.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="62"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="169"/>
        <source>α at {node} rises from {old} to {value}: MAX is now sure of at least {value} on this path.</source>
        <translation>α à {node} monte de {old} à {value}&#xa0;: MAX est maintenant sûr d&apos;au moins {value} sur ce chemin.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="68"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="177"/>
        <source>β at {node} falls from {old} to {value}: MIN can now hold MAX to at most {value} here.</source>
        <translation>β à {node} descend de {old} à {value}&#xa0;: MIN peut maintenant tenir MAX à au plus {value} ici.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="75"/>
        <source>Whatever the outcomes still to come, {node} is now worth between {low} and {high}.</source>
        <translation>Quelles que soient les issues encore à venir, {node} vaut maintenant entre {low} et {high}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="94"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="92"/>
        <source>Start at the root</source>
        <translation>Commencer à la racine</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="95"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="93"/>
        <source>Go down to {node}</source>
        <translation>Descendre vers {node}</translation>
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
        <translation>{place}, un nœud de hasard&#xa0;: sa valeur est la somme des valeurs de ses issues multipliées par leurs probabilités.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="107"/>
        <source>{place}, a chance node: its value is each outcome&apos;s value times its probability, added up. Every leaf lies in {interval}, so its value does too.</source>
        <translation>{place}, un nœud de hasard&#xa0;: sa valeur est la somme des valeurs de ses issues multipliées par leurs probabilités. Chaque feuille est dans {interval}, sa valeur aussi.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="111"/>
        <source>{place}, a chance node: its value is each outcome&apos;s value times its probability, added up. Every leaf lies in {interval}, so its value does too; the search needs to know it only within α = {alpha} and β = {beta}.</source>
        <translation>{place}, un nœud de hasard&#xa0;: sa valeur est la somme des valeurs de ses issues multipliées par leurs probabilités. Chaque feuille est dans {interval}, sa valeur aussi&#xa0;; la recherche n&apos;a besoin de la connaître qu&apos;entre α = {alpha} et β = {beta}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="116"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="98"/>
        <source>{place} ({player} to move) with α = {alpha} and β = {beta}.</source>
        <translation>{place} ({player} au trait) avec α = {alpha} et β = {beta}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="118"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="95"/>
        <source>{place} ({player} to move).</source>
        <translation>{place} ({player} au trait).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="130"/>
        <source>{Node}: {sum} so far.</source>
        <translation>{Node}&#xa0;: {sum} jusqu&apos;ici.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="135"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="150"/>
        <source>{Node} takes {value}: the highest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} prend {value}&#xa0;: la plus haute valeur que {player} y a vue jusqu&apos;ici (c&apos;était {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="137"/>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="148"/>
        <source>{Node} takes {value}: the lowest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} prend {value}&#xa0;: la plus basse valeur que {player} y a vue jusqu&apos;ici (c&apos;était {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="152"/>
        <source>even {rest} × {high} more cannot reach α = {alpha}</source>
        <translation>même {rest} × {high} de plus ne peut atteindre α = {alpha}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="157"/>
        <source>even {rest} × {low} more reaches β = {beta}</source>
        <translation>même {rest} × {low} de plus atteint β = {beta}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="169"/>
        <source>✂ Star1 cuts {node}: {reason}, so its last outcome ({nodes}) need not be thrown.</source>
        <translation>✂ Star1 coupe {node}&#xa0;: {reason}, sa dernière issue ({nodes}) n&apos;a donc pas besoin d&apos;être lancée.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="171"/>
        <source>✂ Star1 cuts {node}: {reason}, so its last {outcomes} outcomes ({nodes}) need not be thrown.</source>
        <translation>✂ Star1 coupe {node}&#xa0;: {reason}, ses {outcomes} dernières issues ({nodes}) n&apos;ont donc pas besoin d&apos;être lancées.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="178"/>
        <source>✂ α = {alpha} ≥ β = {beta} at {node}: its remaining {moves} ({nodes}) cannot change the result and are pruned.</source>
        <translation>✂ α = {alpha} ≥ β = {beta} à {node}&#xa0;: ses {moves} restants ({nodes}) ne peuvent plus changer le résultat et sont élagués.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="190"/>
        <source>{Node} returns {value}.</source>
        <translation>{Node} renvoie {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="193"/>
        <source>{Node} returns {value} (at most that: its upper bound).</source>
        <translation>{Node} renvoie {value} (au plus&#xa0;: sa borne supérieure).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChanceNarrator.cpp" line="195"/>
        <source>{Node} returns {value} (at least that: its lower bound).</source>
        <translation>{Node} renvoie {value} (au moins&#xa0;: sa borne inférieure).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="31"/>
        <source>Max^n reaches {node}, a leaf: the game ends there.</source>
        <translation>Max^n atteint {node}, une feuille&#xa0;: la partie s&apos;y termine.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="33"/>
        <source>{Node}: {player} to move. Max^n searches its moves in order and keeps the scores that give {player} the most.</source>
        <translation>{Node}&#xa0;: {player} au trait. Max^n cherche ses coups dans l&apos;ordre et garde les scores qui donnent le plus à {player}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="39"/>
        <source>{Node} is a leaf: it scores {scores}, one score per player, player 1&apos;s first.</source>
        <translation>{Node} est une feuille&#xa0;: elle note {scores}, un score par joueur, celui du joueur 1 en premier.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="54"/>
        <source>Ready: max^n will search this tree of {players} players, player {first} to move at the root and the players taking turns in order. At each node the player to move takes the move whose scores give them the most. Step forward to begin.</source>
        <translation>Prêt&#xa0;: max^n va chercher dans cet arbre à {players} joueurs, le joueur {first} au trait à la racine et les joueurs jouant à tour de rôle dans l&apos;ordre. En chaque nœud, le joueur au trait prend le coup dont les scores lui donnent le plus. Avancez d&apos;une étape pour commencer.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="58"/>
        <source>Ready: max^n will search this tree of {players} players, player {first} to move at the root and the players taking turns in order. At each node the player to move takes the move whose scores give them the most. Every leaf&apos;s scores add up to {sum}, so a node whose player already has so much that the player above cannot gain there is cut off. Step forward to begin.</source>
        <translation>Prêt&#xa0;: max^n va chercher dans cet arbre à {players} joueurs, le joueur {first} au trait à la racine et les joueurs jouant à tour de rôle dans l&apos;ordre. En chaque nœud, le joueur au trait prend le coup dont les scores lui donnent le plus. Les scores de chaque feuille font {sum} au total, donc un nœud dont le joueur a déjà tant que le joueur du dessus ne peut rien y gagner est coupé. Avancez d&apos;une étape pour commencer.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="75"/>
        <source>{child} is {node}&apos;s first move searched: its scores {scores} are {player}&apos;s best so far, {own} for them.</source>
        <translation>{child} est le premier coup cherché de {node}&#xa0;: ses scores {scores} sont les meilleurs de {player} jusqu&apos;ici, {own} pour lui.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="84"/>
        <source>{Player} at {node} prefers {child}: its scores {scores} give them {own}, more than the {old} of {oldScores}.</source>
        <translation>{Player} préfère {child} à {node}&#xa0;: ses scores {scores} lui donnent {own}, plus que les {old} de {oldScores}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="103"/>
        <source>Shallow pruning at {node}: {player} has {own} here already, so {abovePlayer} at {above} can get at most {sum} − {own} = {left} from it, no more than the {has} they have from an earlier move. {Node}&apos;s other {moves} are cut off, {pruned} in all.</source>
        <translation>Élagage superficiel à {node}&#xa0;: {player} a déjà {own} ici, donc {abovePlayer} à {above} peut en obtenir au plus {sum} − {own} = {left}, pas plus que les {has} qu&apos;il a par un coup précédent. {Node} voit ses autres {moves} coupés, {pruned} en tout.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="125"/>
        <source>Max^n is done: the root is worth {scores}. Player 1 moves to {move}, expecting every player to take their own best from there on.</source>
        <translation>Max^n a fini&#xa0;: la racine vaut {scores}. Le joueur 1 joue {move}, en comptant que chaque joueur prendra ensuite son propre meilleur choix.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="131"/>
        <source>{Node} returns {scores} to {parent}: the scores {player} chose.</source>
        <translation>{Node} renvoie {scores} à {parent}&#xa0;: les scores que {player} a choisis.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="150"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnNarrator.cpp" line="171"/>
        <source>player {number}</source>
        <translation>joueur {number}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="40"/>
        <source>Ready: Monte Carlo tree search will run {iterations}, {player} to move at the root. Each iteration selects down the tree by UCB1, expands one new node, plays random moves to the end and backs the reward up. Step forward to begin.</source>
        <translation>Prêt&#xa0;: la recherche arborescente Monte-Carlo va exécuter {iterations}, {player} au trait à la racine. Chaque itération descend l&apos;arbre par sélection UCB1, développe un nouveau nœud, joue des coups au hasard jusqu&apos;à la fin et fait remonter la récompense. Avancez d&apos;une étape pour commencer.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="49"/>
        <source>Iteration {number} of {total} starts at the root: selection goes down by UCB1 as long as every move of a node has a node.</source>
        <translation>L&apos;itération {number} sur {total} part de la racine&#xa0;: la sélection descend selon UCB1 tant que chaque coup d&apos;un nœud a un nœud.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="56"/>
        <source>Expansion: {node} joins the tree, the first of {parent}&apos;s moves without a node.</source>
        <translation>Expansion&#xa0;: {node} rejoint l&apos;arbre, le premier des coups de {parent} sans nœud.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="77"/>
        <source>%n iterations</source>
        <translation>
            <numerusform>%n itération</numerusform>
            <numerusform>%n itérations</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="84"/>
        <source>Selection: {node} has the highest UCB1 of its siblings, its mean reward {mean} plus the exploration term {exploration} = {ucb} ({visits} of its parent&apos;s {parentVisits} visits, C = {c}).</source>
        <translation>Sélection&#xa0;: {node} a l&apos;UCB1 le plus haut de ses frères, sa récompense moyenne {mean} plus le terme d&apos;exploration {exploration} = {ucb} ({visits} des {parentVisits} visites de son parent, C = {c}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="89"/>
        <source>Selection: {node} has the highest UCB1 of its siblings, its mean reward {mean} plus the exploration term {exploration} = {ucb} ({visits} of its parent&apos;s {parentVisits} visits, C = {c}). Exploration picks it although {sibling} looks better (mean reward {siblingMean}): it has been tried less.</source>
        <translation>Sélection&#xa0;: {node} a l&apos;UCB1 le plus haut de ses frères, sa récompense moyenne {mean} plus le terme d&apos;exploration {exploration} = {ucb} ({visits} des {parentVisits} visites de son parent, C = {c}). L&apos;exploration le choisit bien que {sibling} semble meilleur (récompense moyenne {siblingMean})&#xa0;: il a été moins essayé.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="109"/>
        <source>Playout: the game is over at {node}, so the playout makes no move: reward {reward} for {player}, who moved into {node}.</source>
        <translation>Simulation&#xa0;: la partie est finie à {node}, la simulation ne joue donc aucun coup&#xa0;: récompense {reward} pour {player}, qui a joué vers {node}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="116"/>
        <source>Playout: from {node}, the game is over after {moves} at random ({list}): reward {reward} for {player}, who moved into {node}.</source>
        <translation>Simulation&#xa0;: depuis {node}, la partie se termine après {moves} au hasard ({list})&#xa0;: récompense {reward} pour {player}, qui a joué vers {node}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="131"/>
        <source>Back-up reaches the root: {iterations} done. The most visited move is {best}, visited {times}.</source>
        <translation>La rétropropagation atteint la racine&#xa0;: {iterations} faites. Le coup le plus visité est {best}, visité {times}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="137"/>
        <source>%n times</source>
        <translation>
            <numerusform>%n fois</numerusform>
            <numerusform>%n fois</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="140"/>
        <source>Back-up: {node} now has {visits} and a mean reward of {mean} for {player}, who moved into it (it was {before}).</source>
        <translation>Rétropropagation&#xa0;: {node} a maintenant {visits} et une récompense moyenne de {mean} pour {player}, qui y a joué (c&apos;était {before}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="145"/>
        <source>%n visits</source>
        <translation>
            <numerusform>%n visite</numerusform>
            <numerusform>%n visites</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="196"/>
        <source>iteration {number}</source>
        <translation>itération {number}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="200"/>
        <source>{node}: UCB1 {mean} + {exploration}</source>
        <extracomment>A step list&apos;s line: the node selected, its mean reward plus its exploration term.</extracomment>
        <translation>{node}&#xa0;: UCB1 {mean} + {exploration}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="204"/>
        <source>expand {node}</source>
        <translation>développer {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="206"/>
        <source>playout from {node}: {list} → {reward}</source>
        <translation>simulation depuis {node}&#xa0;: {list} → {reward}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="207"/>
        <source>playout from {node} → {reward}</source>
        <translation>simulation depuis {node} → {reward}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsNarrator.cpp" line="212"/>
        <source>back up {node}</source>
        <translation>rétropropager {node}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="82"/>
        <source>Ready: {algorithm} will search a tree of {nodes}, {player} to move at the root. Step forward to begin.</source>
        <translation>Prêt&#xa0;: {algorithm} va chercher dans un arbre de {nodes}, {player} au trait à la racine. Avancez d&apos;une étape pour commencer.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="100"/>
        <source>{place} ({player} to move) with α = {alpha} and β = {beta}: nothing is guaranteed yet.</source>
        <translation>{place} ({player} au trait) avec α = {alpha} et β = {beta}&#xa0;: rien n&apos;est encore garanti.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="103"/>
        <source>{place} ({player} to move) with α = {alpha} and β = {beta}, a null window: it is searched only to prove it no better than the move before.</source>
        <translation>{place} ({player} au trait) avec α = {alpha} et β = {beta}, une fenêtre nulle&#xa0;: il n&apos;est cherché que pour prouver qu&apos;il n&apos;est pas meilleur que le coup précédent.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="116"/>
        <source>{Node} is a leaf worth {own} to MAX, so {value} to MIN, the side to move there.</source>
        <translation>{Node} est une feuille qui vaut {own} pour MAX, donc {value} pour MIN, le camp au trait.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="137"/>
        <source>{Node} takes {value} (the negation of {child}&apos;s {childValue}): the lowest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} prend {value} (l&apos;opposé des {childValue} de {child})&#xa0;: la plus basse valeur que {player} y a vue jusqu&apos;ici (c&apos;était {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="140"/>
        <source>{Node} takes {value} (the negation of {child}&apos;s {childValue}): the highest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} prend {value} (l&apos;opposé des {childValue} de {child})&#xa0;: la plus haute valeur que {player} y a vue jusqu&apos;ici (c&apos;était {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="143"/>
        <source>{Node} takes {value} from {child}: the lowest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} prend {value} de {child}&#xa0;: la plus basse valeur que {player} y a vue jusqu&apos;ici (c&apos;était {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="145"/>
        <source>{Node} takes {value} from {child}: the highest value {player} has seen there so far (was {old}).</source>
        <translation>{Node} prend {value} de {child}&#xa0;: la plus haute valeur que {player} y a vue jusqu&apos;ici (c&apos;était {old}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="167"/>
        <source>α at {node} rises from {old} to {value}: {player}, to move there, is now sure of at least {value}.</source>
        <translation>α à {node} monte de {old} à {value}&#xa0;: {player}, au trait, est maintenant sûr d&apos;au moins {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="191"/>
        <source>{count} moves</source>
        <translation>{count} coups</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="207"/>
        <source>{player} is already sure of {alpha} at {node}, but {opponent} can hold {player} to {beta} elsewhere, so play never reaches {node}.</source>
        <translation>{player} est déjà sûr de {alpha} à {node}, mais {opponent} peut tenir {player} à {beta} ailleurs, donc la partie n&apos;atteint jamais {node}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="211"/>
        <source>MAX is already sure of {alpha} elsewhere, and MIN can hold {node} to {beta} or less, so MAX never plays into {node}.</source>
        <translation>MAX est déjà sûr de {alpha} ailleurs, et MIN peut tenir {node} à {beta} ou moins, donc MAX ne joue jamais vers {node}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="215"/>
        <source>MIN can already hold MAX to {beta} elsewhere, and MAX gets at least {alpha} at {node}, so MIN never lets play reach {node}.</source>
        <translation>MIN peut déjà tenir MAX à {beta} ailleurs, et MAX obtient au moins {alpha} à {node}, donc MIN ne laisse jamais la partie atteindre {node}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="221"/>
        <source>✂ Cut-off at {node}: α = {alpha} ≥ β = {beta}. {why} Skip {skipped} ({nodes}).</source>
        <translation>✂ Coupure à {node}&#xa0;: α = {alpha} ≥ β = {beta}. {why} On saute {skipped} ({nodes}).</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="234"/>
        <source>{Node} returns {value}</source>
        <translation>{Node} renvoie {value}</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="236"/>
        <source>{Node} returns {value}, the table&apos;s answer</source>
        <translation>{Node} renvoie {value}, la réponse de la table</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="238"/>
        <source>{Node} returns {value} (its best value {best} clamped to its window: fail-hard)</source>
        <translation>{Node} renvoie {value} (sa meilleure valeur {best} bornée à sa fenêtre&#xa0;: fail-hard)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="244"/>
        <source>{returns}, only a bound: the value lies outside the window it was searched with.</source>
        <translation>{returns}, seulement une borne&#xa0;: la valeur est hors de la fenêtre avec laquelle il a été cherché.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="247"/>
        <source>{returns}: its value searched {moves} deep.</source>
        <translation>{returns}&#xa0;: sa valeur cherchée à {moves} de profondeur.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="253"/>
        <source>{returns}: the value of the game.</source>
        <translation>{returns}&#xa0;: la valeur de la partie.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="254"/>
        <source>{returns}: the value of the game. Best move: {move}.</source>
        <translation>{returns}&#xa0;: la valeur de la partie. Meilleur coup&#xa0;: {move}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="258"/>
        <source>{returns} to {parent}.</source>
        <translation>{returns} à {parent}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="283"/>
        <source>Iteration {depth}: start again at the root and search to depth {depth}, one move deeper than before. The table keeps what the last iteration learnt, so its best moves are tried first.</source>
        <translation>Itération {depth}&#xa0;: recommencer à la racine et chercher jusqu&apos;à la profondeur {depth}, un coup plus loin qu&apos;avant. La table garde ce que la dernière itération a appris, ses meilleurs coups sont donc essayés en premier.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="286"/>
        <source>Iteration {depth}: start again at the root and search to depth {depth}, one move deeper than before.</source>
        <translation>Itération {depth}&#xa0;: recommencer à la racine et chercher jusqu&apos;à la profondeur {depth}, un coup plus loin qu&apos;avant.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="303"/>
        <source>{Node} lies {distance} down, where a late move&apos;s reduced search ends, a ply above the horizon: the static evaluation scores it {value}.</source>
        <translation>{Node} est {distance} plus bas, là où finit la recherche réduite d&apos;un coup tardif, un demi-coup au-dessus de l&apos;horizon&#xa0;: l&apos;évaluation statique lui donne {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="312"/>
        <source>{Node} lies on the horizon, {distance} down, and the game goes on there: the static evaluation ({evaluation}) scores it {value}.</source>
        <translation>{Node} est sur l&apos;horizon, {distance} plus bas, et la partie y continue&#xa0;: l&apos;évaluation statique ({evaluation}) lui donne {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="315"/>
        <source>{Node} lies on the horizon, {distance} down, and the game goes on there: the static evaluation scores it {value}.</source>
        <translation>{Node} est sur l&apos;horizon, {distance} plus bas, et la partie y continue&#xa0;: l&apos;évaluation statique lui donne {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="332"/>
        <source>{Node} lies on the horizon, {distance} down, and has no forcing move: the position is quiet, so its static evaluation scores it {value}.</source>
        <translation>{Node} est sur l&apos;horizon, {distance} plus bas, et n&apos;a pas de coup forçant&#xa0;: la position est calme, son évaluation statique lui donne donc {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="336"/>
        <source>{Node} lies {past} past the horizon and has no forcing move: the position is quiet, so its static evaluation scores it {value}.</source>
        <translation>{Node} est {past} au-delà de l&apos;horizon et n&apos;a pas de coup forçant&#xa0;: la position est calme, son évaluation statique lui donne donc {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="340"/>
        <source>{Node} lies {past} past the horizon, as far as quiescence search goes: its static evaluation scores it {value}, forcing moves or not.</source>
        <translation>{Node} est {past} au-delà de l&apos;horizon, aussi loin que va la recherche de quiescence&#xa0;: son évaluation statique lui donne {value}, coups forçants ou non.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="354"/>
        <source>{Node} lies on the horizon, {distance} down, but has forcing moves, which could change its value at once: quiescence search goes on. {Player} may stand pat and accept the static evaluation, {value}, so v = {value}; only the forcing moves are searched, to see if one does better.</source>
        <translation>{Node} est sur l&apos;horizon, {distance} plus bas, mais a des coups forçants, qui pourraient changer sa valeur d&apos;un coup&#xa0;: la recherche de quiescence continue. {Player} peut s&apos;en tenir à l&apos;évaluation statique, {value}, donc v = {value}&#xa0;; seuls les coups forçants sont cherchés, pour voir si l&apos;un fait mieux.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="358"/>
        <source>{Node}, {past} past the horizon, has forcing moves of its own. {Player} may stand pat on the static evaluation, {value}, so v = {value}; only the forcing moves are searched.</source>
        <translation>{Node}, {past} au-delà de l&apos;horizon, a ses propres coups forçants. {Player} peut s&apos;en tenir à l&apos;évaluation statique, {value}, donc v = {value}&#xa0;; seuls les coups forçants sont cherchés.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="371"/>
        <source>⊘ The beam keeps {kept} at {parent}, those the static evaluation likes best for {player}: {node} scores {score} and is dropped, unsearched. Unlike a cut-off this is a guess, not a proof: a dropped move may be the best one.</source>
        <translation>⊘ Le faisceau garde {kept} à {parent}, ceux que l&apos;évaluation statique préfère pour {player}&#xa0;: {node} est noté {score} et écarté, sans recherche. Contrairement à une coupure, c&apos;est une supposition, pas une preuve&#xa0;: un coup écarté peut être le meilleur.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="386"/>
        <source>{Node} is move {place} of {parent}, a late move: late move reductions search it a ply shallower, {depth} deep instead of {full}, with a null window at α, to show it no better than the moves before it. A guess, not a proof: a move that needs the lost ply to show its worth may be missed.</source>
        <translation>{Node} est le coup {place} de {parent}, un coup tardif&#xa0;: les réductions des coups tardifs le cherchent un demi-coup moins profond, à {depth} de profondeur au lieu de {full}, avec une fenêtre nulle en α, pour montrer qu&apos;il n&apos;est pas meilleur que les coups précédents. Une supposition, pas une preuve&#xa0;: un coup qui a besoin du demi-coup perdu pour montrer sa valeur peut être manqué.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="405"/>
        <source>⊘ Null move: {Player} passes at {node}. Searched {plies} shallower after the pass, with a null window ({positions} positions, not drawn), the position is still worth {value}, reaching {bound}, the bound that cuts it: a real move should do at least as well, so {node} is cut without searching its moves. A guess, not a proof: in zugzwang, where every move is worse than passing, it is wrong.</source>
        <translation>⊘ Coup nul&#xa0;: {Player} passe à {node}. Cherchée {plies} moins profond après le passe, avec une fenêtre nulle ({positions} positions, non dessinées), la position vaut encore {value}, atteignant {bound}, la borne qui la coupe&#xa0;: un vrai coup devrait faire au moins aussi bien, donc {node} est coupé sans chercher ses coups. Une supposition, pas une preuve&#xa0;: en zugzwang, où chaque coup est pire que passer, elle se trompe.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="410"/>
        <source>Null move: {Player} passes at {node}. Searched {plies} shallower after the pass, with a null window ({positions} positions, not drawn), the position is worth {value}, short of {bound}: passing proves nothing, so its moves are searched.</source>
        <translation>Coup nul&#xa0;: {Player} passe à {node}. Cherchée {plies} moins profond après le passe, avec une fenêtre nulle ({positions} positions, non dessinées), la position vaut {value}, en deçà de {bound}&#xa0;: passer ne prouve rien, ses coups sont donc cherchés.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="432"/>
        <source>↻ The null window failed: {node} returned {value}, so it may be better than the moves before it. It is searched again with the full window.</source>
        <translation>↻ La fenêtre nulle a échoué&#xa0;: {node} a renvoyé {value}, il peut donc être meilleur que les coups précédents. Il est cherché de nouveau avec la fenêtre complète.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="437"/>
        <source>↻ The reduced search of {node} returned {value}, better than α: the late move may be good after all, so it is searched again at full depth.</source>
        <translation>↻ La recherche réduite de {node} a renvoyé {value}, mieux que α&#xa0;: le coup tardif pourrait être bon après tout, il est donc cherché de nouveau à pleine profondeur.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="442"/>
        <source>↻ The root&apos;s value {value} fell below the aspiration window: it failed low, and the root is searched again with the full window.</source>
        <translation>↻ La valeur {value} de la racine est tombée sous la fenêtre d&apos;aspiration&#xa0;: elle a échoué par le bas, et la racine est cherchée de nouveau avec la fenêtre complète.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="447"/>
        <source>↻ The root&apos;s value {value} rose above the aspiration window: it failed high, and the root is searched again with the full window.</source>
        <translation>↻ La valeur {value} de la racine est montée au-dessus de la fenêtre d&apos;aspiration&#xa0;: elle a échoué par le haut, et la racine est cherchée de nouveau avec la fenêtre complète.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="460"/>
        <source>%n positions</source>
        <translation>
            <numerusform>%n position</numerusform>
            <numerusform>%n positions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="469"/>
        <source>Depth {depth} interrupted after {limit}: the answer is depth {previous}&apos;s, {value}. The search stops where it stood and answers with the last iteration that finished.</source>
        <translation>Profondeur {depth} interrompue après {limit}&#xa0;: la réponse est celle de la profondeur {previous}, {value}. La recherche s&apos;arrête où elle en était et répond avec la dernière itération terminée.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxNarrator.cpp" line="472"/>
        <source>Depth {depth} interrupted after {limit}: the answer is depth {previous}&apos;s, {value} (best move {move}). The search stops where it stood and answers with the last iteration that finished.</source>
        <translation>Profondeur {depth} interrompue après {limit}&#xa0;: la réponse est celle de la profondeur {previous}, {value} (meilleur coup {move}). La recherche s&apos;arrête où elle en était et répond avec la dernière itération terminée.</translation>
    </message>
</context>
<context>
    <name>NodeReading</name>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="48"/>
        <source>%1 and %n more moves</source>
        <translation>
            <numerusform>%1 et %n autre coup</numerusform>
            <numerusform>%1 et %n autres coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="50"/>
        <source>%1, a throw of chance</source>
        <translation>%1, un lancer de hasard</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="53"/>
        <source>%1, %2 to move</source>
        <extracomment>%1 is a node&apos;s move path, %2 who moves there: &quot;B/1, MIN to move&quot;. A screen reader&apos;s name of a node: its path of moves, then the side to move there.</extracomment>
        <translation>%1, %2 au trait</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="63"/>
        <source>where the search is now</source>
        <translation>là où en est la recherche</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="66"/>
        <source>a leaf</source>
        <translation>une feuille</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="68"/>
        <source>%n moves shown as one</source>
        <translation>
            <numerusform>%n coup montré comme un seul</numerusform>
            <numerusform>%n coups montrés comme un seul</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="70"/>
        <source>collapsed, holding %n nodes</source>
        <translation>
            <numerusform>replié, contenant %n nœud</numerusform>
            <numerusform>replié, contenant %n nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="72"/>
        <source>%n visits, mean reward %1</source>
        <translation>
            <numerusform>%n visite, récompense moyenne %1</numerusform>
            <numerusform>%n visites, récompense moyenne %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="75"/>
        <source>best so far %1</source>
        <translation>meilleur jusqu&apos;ici %1</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="75"/>
        <source>value %1</source>
        <translation>valeur %1</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="77"/>
        <source>worth %1 once read</source>
        <translation>vaut %1 une fois lue</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/accessibility/NodeReading.cpp" line="83"/>
        <source>cut off here, %1, %n moves pruned</source>
        <translation>
            <numerusform>coupé ici, %1, %n coup élagué</numerusform>
            <numerusform>coupé ici, %1, %n coups élagués</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="87"/>
        <source>cut by a null move</source>
        <translation>coupé par un coup nul</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="89"/>
        <source>a late move, searched a ply shallower</source>
        <translation>un coup tardif, cherché un demi-coup moins profond</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="91"/>
        <source>beyond the depth limit</source>
        <translation>au-delà de la limite de profondeur</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="93"/>
        <source>an outcome with probability %1</source>
        <translation>une issue de probabilité %1</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="99"/>
        <source>%1 with probability %2</source>
        <translation>%1 avec la probabilité %2</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="101"/>
        <source>outcomes %1</source>
        <translation>issues %1</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="105"/>
        <source>crossed out</source>
        <translation>barré</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="106"/>
        <source>crossed out, rightly</source>
        <translation>barré, à raison</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="107"/>
        <source>crossed out, but the search reads it</source>
        <translation>barré, mais la recherche le lit</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="108"/>
        <source>never read, not crossed out</source>
        <translation>jamais lu, pas barré</translation>
    </message>
    <message>
        <location filename="../../ui/accessibility/NodeReading.cpp" line="111"/>
        <source>node type %1</source>
        <translation>type de nœud %1</translation>
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
        <translation>HASARD</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="120"/>
        <source>{Node} is worth {sum}.</source>
        <translation>{Node} vaut {sum}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="126"/>
        <source>Star1 cuts {node}: its value lies in {interval}, with α = {alpha} and β = {beta}, and {reason}.</source>
        <translation>Star1 coupe {node}&#xa0;: sa valeur est dans {interval}, avec α = {alpha} et β = {beta}, et {reason}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="129"/>
        <source>Star1 throws the next outcome of {node}: its value lies in {interval}, with α = {alpha} and β = {beta}, so it can still matter.</source>
        <translation>Star1 lance l&apos;issue suivante de {node}&#xa0;: sa valeur est dans {interval}, avec α = {alpha} et β = {beta}, elle peut donc encore compter.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="181"/>
        <source>Before the search starts: which leaves will it never read? Click them on the tree (once more to take a mark back), then Check.</source>
        <translation>Avant que la recherche ne commence&#xa0;: quelles feuilles ne lira-t-elle jamais&#xa0;? Cliquez-les sur l&apos;arbre (une fois de plus pour retirer une marque), puis Vérifier.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="187"/>
        <source>The search enters {node}, a chance node. What is it worth: each outcome&apos;s value times its probability, added up? (A decimal, such as 2.5.)</source>
        <translation>La recherche entre à {node}, un nœud de hasard. Que vaut-il&#xa0;: la somme des valeurs de ses issues multipliées par leurs probabilités&#xa0;? (Un nombre décimal, comme 2,5.)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="195"/>
        <source>Its value lies in {interval}, with α = {alpha} and β = {beta}. Does Star1 cut {node} now, or throw its next outcome?</source>
        <translation>Sa valeur est dans {interval}, avec α = {alpha} et β = {beta}. Star1 coupe-t-elle {node} maintenant, ou lance-t-elle son issue suivante&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="205"/>
        <source>Does the search cut off at {node} now, or go on to {next}?</source>
        <translation>La recherche coupe-t-elle maintenant à {node}, ou continue-t-elle vers {next}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="210"/>
        <source>The search enters {node}. What will {node} return?</source>
        <translation>La recherche entre à {node}. Que va renvoyer {node}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="211"/>
        <source>The search enters {node}. What will {node} return, scored for {player}, who moves there?</source>
        <translation>La recherche entre à {node}. Que va renvoyer {node}, noté pour {player}, qui y est au trait&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="213"/>
        <source>The search enters {node} with α = {alpha} and β = {beta}. What will {node} return?</source>
        <translation>La recherche entre à {node} avec α = {alpha} et β = {beta}. Que va renvoyer {node}&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="215"/>
        <source>The search enters {node} with α = {alpha} and β = {beta}. What will {node} return, scored for {player}, who moves there?</source>
        <translation>La recherche entre à {node} avec α = {alpha} et β = {beta}. Que va renvoyer {node}, noté pour {player}, qui y est au trait&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="231"/>
        <source>The search reads every leaf of this tree.</source>
        <translation>La recherche lit chaque feuille de cet arbre.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="232"/>
        <source>The search never reads {leaves}.</source>
        <translation>La recherche ne lit jamais {leaves}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="236"/>
        <source>{Node} returns {value}.</source>
        <translation>{Node} renvoie {value}.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="244"/>
        <source>The search cuts off at {node}: there α = {alpha} ≥ β = {beta}, so no further move can change the result.</source>
        <translation>La recherche coupe à {node}&#xa0;: là α = {alpha} ≥ β = {beta}, aucun coup suivant ne peut donc changer le résultat.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="247"/>
        <source>The search goes on to {next}: at {node} α = {alpha} &lt; β = {beta}, so the next move can still matter.</source>
        <translation>La recherche continue vers {next}&#xa0;: à {node} α = {alpha} &lt; β = {beta}, le coup suivant peut donc encore compter.</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="272"/>
        <source>{leaves} is read</source>
        <translation>{leaves} est lue</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="273"/>
        <source>{leaves} are read</source>
        <translation>{leaves} sont lues</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="275"/>
        <source>{leaves} is not</source>
        <translation>{leaves} ne l&apos;est pas</translation>
    </message>
    <message>
        <location filename="../../core/teaching/PracticeQuiz.cpp" line="276"/>
        <source>{leaves} are not</source>
        <translation>{leaves} ne le sont pas</translation>
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
        <translation>{read}&#xa0;; {missed}.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="23"/>
        <source>Chance: AIMA&apos;s dice example</source>
        <translation>Hasard&#xa0;: l&apos;exemple de dés de l&apos;AIMA</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="24"/>
        <source>MAX chooses a1 or a2; then a die falls: 0.9 for the first outcome, 0.1 for the second. a1 is worth 0.9 × 2 + 0.1 × 3 = 2.1 and a2 0.9 × 1 + 0.1 × 4 = 1.3, so MAX picks a1. With leaves in [1, 4], Star1 stops a2 after its first outcome: even 0.1 × 4 more cannot reach 2.1.</source>
        <translation>MAX choisit a1 ou a2&#xa0;; puis un dé tombe&#xa0;: 0,9 pour la première issue, 0,1 pour la seconde. a1 vaut 0,9 × 2 + 0,1 × 3 = 2,1 et a2 0,9 × 1 + 0,1 × 4 = 1,3, MAX choisit donc a1. Avec des feuilles dans [1; 4], Star1 arrête a2 après sa première issue&#xa0;: même 0,1 × 4 de plus ne peut atteindre 2,1.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="29"/>
        <source>Chance: the same order, other numbers</source>
        <translation>Hasard&#xa0;: le même ordre, d&apos;autres nombres</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="30"/>
        <source>AIMA&apos;s example with the leaves 2, 3, 1, 4 relabelled 20, 30, 1, 400: the same order, so minimax would choose alike, but a1 is now worth 21 and a2 40.9, and MAX picks a2. An evaluation of chance positions must be a positive linear transformation of the expected utility.</source>
        <translation>L&apos;exemple de l&apos;AIMA avec les feuilles 2, 3, 1, 4 renommées 20, 30, 1, 400&#xa0;: le même ordre, si bien que le minimax choisirait pareil, mais a1 vaut maintenant 21 et a2 40,9, et MAX choisit a2. Une évaluation des positions de hasard doit être une transformation linéaire positive de l&apos;utilité espérée.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="35"/>
        <source>Star1 cuts a chance node</source>
        <translation>Star1 coupe un nœud de hasard</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="36"/>
        <source>a is worth 0.5 × 4 + 0.5 × 6 = 5, so α = 5 at the root. b&apos;s first outcome (0.6) gives 0; with every leaf at most 9, b is worth at most 0 + 0.4 × 9 = 3.6: even 0.4 × 9 more cannot reach α = 5. Star1 enters 6 of the 7 nodes; expectiminimax all 7.</source>
        <translation>a vaut 0,5 × 4 + 0,5 × 6 = 5, donc α = 5 à la racine. La première issue de b (0,6) donne 0&#xa0;; chaque feuille valant au plus 9, b vaut au plus 0 + 0,4 × 9 = 3,6&#xa0;: même 0,4 × 9 de plus ne peut atteindre α = 5. Star1 visite 6 des 7 nœuds&#xa0;; l&apos;expectiminimax les 7.</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="41"/>
        <source>Star1 cannot cut</source>
        <translation>Star1 ne peut pas couper</translation>
    </message>
    <message>
        <location filename="../../core/content/chance/ChanceTrees.cpp" line="42"/>
        <source>a is worth 1 and b 5: the better move comes second, and b&apos;s first outcome (4) leaves it between 2 and 5, above α = 1. No bound decides anything early: Star1 enters all 7 nodes, as expectiminimax does, and finds 5 through b.</source>
        <translation>a vaut 1 et b 5&#xa0;: le meilleur coup vient en second, et la première issue de b (4) le laisse entre 2 et 5, au-dessus de α = 1. Aucune borne ne décide rien tôt&#xa0;: Star1 visite les 7 nœuds, comme l&apos;expectiminimax, et trouve 5 par b.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="16"/>
        <source>Connect Four: a win beyond the horizon</source>
        <translation>Puissance 4&#xa0;: une victoire au-delà de l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="17"/>
        <source>X to move after the columns 4 3 5 7 1 5 1 6 7 6 4 1. Four moves deep, negamax alpha-beta with the window count plays 6, worth −2; with the weighted windows it plays 4, worth 0. The solver, which plays every line to the end, says 4 wins (+8: X connects four with its 14th disc) and 6 loses (−3). Six moves deep, alpha-beta enters 15,039 positions in the columns&apos; order 1 to 7, 1,501 centre first, and 1,046 centre first with a transposition table.</source>
        <translation>X au trait après les colonnes 4 3 5 7 1 5 1 6 7 6 4 1. À quatre coups de profondeur, le négamax alpha-bêta avec le compte des alignements joue 6, qui vaut −2&#xa0;; avec les alignements pondérés, il joue 4, qui vaut 0. Le solveur, qui joue chaque ligne jusqu&apos;au bout, dit que 4 gagne (+8&#xa0;: X aligne quatre pions avec son 14e pion) et que 6 perd (−3). À six coups de profondeur, l&apos;alpha-bêta visite 15&#x202f;039 positions dans l&apos;ordre des colonnes de 1 à 7, 1&#x202f;501 avec le centre d&apos;abord, et 1&#x202f;046 avec le centre d&apos;abord et une table de transposition.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="26"/>
        <source>Connect Four: a loss beyond the horizon</source>
        <translation>Puissance 4&#xa0;: une défaite au-delà de l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="27"/>
        <source>O to move after the columns 3 3 3 5 5 7 3 4 5 4 7 4 4 4 6. Four moves deep, negamax alpha-beta with the window count plays 5; the solver says 5 loses (−11: X connects four with its 11th disc), while 3 and 6 win for O (+3).</source>
        <translation>O au trait après les colonnes 3 3 3 5 5 7 3 4 5 4 7 4 4 4 6. À quatre coups de profondeur, le négamax alpha-bêta avec le compte des alignements joue 5&#xa0;; le solveur dit que 5 perd (−11&#xa0;: X aligne quatre pions avec son 11e pion), tandis que 3 et 6 gagnent pour O (+3).</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="33"/>
        <source>Connect Four: a forced win past the horizon</source>
        <translation>Puissance 4&#xa0;: une victoire forcée au-delà de l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="34"/>
        <source>X to move after the columns 5 5 6 6 1 3 3 4 4 2 3 3 4 4 1 2. Two moves deep, negamax alpha-beta with the window count plays 4, worth −1; the solver says 4 loses (−12: O connects four with its 10th disc), while 1, 2 and 5 win for X (+12). With quiescence search the same search follows the forcing moves past the horizon, finds that after 1 X completes four whatever O answers, and plays 1.</source>
        <translation>X au trait après les colonnes 5 5 6 6 1 3 3 4 4 2 3 3 4 4 1 2. À deux coups de profondeur, le négamax alpha-bêta avec le compte des alignements joue 4, qui vaut −1&#xa0;; le solveur dit que 4 perd (−12&#xa0;: O aligne quatre pions avec son 10e pion), tandis que 1, 2 et 5 gagnent pour X (+12). Avec la recherche de quiescence, la même recherche suit les coups forçants au-delà de l&apos;horizon, trouve qu&apos;après 1 X complète un alignement quoi que réponde O, et joue 1.</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="41"/>
        <source>Connect Four: zugzwang in the last columns</source>
        <translation>Puissance 4&#xa0;: zugzwang dans les dernières colonnes</translation>
    </message>
    <message>
        <location filename="../../core/content/connect4/Connect4Presets.cpp" line="42"/>
        <source>X to move after 38 discs, with four squares left: the top of column 4 and three in column 2. Searched to the end, 4 wins (+1001: X connects four with its 21st disc), because O must then play into column 2 and give X the square above; 2 only draws (0). With null-move pruning (R = 1) O may pass after 4, which would leave X to open column 2 itself: the pass looks good enough for O, 4 is cut unsearched, and X plays 2.</source>
        <translation>X au trait après 38 pions, avec quatre cases libres&#xa0;: le haut de la colonne 4 et trois dans la colonne 2. Cherché jusqu&apos;au bout, 4 gagne (+1001&#xa0;: X aligne quatre pions avec son 21e pion), car O doit alors jouer dans la colonne 2 et donner à X la case au-dessus&#xa0;; 2 ne fait que nulle (0). Avec l&apos;élagage par coup nul (R = 1), O peut passer après 4, ce qui laisserait X ouvrir lui-même la colonne 2&#xa0;: le passe paraît assez bon pour O, 4 est coupé sans recherche, et X joue 2.</translation>
    </message>
    <message>
        <location filename="../../core/content/pig/PigContent.cpp" line="14"/>
        <source>Pig: roll or hold?</source>
        <translation>Pig&#xa0;: relancer ou garder&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../core/content/pig/PigContent.cpp" line="15"/>
        <source>The dice game Pig to 10 points, A (MAX) 6 and B (MIN) 8, A to roll. A 1 loses the turn&apos;s points; 4, 5 or 6 wins at once; after a 2 or 3, A holds or rolls on. Six moves and throws deep, the positions there scored by twice one&apos;s points plus the turn&apos;s minus twice the opponent&apos;s: 68 nodes, worth about 60.58 to A. Star1, bounded by the smallest and largest leaf, enters 60 of them.</source>
        <translation>Le jeu de dés Pig en 10 points, A (MAX) à 6 et B (MIN) à 8, A doit lancer. Un 1 fait perdre les points du tour&#xa0;; 4, 5 ou 6 gagne aussitôt&#xa0;; après un 2 ou un 3, A garde ou relance. À six coups et lancers de profondeur, les positions y sont notées par deux fois ses points plus ceux du tour moins deux fois ceux de l&apos;adversaire&#xa0;: 68 nœuds, qui valent environ 60,58 pour A. Star1, bornée par la plus petite et la plus grande feuille, en visite 60.</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="22"/>
        <source>Sticks: five left, A to move</source>
        <translation>Bâtonnets&#xa0;: cinq restants, A au trait</translation>
    </message>
    <message>
        <location filename="../../core/content/sticks/SticksContent.cpp" line="23"/>
        <source>A, B and C take 1, 2 or 3 sticks in turn, and whoever takes the last stick wins. With five left, A cannot win: taking 1 leaves four to B, and C wins; taking 2 or 3 lets B take the rest. A decides who wins, the kingmaker of a real game: max^n takes 1, the first of the equal moves, for &lt;0, 0, 1&gt;.</source>
        <translation>A, B et C prennent tour à tour 1, 2 ou 3 bâtonnets, et celui qui prend le dernier bâtonnet gagne. Avec cinq restants, A ne peut pas gagner&#xa0;: en prendre 1 en laisse quatre à B, et C gagne&#xa0;; en prendre 2 ou 3 laisse B prendre le reste. A décide qui gagne, le faiseur de roi d&apos;un vrai jeu&#xa0;: max^n prend 1, le premier des coups égaux, pour &lt;0, 0, 1&gt;.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="22"/>
        <source>Tic-tac-toe: block the diagonal</source>
        <translation>Morpion&#xa0;: bloquer la diagonale</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="23"/>
        <source>X to move with squares 7, 8 and 9 left. O holds 3 and 5 and threatens to complete the diagonal at 7. Only the block on 7 saves the draw; after 8 or 9, O wins at once. The full tree has 14 positions; alpha-beta needs 10, because one O win under 8 (and under 9) is enough to reject that move.</source>
        <translation>X au trait avec les cases 7, 8 et 9 libres. O tient 3 et 5 et menace de compléter la diagonale en 7. Seul le blocage en 7 sauve la nulle&#xa0;; après 8 ou 9, O gagne aussitôt. L&apos;arbre complet a 14 positions&#xa0;; l&apos;alpha-bêta en a besoin de 10, car une seule victoire de O sous 8 (et sous 9) suffit pour rejeter ce coup.</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="28"/>
        <source>Tic-tac-toe: transpositions</source>
        <translation>Morpion&#xa0;: transpositions</translation>
    </message>
    <message>
        <location filename="../../core/content/tictactoe/TicTacToeContent.cpp" line="29"/>
        <source>X to move with five squares left. X on 4 then O on 6 reaches the same board as X on 6 then O on 4: the table knows the second order from the first. Alpha-beta enters 101 of the 206 positions; with the table, 80, 15 of them answered or narrowed by the table.</source>
        <translation>X au trait avec cinq cases libres. X en 4 puis O en 6 mène au même plateau que X en 6 puis O en 4&#xa0;: la table connaît le second ordre par le premier. L&apos;alpha-bêta visite 101 des 206 positions&#xa0;; avec la table, 80, dont 15 résolues ou resserrées par la table.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="34"/>
        <source>Mixed order</source>
        <translation>Ordre mélangé</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="35"/>
        <source>MAX moves first with three replies A, B and C; each leads to a MIN choice between two MAX positions, each with two outcomes. The moves come in no particular order, so alpha-beta prunes some branches but not all: 18 of the 22 nodes are visited, and the value 6 is reached through C.</source>
        <translation>MAX joue en premier avec trois réponses A, B et C&#xa0;; chacune mène à un choix de MIN entre deux positions MAX, chacune avec deux issues. Les coups ne viennent dans aucun ordre particulier, l&apos;alpha-bêta élague donc certaines branches mais pas toutes&#xa0;: 18 des 22 nœuds sont visités, et la valeur 6 est atteinte par C.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="40"/>
        <source>Best move first</source>
        <translation>Meilleur coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="41"/>
        <source>The same game with every node&apos;s moves sorted so the best one for the side to move comes first. Good bounds arrive early and cut as much as any order can: alpha-beta visits only 15 of the 22 nodes, and still finds 6 through C.</source>
        <translation>Le même jeu avec les coups de chaque nœud triés pour que le meilleur pour le camp au trait vienne en premier. Les bonnes bornes arrivent tôt et coupent autant qu&apos;un ordre le peut&#xa0;: l&apos;alpha-bêta ne visite que 15 des 22 nœuds, et trouve toujours 6 par C.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="46"/>
        <source>Worst move first</source>
        <translation>Pire coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="47"/>
        <source>The same game with every node&apos;s moves sorted worst first. Each new move improves on the last, so no bound is ever good enough to cut: alpha-beta visits all 22 nodes, exactly like minimax.</source>
        <translation>Le même jeu avec les coups de chaque nœud triés du pire au meilleur. Chaque nouveau coup améliore le précédent, si bien qu&apos;aucune borne n&apos;est jamais assez bonne pour couper&#xa0;: l&apos;alpha-bêta visite les 22 nœuds, exactement comme le minimax.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="51"/>
        <source>Textbook two-ply</source>
        <translation>Le classique à deux demi-coups</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="52"/>
        <source>The classic two-ply example: MAX chooses among three MIN nodes with leaves 3, 12, 8 / 2, 4, 6 / 14, 5, 2. The value is 3. Once A guarantees 3, the first leaf of B (2) proves B worse, so alpha-beta skips B&apos;s other two leaves and reads 7 of the 9.</source>
        <translation>L&apos;exemple classique à deux demi-coups&#xa0;: MAX choisit parmi trois nœuds MIN aux feuilles 3, 12, 8 / 2, 4, 6 / 14, 5, 2. La valeur est 3. Dès que A garantit 3, la première feuille de B (2) prouve que B est pire, l&apos;alpha-bêta saute donc les deux autres feuilles de B et en lit 7 sur 9.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="57"/>
        <source>Transpositions: a table hit</source>
        <translation>Transpositions&#xa0;: un succès en table</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="58"/>
        <source>Two move orders lead to one position: A1 and C1 are the same position (written ~p in the tree text), and so are A2 and B1 (~q). With the transposition table, alpha-beta answers C1 from what it filed at A1 without reading a leaf, and B1&apos;s entry raises α before its moves: 7 leaves read instead of 9.</source>
        <translation>Deux ordres de coups mènent à une même position&#xa0;: A1 et C1 sont la même position (écrite ~p dans le texte de l&apos;arbre), de même que A2 et B1 (~q). Avec la table de transposition, l&apos;alpha-bêta répond à C1 d&apos;après ce qu&apos;il a rangé en A1 sans lire une feuille, et l&apos;entrée de B1 élève α avant ses coups&#xa0;: 7 feuilles lues au lieu de 9.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="63"/>
        <source>A horizon with evaluations</source>
        <translation>Un horizon avec des évaluations</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="64"/>
        <source>Every inner node carries a static evaluation, written [N]. Searched to depth 2, the evaluations make B look worth 6 and A 2, so MAX picks B; searched to the leaves, A is worth 5 and B only 2. What lies beyond the horizon can overturn the choice: the horizon effect.</source>
        <translation>Chaque nœud intérieur porte une évaluation statique, écrite [N]. Cherché à la profondeur 2, les évaluations font paraître B à 6 et A à 2, MAX choisit donc B&#xa0;; cherché jusqu&apos;aux feuilles, A vaut 5 et B seulement 2. Ce qui se trouve au-delà de l&apos;horizon peut renverser le choix&#xa0;: l&apos;effet d&apos;horizon.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="69"/>
        <source>Iterative deepening with an aspiration window</source>
        <translation>Approfondissement itératif avec une fenêtre d&apos;aspiration</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="70"/>
        <source>Searched to depth 1, the evaluations give the root 2 through C. Depth 2 then starts with the window 1 to 3 around that score, but A is worth 5: the root fails high, and is searched again with the full window to find 5 through A.</source>
        <translation>Cherché à la profondeur 1, les évaluations donnent 2 à la racine par C. La profondeur 2 commence alors avec la fenêtre de 1 à 3 autour de ce score, mais A vaut 5&#xa0;: la racine échoue par le haut, et elle est cherchée de nouveau avec la fenêtre complète pour trouver 5 par A.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="75"/>
        <source>A beam drops the quiet winning move</source>
        <translation>Un faisceau écarte le coup tranquille gagnant</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="76"/>
        <source>By their evaluations A looks worst to MAX (1), B best (5) and C next (4), but searched in full A is worth 7, B 2 and C 3. A beam of two at depth 2 keeps B and C, drops A unsearched, and plays C for 3: forward pruning is fast, and it can be wrong.</source>
        <translation>Selon leurs évaluations, A semble le pire pour MAX (1), B le meilleur (5) et C ensuite (4), mais cherchés entièrement, A vaut 7, B 2 et C 3. Un faisceau de deux à la profondeur 2 garde B et C, écarte A sans recherche, et joue C pour 3&#xa0;: l&apos;élagage en avant est rapide, et il peut se tromper.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="81"/>
        <source>Late move reductions miss a late win</source>
        <translation>Les réductions des coups tardifs manquent une victoire tardive</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="82"/>
        <source>MAX&apos;s moves after the first three are late. Two moves deep with late move reductions, D and E are searched a move shallower, by their evaluations: D&apos;s 5 beats A&apos;s 3, so D is searched again in full and is worth 6; E&apos;s 2 does not, so E&apos;s 8 is never seen. MAX plays D for 6 where E wins 8.</source>
        <translation>Les coups de MAX après les trois premiers sont tardifs. À deux coups de profondeur avec les réductions des coups tardifs, D et E sont cherchés un coup moins profond, selon leurs évaluations&#xa0;: le 5 de D bat le 3 de A, D est donc cherché de nouveau entièrement et vaut 6&#xa0;; le 2 de E ne le bat pas, le 8 de E n&apos;est donc jamais vu. MAX joue D pour 6 là où E gagne 8.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="87"/>
        <source>Three players: the kingmaker</source>
        <translation>Trois joueurs&#xa0;: le faiseur de roi</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="88"/>
        <source>Player 1 moves at the root, player 2 below; each leaf scores players 1, 2 and 3. At A player 2 gets 5 either way, so it decides whether player 1 or player 3 gains: a kingmaker. Max^n trusts it to take the first and plays A for 4; paranoid search fears the worst there and plays B for 3.</source>
        <translation>Le joueur 1 joue à la racine, le joueur 2 en dessous&#xa0;; chaque feuille note les joueurs 1, 2 et 3. En A, le joueur 2 obtient 5 dans les deux cas, il décide donc qui du joueur 1 ou du joueur 3 y gagne&#xa0;: un faiseur de roi. Max^n compte qu&apos;il prendra le premier et joue A pour 4&#xa0;; la recherche paranoïaque y craint le pire et joue B pour 3.</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="93"/>
        <source>Three players: shallow pruning</source>
        <translation>Trois joueurs&#xa0;: l&apos;élagage superficiel</translation>
    </message>
    <message>
        <location filename="../../core/content/trees/TreePresets.cpp" line="94"/>
        <source>Every leaf&apos;s scores add up to 10. Player 1 has 6 from A. At B player 2&apos;s first move gives it 7, so player 1 can get at most 10 − 7 = 3 from B: max^n cuts B&apos;s other moves, though B/2 would give player 1 9. At C player 2 has only 2, and nothing is cut.</source>
        <translation>Les scores de chaque feuille font 10 au total. Le joueur 1 a 6 par A. En B, le premier coup du joueur 2 lui donne 7, le joueur 1 peut donc obtenir au plus 10 − 7 = 3 de B&#xa0;: max^n coupe les autres coups de B, bien que B/2 donnerait 9 au joueur 1. En C, le joueur 2 n&apos;a que 2, et rien n&apos;est coupé.</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="18"/>
        <source>  if node is a chance node:</source>
        <translation>  si nœud est un nœud de hasard:</translation>
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
        <translation>    pour chaque issue c, de probabilité p:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="23"/>
        <source>      x ← star1(c, window where x moves lo or hi past β or α)</source>
        <translation>      x ← star1(c, fenêtre où x pousse lo ou hi au-delà de β ou α)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="25"/>
        <source>      v ← v + p × x</source>
        <translation>      v ← v + p × x</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="26"/>
        <source>      lo ← v + (p still to come) × L</source>
        <translation>      lo ← v + (p encore à venir) × L</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="28"/>
        <source>      hi ← v + (p still to come) × U</source>
        <translation>      hi ← v + (p encore à venir) × U</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="30"/>
        <source>      if hi ≤ α: return hi   ▹ even U cannot reach α</source>
        <translation>      si hi ≤ α: renvoyer hi   ▹ même U ne peut atteindre α</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="32"/>
        <source>      if lo ≥ β: return lo   ▹ even L reaches β</source>
        <translation>      si lo ≥ β: renvoyer lo   ▹ même L atteint β</translation>
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
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="40"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="44"/>
        <source>    return v</source>
        <translation>    renvoyer v</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="48"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="177"/>
        <source>  if depth = 0: return evaluate(node)  ▹ horizon</source>
        <translation>  si prof = 0: renvoyer évaluer(nœud)  ▹ horizon</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="54"/>
        <source>expectiminimax(node, depth):</source>
        <translation>expectiminimax(nœud, prof):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="55"/>
        <source>expectiminimax(node):</source>
        <translation>expectiminimax(nœud):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="57"/>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="75"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="18"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="59"/>
        <source>  if node is a leaf: return its score</source>
        <translation>  si nœud est une feuille: renvoyer son score</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="61"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="19"/>
        <source>  v ← −∞ if MAX is to move, else +∞</source>
        <translation>  v ← −∞ si MAX est au trait, sinon +∞</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="62"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="20"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="73"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="86"/>
        <source>  for each child c of node:</source>
        <translation>  pour chaque enfant c de nœud:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="64"/>
        <source>    v ← max/min(v, expectiminimax(c))</source>
        <translation>    v ← max/min(v, expectiminimax(c))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="65"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="23"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="75"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="91"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="138"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="226"/>
        <source>  return v</source>
        <translation>  renvoyer v</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="72"/>
        <source>star1(node, depth, α₀, β₀):</source>
        <translation>star1(nœud, prof, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="73"/>
        <source>star1(node, α₀, β₀):</source>
        <translation>star1(nœud, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/chance/ChancePseudocode.cpp" line="74"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="57"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="83"/>
        <source>  α, β ← α₀, β₀</source>
        <translation>  α, β ← α₀, β₀</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="11"/>
        <source>maxn(node, bound):   # bound = S − the best of the player above</source>
        <translation>maxn(nœud, borne):   # borne = S − le meilleur du joueur du dessus</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="12"/>
        <source>  if node is a leaf: return its scores</source>
        <translation>  si nœud est une feuille: renvoyer ses scores</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="13"/>
        <source>  p ← the player to move at node</source>
        <translation>  p ← le joueur au trait en nœud</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="14"/>
        <source>  best ← none</source>
        <translation>  meilleur ← aucun</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="15"/>
        <source>  for each child of node:</source>
        <translation>  pour chaque enfant de nœud:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="16"/>
        <source>    v ← maxn(child, S − best[p])</source>
        <translation>    v ← maxn(enfant, S − meilleur[p])</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="17"/>
        <source>    if best is none or v[p] &gt; best[p]: best ← v</source>
        <translation>    si meilleur est aucun ou v[p] &gt; meilleur[p]: meilleur ← v</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="18"/>
        <source>    if best[p] ≥ bound: return best   # only when every leaf adds up to S</source>
        <translation>    si meilleur[p] ≥ borne: renvoyer meilleur   # seulement si chaque feuille fait S au total</translation>
    </message>
    <message>
        <location filename="../../core/teaching/maxn/MaxnPseudocode.cpp" line="20"/>
        <source>  return best</source>
        <translation>  renvoyer meilleur</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="11"/>
        <source>mcts(root, iterations):</source>
        <translation>mcts(racine, itérations):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="12"/>
        <source>  repeat iterations times:</source>
        <translation>  répéter itérations fois:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="13"/>
        <source>    node ← root</source>
        <translation>    nœud ← racine</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="14"/>
        <source>    while every move of node has a node:</source>
        <translation>    tant que chaque coup de nœud a un nœud:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="15"/>
        <source>      node ← child of max  Q/N + C·√(ln N(node) / N)</source>
        <translation>      nœud ← enfant de max  Q/N + C·√(ln N(nœud) / N)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="16"/>
        <source>    node ← new child by the next untried move</source>
        <translation>    nœud ← nouvel enfant par le prochain coup non essayé</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="17"/>
        <source>    r ← play random moves to the end</source>
        <translation>    r ← jouer des coups au hasard jusqu&apos;à la fin</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="18"/>
        <source>    for node up to root:</source>
        <translation>    pour nœud en remontant jusqu&apos;à racine:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="19"/>
        <source>      N ← N + 1;  Q ← Q + r of the side that moved into node</source>
        <translation>      N ← N + 1;  Q ← Q + r du camp qui a joué vers nœud</translation>
    </message>
    <message>
        <location filename="../../core/teaching/mcts/MctsPseudocode.cpp" line="21"/>
        <source>  return the most visited move of root</source>
        <translation>  renvoyer le coup le plus visité de racine</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="17"/>
        <source>minimax(node):</source>
        <translation>minimax(nœud):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="21"/>
        <source>    x ← minimax(c)</source>
        <translation>    x ← minimax(c)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="22"/>
        <source>    v ← max(v, x) for MAX, min(v, x) for MIN</source>
        <translation>    v ← max(v, x) pour MAX, min(v, x) pour MIN</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="33"/>
        <source>  if MAX is to move:</source>
        <translation>  si MAX est au trait:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="33"/>
        <source>  else:</source>
        <translation>  sinon:</translation>
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
        <translation>    pour chaque enfant c de nœud:</translation>
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
        <translation>      si α ≥ β: sortir   ▹ coupure</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="43"/>
        <source>    return clamp(v, α₀, β₀)  ▹ fail-hard</source>
        <translation>    renvoyer borner(v, α₀, β₀)  ▹ fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="54"/>
        <source>alphabeta(node, α₀, β₀):   ▹ paranoid: player 1 is MAX, everyone else MIN</source>
        <translation>alphabeta(nœud, α₀, β₀):   ▹ paranoïaque: le joueur 1 est MAX, tous les autres MIN</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="56"/>
        <source>alphabeta(node, α₀, β₀):</source>
        <translation>alphabeta(nœud, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="58"/>
        <source>  if node is a leaf: return player 1&apos;s score</source>
        <translation>  si nœud est une feuille: renvoyer le score du joueur 1</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="70"/>
        <source>negamax(node):</source>
        <translation>negamax(nœud):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="71"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="84"/>
        <source>  if node is a leaf: return its score for the mover</source>
        <translation>  si nœud est une feuille: renvoyer son score pour le joueur au trait</translation>
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
        <translation>negamax(nœud, α₀, β₀):</translation>
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
        <translation>    si α ≥ β: sortir   ▹ coupure</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="90"/>
        <source>  return clamp(v, α₀, β₀)  ▹ fail-hard</source>
        <translation>  renvoyer borner(v, α₀, β₀)  ▹ fail-hard</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="99"/>
        <source>  order the moves:</source>
        <translation>  ordonner les coups:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="101"/>
        <source>    the table&apos;s best move first</source>
        <translation>    le meilleur coup de la table d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="103"/>
        <source>    this depth&apos;s two killer moves next</source>
        <translation>    puis les deux coups tueurs de cette profondeur</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="105"/>
        <source>    the others by how often they caused a cut-off</source>
        <translation>    les autres selon le nombre de coupures causées</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="107"/>
        <source>    the others in the order chosen</source>
        <translation>    les autres dans l&apos;ordre choisi</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="117"/>
        <source>quiesce(node, q, α₀, β₀):  ▹ past the horizon</source>
        <translation>quiesce(nœud, q, α₀, β₀):  ▹ au-delà de l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="118"/>
        <source>quiesce(node, q):  ▹ past the horizon</source>
        <translation>quiesce(nœud, q):  ▹ au-delà de l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="120"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="171"/>
        <source>  if the game is over: return its score for the mover</source>
        <translation>  si la partie est finie: renvoyer son score pour le joueur au trait</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="121"/>
        <source>  if q = Q or no move is forcing: return evaluate(node)</source>
        <translation>  si q = Q ou aucun coup n&apos;est forçant: renvoyer évaluer(nœud)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="123"/>
        <source>  v ← evaluate(node)  ▹ stand pat: the mover may accept it</source>
        <translation>  v ← évaluer(nœud)  ▹ s&apos;en tenir à l&apos;évaluation: le joueur au trait peut l&apos;accepter</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="126"/>
        <source>  α ← max(α, v)</source>
        <translation>  α ← max(α, v)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="127"/>
        <source>  if α ≥ β: return v  ▹ cut-off before any move</source>
        <translation>  si α ≥ β: renvoyer v  ▹ coupure avant tout coup</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="129"/>
        <source>  for each forcing move m:</source>
        <translation>  pour chaque coup forçant m:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="130"/>
        <source>    v ← max(v, −quiesce(m, q + 1, −β, −α))</source>
        <translation>    v ← max(v, −quiesce(m, q + 1, −β, −α))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="131"/>
        <source>    v ← max(v, −quiesce(m, q + 1))</source>
        <translation>    v ← max(v, −quiesce(m, q + 1))</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="137"/>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="225"/>
        <source>  return clamp(v, α₀, β₀)</source>
        <translation>  renvoyer borner(v, α₀, β₀)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="150"/>
        <source>for d ← 1 to the depth limit:  ▹ iterative deepening</source>
        <translation>pour d ← 1 à la limite de profondeur:  ▹ approfondissement itératif</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="154"/>
        <source>  if the limit is reached: stop, answer with depth d − 1&apos;s  ▹ limit</source>
        <translation>  si la limite est atteinte: arrêter, répondre avec la profondeur d − 1  ▹ limite</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="158"/>
        <source>  v ← search(root, d, last − w, last + w)  ▹ aspiration</source>
        <translation>  v ← chercher(racine, d, dernier − w, dernier + w)  ▹ aspiration</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="159"/>
        <source>  if v fails outside: v ← search(root, d, −∞, +∞)</source>
        <translation>  si v échoue hors de la fenêtre: v ← chercher(racine, d, −∞, +∞)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="161"/>
        <source>  (or fails high: the same)</source>
        <translation>  (ou échoue par le haut: de même)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="164"/>
        <source>  v ← search(root, d, −∞, +∞)</source>
        <translation>  v ← chercher(racine, d, −∞, +∞)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="167"/>
        <source>search(node, depth, α₀, β₀):</source>
        <translation>chercher(nœud, prof, α₀, β₀):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="168"/>
        <source>search(node, depth):</source>
        <translation>chercher(nœud, prof):</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="173"/>
        <source>  if depth = 0: return quiesce(node, 0, α₀, β₀)</source>
        <translation>  si prof = 0: renvoyer quiesce(nœud, 0, α₀, β₀)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="174"/>
        <source>  if depth = 0: return quiesce(node, 0)</source>
        <translation>  si prof = 0: renvoyer quiesce(nœud, 0)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="179"/>
        <source>  t ← table[node]; if t.depth ≥ depth:</source>
        <translation>  t ← table[nœud]; si t.prof ≥ prof:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="181"/>
        <source>    t exact: return t.value; ≥: raise α; ≤: lower β</source>
        <translation>    t exact: renvoyer t.valeur; ≥: élever α; ≤: abaisser β</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="183"/>
        <source>    t exact: return t.value</source>
        <translation>    t exact: renvoyer t.valeur</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="186"/>
        <source>  if depth &gt; R + 1 and β &lt; ∞:  ▹ null move, a guess</source>
        <translation>  si prof &gt; R + 1 et β &lt; ∞:  ▹ coup nul, une supposition</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="187"/>
        <source>    x ← −search(node passed, depth − 1 − R, −β, −β + 1)</source>
        <translation>    x ← −chercher(nœud après un passe, prof − 1 − R, −β, −β + 1)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="189"/>
        <source>    if x ≥ β: return x  ▹ cut unsearched</source>
        <translation>    si x ≥ β: renvoyer x  ▹ coupé sans recherche</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="194"/>
        <source>  drop all but the W moves that look best  ▹ beam, a guess</source>
        <translation>  écarter tous les coups sauf les W qui semblent les meilleurs  ▹ faisceau, une supposition</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="197"/>
        <source>  for each move m, in that order:</source>
        <translation>  pour chaque coup m, dans cet ordre:</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="200"/>
        <source>    if m is the 4th or later and depth ≥ 2:  ▹ late, a guess</source>
        <translation>    si m est le 4e ou plus tard et prof ≥ 2:  ▹ tardif, une supposition</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="202"/>
        <source>      x ← −search(m, depth − 2, −α − 1, −α)  ▹ reduced</source>
        <translation>      x ← −chercher(m, prof − 2, −α − 1, −α)  ▹ réduit</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="203"/>
        <source>      if x &gt; α: search m again at full depth, below</source>
        <translation>      si x &gt; α: chercher m de nouveau à pleine profondeur, plus bas</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="208"/>
        <source>    if m is not the first: x ← −search(m, depth − 1, −α − 1, −α)</source>
        <translation>    si m n&apos;est pas le premier: x ← −chercher(m, prof − 1, −α − 1, −α)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="210"/>
        <source>      if α &lt; x &lt; β: x ← −search(m, depth − 1, −β, −α)  ▹ again</source>
        <translation>      si α &lt; x &lt; β: x ← −chercher(m, prof − 1, −β, −α)  ▹ de nouveau</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="212"/>
        <source>    else: x ← −search(m, depth − 1, −β, −α)</source>
        <translation>    sinon: x ← −chercher(m, prof − 1, −β, −α)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="214"/>
        <source>    x ← −search(m, depth − 1, −β, −α)</source>
        <translation>    x ← −chercher(m, prof − 1, −β, −α)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="215"/>
        <source>    x ← −search(m, depth − 1)</source>
        <translation>    x ← −chercher(m, prof − 1)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="217"/>
        <source>    v ← max(v, x)</source>
        <translation>    v ← max(v, x)</translation>
    </message>
    <message>
        <location filename="../../core/teaching/minimax/MinimaxPseudocode.cpp" line="224"/>
        <source>  table[node] ← (depth, v, =/≥/≤, best move)</source>
        <translation>  table[nœud] ← (prof, v, =/≥/≤, meilleur coup)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <location filename="../../ui/compare/ToolWindow.cpp" line="15"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ToolWindow.cpp" line="19"/>
        <source>Manual</source>
        <translation>Manuel</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="105"/>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="107"/>
        <source>a pipe</source>
        <translation>un tube</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="109"/>
        <source>a socket</source>
        <translation>une socket</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="111"/>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="112"/>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="217"/>
        <source>it is %1, not a file: Game Tree Lab writes only to files; give the name of a file</source>
        <translation>c&apos;est %1, pas un fichier&#xa0;: Game Tree Lab n&apos;écrit que dans des fichiers&#xa0;; donnez le nom d&apos;un fichier</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="222"/>
        <source>the file is read-only</source>
        <translation>le fichier est en lecture seule</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="224"/>
        <source>the file has changed since it was opened or last saved</source>
        <translation>le fichier a changé depuis son ouverture ou son dernier enregistrement</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="227"/>
        <source>cannot create the file: %1</source>
        <translation>impossible de créer le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="229"/>
        <source>cannot write the file (is the disk full?): %1</source>
        <translation>impossible d&apos;écrire le fichier (le disque est-il plein&#xa0;?)&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="231"/>
        <source>cannot write the file to the disk: %1</source>
        <translation>impossible d&apos;écrire le fichier sur le disque&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="234"/>
        <source>cannot read back the file written: %1</source>
        <translation>impossible de relire le fichier écrit&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="236"/>
        <source>the file written does not read back as it was written</source>
        <translation>le fichier écrit ne se relit pas tel qu&apos;il a été écrit</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="239"/>
        <source>the file written was not kept: %1</source>
        <translation>le fichier écrit n&apos;a pas été conservé&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/AtomicSave.cpp" line="243"/>
        <source>cannot replace the file: %1</source>
        <translation>impossible de remplacer le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/io/ImageFile.cpp" line="18"/>
        <source>“%1” names no image format: end it in .png, .jpg or .bmp</source>
        <translation>«&#xa0;%1&#xa0;» ne nomme aucun format d&apos;image&#xa0;: terminez-le par .png, .jpg ou .bmp</translation>
    </message>
    <message>
        <location filename="../../ui/io/ImageFile.cpp" line="23"/>
        <source>cannot make the %1 image</source>
        <translation>impossible de créer l&apos;image %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/language/ValueText.h" line="57"/>
        <source>%Ln nodes</source>
        <translation>
            <numerusform>%Ln nœud</numerusform>
            <numerusform>%Ln nœuds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/language/ValueText.h" line="63"/>
        <source>%Ln steps</source>
        <translation>
            <numerusform>%Ln étape</numerusform>
            <numerusform>%Ln étapes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="100"/>
        <source>Page %1</source>
        <translation>Page %1</translation>
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
        <translation>Dans toutes les recherches&#xa0;: visités %1 · élagués %2 · feuilles lues %3 · coupures %4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="124"/>
        <source>Entered %1 · pruned %2 · leaves read %3 · cut-offs %4</source>
        <translation>Visités %1 · élagués %2 · feuilles lues %3 · coupures %4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="125"/>
        <source>Visited %1 · pruned %2 · leaves read %3 · cut-offs %4</source>
        <translation>Visités %1 · élagués %2 · feuilles lues %3 · coupures %4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="140"/>
        <source>the lesson has no stops</source>
        <translation>la leçon n&apos;a pas d&apos;arrêts</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="160"/>
        <source>cannot draw the handout</source>
        <translation>impossible de dessiner la fiche</translation>
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
            <numerusform>%Ln arrêt</numerusform>
            <numerusform>%Ln arrêts</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="176"/>
        <source>Stop %1 of %2 · step %L3 of %L4</source>
        <translation>Arrêt %1 sur %2 · étape %L3 sur %L4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/Handout.cpp" line="191"/>
        <location filename="../../ui/scene/SceneExport.cpp" line="149"/>
        <location filename="../../ui/web/WebPage.cpp" line="308"/>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="28"/>
        <source>⊞ table: miss</source>
        <translation>⊞ table&#xa0;: absent</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="30"/>
        <source>⊞ %1 too shallow
(depth %2)</source>
        <extracomment>A table probe&apos;s tag: the entry found (&quot;≥ 5&quot;), too shallow, and its depth.</extracomment>
        <translation>⊞ %1 trop peu profond
(profondeur %2)</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="31"/>
        <source>⊞ table %1</source>
        <translation>⊞ table %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="33"/>
        <source>⊞ %1: α → %2</source>
        <extracomment>A table probe&apos;s tag: the entry found (&quot;≥ 5&quot;), then the bound it raises α to.</extracomment>
        <translation>⊞ %1&#xa0;: α → %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="35"/>
        <source>⊞ %1: β → %2</source>
        <extracomment>A table probe&apos;s tag: the entry found (&quot;≤ 3&quot;), then the bound it lowers β to.</extracomment>
        <translation>⊞ %1&#xa0;: β → %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="36"/>
        <source>⊞ table %1 ✂</source>
        <translation>⊞ table %1 ✂</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="45"/>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="49"/>
        <source>%1th</source>
        <translation>%1e</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="46"/>
        <source>%1st</source>
        <translation>%1e</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="47"/>
        <source>%1nd</source>
        <translation>%1e</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="48"/>
        <source>%1rd</source>
        <translation>%1e</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="63"/>
        <source>⊞ not stored: slot keeps a deeper entry</source>
        <translation>⊞ non rangé&#xa0;: l&apos;emplacement garde une entrée plus profonde</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="65"/>
        <source>⊞ stored %1 %2
(depth %3)</source>
        <extracomment>A table store&apos;s tag: the bound&apos;s kind (&quot;exact&quot;, &quot;≥&quot;, &quot;≤&quot;), the value, the depth searched.</extracomment>
        <translation>⊞ rangé %1&#xa0;%2
(profondeur %3)</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="69"/>
        <source>↻ null window failed
search again</source>
        <translation>↻ fenêtre nulle échouée
chercher de nouveau</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="70"/>
        <source>↻ reduced move beat α
search again at full depth</source>
        <translation>↻ le coup réduit a battu α
chercher de nouveau à pleine profondeur</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="72"/>
        <source>↻ outside the aspiration
window: search again</source>
        <translation>↻ hors de la fenêtre
d&apos;aspiration&#xa0;: chercher de nouveau</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="77"/>
        <source>⊘ null move: after a pass
still %1: cut unsearched</source>
        <translation>⊘ coup nul&#xa0;: après un passe
toujours %1&#xa0;: coupé sans recherche</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="79"/>
        <source>null move: after a pass
%1: no cut</source>
        <translation>coup nul&#xa0;: après un passe
%1&#xa0;: pas de coupure</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="82"/>
        <source>↧ late move: reduced
to depth %1, null window</source>
        <translation>↧ coup tardif&#xa0;: réduit
à la profondeur %1, fenêtre nulle</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="84"/>
        <source>horizon: evaluation %1</source>
        <translation>horizon&#xa0;: évaluation %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="86"/>
        <source>stands pat: evaluation %1</source>
        <translation>s&apos;en tient à l&apos;évaluation %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="88"/>
        <source>⊘ dropped by the beam
looks %1: not searched</source>
        <translation>⊘ écarté par le faisceau
paraît %1&#xa0;: non cherché</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="90"/>
        <source>iteration %1: to depth %1</source>
        <translation>itération %1&#xa0;: jusqu&apos;à la profondeur %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/EnhancedStepTag.cpp" line="94"/>
        <source>depth %1 interrupted
answer: depth %2&apos;s %3</source>
        <extracomment>A tag: the iteration stopped by a limit, then the last finished depth and its best move.</extracomment>
        <translation>profondeur %1 interrompue
réponse&#xa0;: %3 de la profondeur %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/NodePainter.cpp" line="169"/>
        <source>%1 outcomes</source>
        <translation>%1 issues</translation>
    </message>
    <message>
        <location filename="../../ui/scene/NodePainter.cpp" line="170"/>
        <source>%1 moves</source>
        <translation>%1 coups</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene/RunAppearance.cpp" line="128"/>
        <source>%1: %Ln moves</source>
        <extracomment>A node type&apos;s label where the search differed: &quot;CUT: 3 moves&quot; searched where one would do.</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %Ln coup</numerusform>
            <numerusform>%1&#xa0;: %Ln coups</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scene/RunAppearance.cpp" line="130"/>
        <source>%1: cut off</source>
        <translation>%1&#xa0;: coupé</translation>
    </message>
    <message>
        <location filename="../../ui/scene/RunAppearance.cpp" line="131"/>
        <source>beyond minimal</source>
        <translation>au-delà du minimal</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SampleAppearance.cpp" line="31"/>
        <source>UCB1 %1 + %2
= %3</source>
        <translation>UCB1&#xa0;%1 + %2
= %3</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SampleAppearance.cpp" line="33"/>
        <source>new node</source>
        <translation>nouveau nœud</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/scene/SampleAppearance.cpp" line="37"/>
        <source>playout: %Ln moves
reward %1</source>
        <translation>
            <numerusform>simulation&#xa0;: %Ln coup
récompense %1</numerusform>
            <numerusform>simulation&#xa0;: %Ln coups
récompense %1</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/scene/SampleAppearance.cpp" line="44"/>
        <source>+%1 → %2</source>
        <extracomment>A back-up&apos;s tag: the reward added, then the node&apos;s rewards over its visits.</extracomment>
        <translation>+%1 → %2</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SceneExport.cpp" line="86"/>
        <location filename="../../ui/web/WebPage.cpp" line="80"/>
        <source>Game tree</source>
        <translation>Arbre de jeu</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SceneExport.cpp" line="120"/>
        <source>Step %L1 of %L2: %3</source>
        <translation>Étape %L1 sur %L2&#xa0;: %3</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SceneExport.cpp" line="129"/>
        <location filename="../../ui/scene/SceneExport.cpp" line="145"/>
        <source>there is nothing to export</source>
        <translation>il n&apos;y a rien à exporter</translation>
    </message>
    <message>
        <location filename="../../ui/scene/SceneExport.cpp" line="147"/>
        <source>cannot draw the image (out of memory?)</source>
        <translation>impossible de dessiner l&apos;image (mémoire épuisée&#xa0;?)</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TagPlacer.cpp" line="262"/>
        <source>horizon: depth %1</source>
        <translation>horizon&#xa0;: profondeur %1</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TagPlacer.cpp" line="292"/>
        <source>quiescence:
forcing moves only,
horizon + %1 at most</source>
        <translation>quiescence&#xa0;:
coups forçants seulement,
horizon + %1 au plus</translation>
    </message>
    <message>
        <location filename="../../ui/style/PlayerMarks.cpp" line="57"/>
        <source>%1 player %2</source>
        <extracomment>A player of a game of several: the player&apos;s symbol, then their number, &quot;▲ player 1&quot;.</extracomment>
        <translation>%1 joueur %2</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="114"/>
        <source>Before the first stop (step %L1)</source>
        <translation>Avant le premier arrêt (étape %L1)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="117"/>
        <source>Stop %1 of %2 (step %L3)</source>
        <translation>Arrêt %1 sur %2 (étape %L3)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="118"/>
        <source>After stop %1 of %2 (step %L3): now at step %L4</source>
        <translation>Après l&apos;arrêt %1 sur %2 (étape %L3)&#xa0;: maintenant à l&apos;étape %L4</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="143"/>
        <source>Play</source>
        <comment>the web page&apos;s button</comment>
        <translation>Lire</translation>
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
        <translation>Première étape (Début)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="145"/>
        <source>One step back (←)</source>
        <translation>Une étape en arrière (←)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="145"/>
        <source>Play or pause (Space)</source>
        <translation>Lire ou mettre en pause (Espace)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="146"/>
        <source>One step forward (→)</source>
        <translation>Une étape en avant (→)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="146"/>
        <source>Last step (End)</source>
        <translation>Dernière étape (Fin)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="147"/>
        <source>Previous stop (Page Up)</source>
        <translation>Arrêt précédent (Page préc.)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="148"/>
        <source>Next stop (Page Down)</source>
        <translation>Arrêt suivant (Page suiv.)</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="148"/>
        <source>Step</source>
        <comment>the web page&apos;s slider</comment>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="149"/>
        <source>The game tree at this step</source>
        <translation>L&apos;arbre de jeu à cette étape</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="177"/>
        <source>Share of visits</source>
        <translation>Part des visites</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="215"/>
        <source>This run has %1 steps, more than a page holds (%2): the page shows the lesson&apos;s %3 stops.</source>
        <translation>Cette exécution a %1 étapes, plus qu&apos;une page n&apos;en contient (%2)&#xa0;: la page montre les %3 arrêts de la leçon.</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="219"/>
        <source>This run has %1 steps, more than a page holds: the page shows steps 0 to %2.</source>
        <translation>Cette exécution a %1 étapes, plus qu&apos;une page n&apos;en contient&#xa0;: la page montre les étapes 0 à %2.</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="243"/>
        <source>the page would draw the tree&apos;s %1 nodes in each of its %2 frames; a web page draws at most %3 nodes in all (nodes × frames): export the tree as an image instead</source>
        <translation>la page dessinerait les %1 nœuds de l&apos;arbre dans chacune de ses %2 images&#xa0;; une page web dessine au plus %3 nœuds en tout (nœuds × images)&#xa0;: exportez plutôt l&apos;arbre comme image</translation>
    </message>
    <message>
        <location filename="../../ui/web/WebPage.cpp" line="280"/>
        <source>cancelled</source>
        <translation>annulé</translation>
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
        <translation>le lecteur de la page manque dans le programme</translation>
    </message>
</context>
<context>
    <name>RandomTree</name>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="24"/>
        <source>{part} of &apos;{text}&apos;: {problem}</source>
        <translation>{part} de &apos;{text}&apos;&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="39"/>
        <source>the players</source>
        <translation>les joueurs</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="42"/>
        <source>the sum of the scores</source>
        <translation>la somme des scores</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="101"/>
        <source>the branching range {low}-{high} is empty</source>
        <translation>l&apos;intervalle de branchement {low}-{high} est vide</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="106"/>
        <source>the branching factor must be between 1 and 20</source>
        <translation>le facteur de branchement doit être entre 1 et 20</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="108"/>
        <source>the depth must be at most 30</source>
        <translation>la profondeur doit être au plus 30</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="110"/>
        <source>the value range {low}..{high} is empty</source>
        <translation>l&apos;intervalle de valeurs {low}..{high} est vide</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="115"/>
        <source>the players must number from 2 to {most}</source>
        <translation>le nombre de joueurs doit aller de 2 à {most}</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="118"/>
        <source>sum=S is the total of each leaf&apos;s scores: give players=N too</source>
        <translation>sum=S est le total des scores de chaque feuille&#xa0;: donnez aussi players=N</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="120"/>
        <source>the sum of the scores must lie from 0 to {most}</source>
        <translation>la somme des scores doit aller de 0 à {most}</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="123"/>
        <source>values must lie within ±{most}</source>
        <translation>les valeurs doivent être comprises dans ±{most}</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="133"/>
        <source>branching {branching} to depth {depth} can give more than {nodes} nodes</source>
        <translation>un branchement {branching} jusqu&apos;à la profondeur {depth} peut donner plus de {nodes} nœuds</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="168"/>
        <source>&apos;{text}&apos; is not a random tree: write BRANCHING,DEPTH,SEED or BRANCHING,DEPTH,SEED,LOW,HIGH, e.g. 3,4,4711 or 2-4,5,7,-20,20, and ,chance at the end for chance nodes at every other level, ,players=3 for a score per player, ,sum=10 for scores that add up to 10</source>
        <translation>&apos;{text}&apos; n&apos;est pas un arbre aléatoire&#xa0;: écrivez BRANCHEMENT,PROFONDEUR,GRAINE ou BRANCHEMENT,PROFONDEUR,GRAINE,MIN,MAX, p. ex. 3,4,4711 ou 2-4,5,7,-20,20, et ,chance à la fin pour des nœuds de hasard un niveau sur deux, ,players=3 pour un score par joueur, ,sum=10 pour des scores dont le total fait 10</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="180"/>
        <source>&apos;{text}&apos;: with sum=S the scores lie from 0 to S; leave out the value range LOW,HIGH</source>
        <translation>&apos;{text}&apos;&#xa0;: avec sum=S, les scores vont de 0 à S&#xa0;; omettez l&apos;intervalle de valeurs MIN,MAX</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="182"/>
        <source>the branching</source>
        <translation>le branchement</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="188"/>
        <source>the depth</source>
        <translation>la profondeur</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="190"/>
        <source>the seed</source>
        <translation>la graine</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="195"/>
        <source>the lowest value</source>
        <translation>la plus petite valeur</translation>
    </message>
    <message>
        <location filename="../../core/tree/RandomTree.cpp" line="199"/>
        <source>the highest value</source>
        <translation>la plus grande valeur</translation>
    </message>
</context>
<context>
    <name>RunFigures</name>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="38"/>
        <source>Visited</source>
        <translation>Visités</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="40"/>
        <source>Pruned</source>
        <translation>Élagués</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="42"/>
        <source>Leaves evaluated</source>
        <translation>Feuilles évaluées</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="45"/>
        <source>Cut-offs</source>
        <translation>Coupures</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="47"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="53"/>
        <source>Playouts</source>
        <translation>Simulations</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="56"/>
        <source>Nodes grown</source>
        <translation>Nœuds créés</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="58"/>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="64"/>
        <source>Its visits</source>
        <translation>Ses visites</translation>
    </message>
    <message>
        <location filename="../../ui/compare/RunFigures.cpp" line="71"/>
        <source>Its mean reward</source>
        <translation>Sa récompense moyenne</translation>
    </message>
</context>
<context>
    <name>Search</name>
    <message>
        <location filename="../../core/search/Algorithm.cpp" line="31"/>
        <source>bounds on the leaf values are Star1&apos;s: choose --algorithm star1</source>
        <translation>des bornes sur les valeurs des feuilles sont propres à Star1&#xa0;: choisissez --algorithm star1</translation>
    </message>
    <message>
        <location filename="../../core/search/Algorithm.cpp" line="33"/>
        <source>the lower bound on the leaf values is above the upper one</source>
        <translation>la borne inférieure des valeurs des feuilles est au-dessus de la borne supérieure</translation>
    </message>
    <message>
        <location filename="../../core/search/Algorithm.cpp" line="37"/>
        <source>fail-hard is a form of alpha-beta: choose alphabeta or negamax-alphabeta</source>
        <translation>fail-hard est une forme de l&apos;alpha-bêta&#xa0;: choisissez alphabeta ou negamax-alphabeta</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.cpp" line="50"/>
        <source>PVS, late move reductions, null moves, aspiration windows, killer moves and history need a form of alpha-beta</source>
        <translation>PVS, les réductions des coups tardifs, les coups nuls, les fenêtres d&apos;aspiration, les coups tueurs et l&apos;historique ont besoin d&apos;une forme d&apos;alpha-bêta</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="158"/>
        <source>the depth limit must lie between 1 and 10,000</source>
        <translation>la limite de profondeur doit être entre 1 et 10&#x202f;000</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="185"/>
        <source>quiescence search continues past the horizon: it needs a depth limit (--depth N)</source>
        <translation>la recherche de quiescence continue au-delà de l&apos;horizon&#xa0;: elle a besoin d&apos;une limite de profondeur (--depth N)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="206"/>
        <source>quiescence goes at most 64 plies past the horizon: choose 1 to 64 plies</source>
        <translation>la quiescence va au plus 64 demi-coups au-delà de l&apos;horizon&#xa0;: choisissez de 1 à 64 demi-coups</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="207"/>
        <source>a quiescence depth needs quiescence search (--quiescence)</source>
        <translation>une profondeur de quiescence a besoin de la recherche de quiescence (--quiescence)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="236"/>
        <source>a beam keeps 1 to 256 moves</source>
        <translation>un faisceau garde de 1 à 256 coups</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="237"/>
        <source>a beam keeps the best-looking moves above the horizon: it needs a depth limit (--depth N)</source>
        <translation>un faisceau garde les coups qui paraissent les meilleurs au-dessus de l&apos;horizon&#xa0;: il a besoin d&apos;une limite de profondeur (--depth N)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="264"/>
        <source>late move reductions search late moves a ply shallower: they need a depth limit (--depth N)</source>
        <translation>les réductions des coups tardifs cherchent les coups tardifs un demi-coup moins profond&#xa0;: elles ont besoin d&apos;une limite de profondeur (--depth N)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="295"/>
        <source>null-move pruning searches 1 to 8 plies shallower after a pass</source>
        <translation>l&apos;élagage par coup nul cherche de 1 à 8 demi-coups moins profond après un passe</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="296"/>
        <source>null-move pruning searches a pass a few plies shallower: it needs a depth limit (--depth N)</source>
        <translation>l&apos;élagage par coup nul cherche un passe quelques demi-coups moins profond&#xa0;: il a besoin d&apos;une limite de profondeur (--depth N)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="343"/>
        <source>a table size needs the transposition table</source>
        <translation>une taille de table a besoin de la table de transposition</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="445"/>
        <source>the aspiration window cannot be negative</source>
        <translation>la fenêtre d&apos;aspiration ne peut pas être négative</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="446"/>
        <source>aspiration windows centre on the previous iteration&apos;s score: they need iterative deepening</source>
        <translation>les fenêtres d&apos;aspiration se centrent sur le score de l&apos;itération précédente&#xa0;: elles ont besoin de l&apos;approfondissement itératif</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="474"/>
        <source>the time limit must lie between 1 ms and an hour (3,600,000 ms)</source>
        <translation>la limite de temps doit être entre 1 ms et une heure (3&#x202f;600&#x202f;000 ms)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="475"/>
        <source>a time limit needs iterative deepening: when time is up, the last iteration that finished answers</source>
        <translation>une limite de temps a besoin de l&apos;approfondissement itératif&#xa0;: quand le temps est écoulé, la dernière itération terminée répond</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="495"/>
        <source>a node limit needs iterative deepening: when it is reached, the last iteration that finished answers</source>
        <translation>une limite de nœuds a besoin de l&apos;approfondissement itératif&#xa0;: quand elle est atteinte, la dernière itération terminée répond</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="17"/>
        <source>{algorithm} searches a game of two players, MAX and MIN, but {game} is a game of {players} players: choose max^n or paranoid</source>
        <translation>{algorithm} cherche dans un jeu à deux joueurs, MAX et MIN, mais {game} est un jeu à {players} joueurs&#xa0;: choisissez max^n ou paranoïaque</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="25"/>
        <source>{algorithm} searches a game of two players, MAX and MIN, but this tree scores {players} players at each leaf: choose max^n or paranoid</source>
        <translation>{algorithm} cherche dans un jeu à deux joueurs, MAX et MIN, mais cet arbre note {players} joueurs à chaque feuille&#xa0;: choisissez max^n ou paranoïaque</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="32"/>
        <source>{algorithm} compares the players&apos; scores at the leaves, which a chance node would average: remove the chance nodes from this tree of several players</source>
        <translation>{algorithm} compare les scores des joueurs aux feuilles, dont un nœud de hasard ferait la moyenne&#xa0;: retirez les nœuds de hasard de cet arbre à plusieurs joueurs</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="46"/>
        <source>{game} is too big to search to the end: give a depth limit (--depth N, e.g. 4)</source>
        <translation>{game} est trop grand pour être cherché jusqu&apos;au bout&#xa0;: donnez une limite de profondeur (--depth N, p. ex. 4)</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="60"/>
        <source>the game is over: it is a draw; there is no move to search</source>
        <translation>la partie est finie&#xa0;: c&apos;est une nulle&#xa0;; il n&apos;y a aucun coup à chercher</translation>
    </message>
    <message>
        <location filename="../../core/search/Search.cpp" line="61"/>
        <source>the game is over: {side} has won; there is no move to search</source>
        <translation>la partie est finie&#xa0;: {side} a gagné&#xa0;; il n&apos;y a aucun coup à chercher</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/ChanceFamily.cpp" line="20"/>
        <source>expectiminimax and Star1 search a tree as written, to its leaves: a depth limit or an evaluation needs a game of dice, such as --pig A,B,TURN</source>
        <translation>l&apos;expectiminimax et Star1 cherchent dans un arbre tel qu&apos;il est écrit, jusqu&apos;à ses feuilles&#xa0;: une limite de profondeur ou une évaluation demande un jeu de dés, comme --pig A,B,TURN</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/ChanceFamily.cpp" line="35"/>
        <source>expectiminimax and Star1 take a depth limit and the game&apos;s evaluation, no table or other enhancement</source>
        <translation>l&apos;expectiminimax et Star1 prennent une limite de profondeur et l&apos;évaluation du jeu, ni table ni autre amélioration</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/ChanceScale.cpp" line="120"/>
        <source>the outcomes&apos; probabilities have no common denominator up to 1,000,000,000: use simpler fractions</source>
        <translation>les probabilités des issues n&apos;ont pas de dénominateur commun jusqu&apos;à 1&#x202f;000&#x202f;000&#x202f;000&#xa0;: utilisez des fractions plus simples</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/ChanceScale.cpp" line="130"/>
        <source>exact expected values of this tree need a common denominator of {common} to the power {deepest} (its most chance nodes on one path), and with leaves up to {largest} they pass the 1,000,000,000 the search counts to: use smaller leaves, simpler probabilities or fewer throws</source>
        <translation>les valeurs espérées exactes de cet arbre demandent un dénominateur commun de {common} à la puissance {deepest} (le plus de nœuds de hasard sur un chemin), et avec des feuilles jusqu&apos;à {largest} elles dépassent le 1&#x202f;000&#x202f;000&#x202f;000 jusqu&apos;où compte la recherche&#xa0;: utilisez des feuilles plus petites, des probabilités plus simples ou moins de lancers</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/GameChanceScale.cpp" line="25"/>
        <source>a leaf is worth {leaf}, below the lower bound {bound}: Star1&apos;s bounds must hold every leaf</source>
        <translation>une feuille vaut {leaf}, sous la borne inférieure {bound}&#xa0;: les bornes de Star1 doivent contenir chaque feuille</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/GameChanceScale.cpp" line="31"/>
        <source>a leaf is worth {leaf}, above the upper bound {bound}: Star1&apos;s bounds must hold every leaf</source>
        <translation>une feuille vaut {leaf}, au-dessus de la borne supérieure {bound}&#xa0;: les bornes de Star1 doivent contenir chaque feuille</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/GameChanceScale.cpp" line="60"/>
        <source>exact expected values {depth} moves and throws deep need a common denominator of {denominator} to the power {throws}, and with scores up to {limit} they pass the 1,000,000,000 the search counts to: search less deep</source>
        <translation>les valeurs espérées exactes à {depth} coups et lancers de profondeur demandent un dénominateur commun de {denominator} à la puissance {throws}, et avec des scores jusqu&apos;à {limit} elles dépassent le 1&#x202f;000&#x202f;000&#x202f;000 jusqu&apos;où compte la recherche&#xa0;: cherchez moins profond</translation>
    </message>
    <message>
        <location filename="../../core/search/chance/GameChanceScale.cpp" line="76"/>
        <source>the game&apos;s scores run from {low} to {high}: Star1&apos;s bounds must hold every score</source>
        <translation>les scores du jeu vont de {low} à {high}&#xa0;: les bornes de Star1 doivent contenir chaque score</translation>
    </message>
    <message>
        <location filename="../../core/search/maxn/MaxnFamily.cpp" line="14"/>
        <source>max^n searches every position to the leaves in the tree&apos;s order: it takes no depth limit, table, move ordering or other enhancement; leave them out</source>
        <translation>max^n cherche chaque position jusqu&apos;aux feuilles dans l&apos;ordre de l&apos;arbre&#xa0;: il ne prend ni limite de profondeur, ni table, ni ordre des coups, ni autre amélioration&#xa0;; retirez-les</translation>
    </message>
    <message>
        <location filename="../../core/search/maxn/MaxnSearch.cpp" line="144"/>
        <source>max^n compares each player&apos;s score at the leaves, but this tree has one value per leaf: write each leaf as a score per player, as in &lt;3, 1, 2&gt;, or choose a search of two players such as alpha-beta</source>
        <translation>max^n compare le score de chaque joueur aux feuilles, mais cet arbre a une valeur par feuille&#xa0;: écrivez chaque feuille comme un score par joueur, comme dans &lt;3, 1, 2&gt;, ou choisissez une recherche à deux joueurs comme l&apos;alpha-bêta</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="33"/>
        <source>Monte Carlo tree search takes --iterations, --seed and --exploration, no depth limit or other enhancement</source>
        <translation>la recherche arborescente Monte-Carlo prend --iterations, --seed et --exploration, ni limite de profondeur ni autre amélioration</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="37"/>
        <source>the iterations must lie between 1 and {most}</source>
        <translation>les itérations doivent être entre 1 et {most}</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="40"/>
        <source>the exploration constant must lie between 0 and 100</source>
        <translation>la constante d&apos;exploration doit être entre 0 et 100</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="43"/>
        <source>Monte Carlo tree search here plays two sides that choose: it cannot search a tree with chance nodes</source>
        <translation>la recherche arborescente Monte-Carlo joue ici deux camps qui choisissent&#xa0;: elle ne peut pas chercher dans un arbre avec des nœuds de hasard</translation>
    </message>
    <message>
        <location filename="../../core/search/mcts/MctsSearch.cpp" line="47"/>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="67"/>
        <source>a node of this tree has {moves} moves; the search takes at most {most}</source>
        <translation>un nœud de cet arbre a {moves} coups&#xa0;; la recherche en prend au plus {most}</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="32"/>
        <source>late move reductions at depth {depth} may search {node} a ply shallower, putting it on the horizon; it has moves but no static evaluation: give it one in the tree text, as in (3, 12, 8)[5]</source>
        <translation>les réductions des coups tardifs à la profondeur {depth} peuvent chercher {node} un demi-coup moins profond, ce qui le met sur l&apos;horizon&#xa0;; il a des coups mais pas d&apos;évaluation statique&#xa0;: donnez-lui-en une dans le texte de l&apos;arbre, comme dans (3, 12, 8)[5]</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="37"/>
        <source>quiescence search past the horizon at depth {depth} reaches {node} by forcing moves; it has moves but no static evaluation to stand pat on: give it one in the tree text, as in !x:(5, 9)[7]</source>
        <translation>la recherche de quiescence au-delà de l&apos;horizon à la profondeur {depth} atteint {node} par des coups forçants&#xa0;; il a des coups mais pas d&apos;évaluation statique à laquelle s&apos;en tenir&#xa0;: donnez-lui-en une dans le texte de l&apos;arbre, comme dans&#xa0;!x:(5, 9)[7]</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="41"/>
        <source>the horizon at depth {depth} runs through {node}, which has moves but no static evaluation: give it one in the tree text, as in (3, 12, 8)[5]</source>
        <translation>l&apos;horizon à la profondeur {depth} passe par {node}, qui a des coups mais pas d&apos;évaluation statique&#xa0;: donnez-lui-en une dans le texte de l&apos;arbre, comme dans (3, 12, 8)[5]</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="60"/>
        <source>{algorithm} cannot search a tree with chance nodes, where nobody chooses: choose expectiminimax, which averages each chance node&apos;s outcomes, or Star1, which prunes with bounds on the leaf values</source>
        <translation>{algorithm} ne peut pas chercher dans un arbre avec des nœuds de hasard, où personne ne choisit&#xa0;: choisissez l&apos;expectiminimax, qui fait la moyenne des issues de chaque nœud de hasard, ou Star1, qui élague avec des bornes sur les valeurs des feuilles</translation>
    </message>
    <message>
        <location filename="../../core/search/minimax/MinimaxFamily.cpp" line="81"/>
        <source>null-move pruning lets the side to move pass, which {game} cannot: choose a game whose search may pass, Connect Four (--connect4)</source>
        <translation>l&apos;élagage par coup nul laisse passer le camp au trait, ce que {game} ne permet pas&#xa0;: choisissez un jeu dont la recherche peut passer, Puissance 4 (--connect4)</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="48"/>
        <source>the search was cancelled: change the tree or the search to search again</source>
        <translation>la recherche a été annulée&#xa0;: changez l&apos;arbre ou la recherche pour chercher de nouveau</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="229"/>
        <source>the search is still running: its steps show when it is done (Esc or Cancel in the status bar stops it)</source>
        <translation>la recherche est encore en cours&#xa0;: ses étapes s&apos;affichent quand elle est finie (Échap ou Annuler dans la barre d&apos;état l&apos;arrête)</translation>
    </message>
</context>
<context>
    <name>SearchSettings</name>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="159"/>
        <source>&amp;Depth limit</source>
        <translation>Limite de &amp;profondeur</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="160"/>
        <source>Positions this many moves below the start are scored by the game&apos;s evaluation; none searches to the end</source>
        <translation>Les positions situées ce nombre de coups sous le départ sont notées par l&apos;évaluation du jeu&#xa0;; aucune&#xa0;: chercher jusqu&apos;au bout</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="162"/>
        <source>none: the whole tree</source>
        <translation>aucune&#xa0;: l&apos;arbre entier</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="187"/>
        <source>&amp;Quiescence search</source>
        <translation>Recherche de &amp;quiescence</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="188"/>
        <source>A position on the horizon with forcing moves is not scored at once: it stands pat on its evaluation, which the side to move may accept, and searches only its forcing moves</source>
        <translation>Une position sur l&apos;horizon qui a des coups forçants n&apos;est pas notée tout de suite&#xa0;: elle s&apos;en tient à son évaluation, que le camp au trait peut accepter, et ne cherche que ses coups forçants</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="208"/>
        <source>Q&amp;uiescence depth</source>
        <translation>Profon&amp;deur de quiescence</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="209"/>
        <source>How many plies past the horizon quiescence search follows forcing moves at most</source>
        <translation>Combien de demi-coups au plus la recherche de quiescence suit les coups forçants au-delà de l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="211"/>
        <source>{n} plies</source>
        <translation>{n} demi-coups</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="212"/>
        <source>8 plies (default)</source>
        <translation>8 demi-coups (par défaut)</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="239"/>
        <source>&amp;Beam width</source>
        <translation>Largeur du &amp;faisceau</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="240"/>
        <source>Forward pruning, not exact: above the horizon only this many moves are searched, those the evaluation likes best for the side to move; the others are dropped and may hold the best move</source>
        <translation>Élagage en avant, non exact&#xa0;: au-dessus de l&apos;horizon, seul ce nombre de coups est cherché, ceux que l&apos;évaluation préfère pour le camp au trait&#xa0;; les autres sont écartés et peuvent contenir le meilleur coup</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="243"/>
        <source>{n} moves</source>
        <translation>{n} coups</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="244"/>
        <source>off: every move</source>
        <translation>désactivé&#xa0;: tous les coups</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="268"/>
        <source>Late mo&amp;ve reductions</source>
        <translation>&amp;Réductions des coups tardifs</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="269"/>
        <source>Forward pruning, not exact: moves after the first three are searched a ply shallower with a null window, and again at full depth only when one beats alpha; a quiet move that needs the ply may be missed</source>
        <translation>Élagage en avant, non exact&#xa0;: les coups après les trois premiers sont cherchés un demi-coup moins profond avec une fenêtre nulle, et de nouveau à pleine profondeur seulement quand l&apos;un bat alpha&#xa0;; un coup tranquille qui a besoin de ce demi-coup peut être manqué</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="299"/>
        <source>Null move: p&amp;ass and search less</source>
        <translation>Coup nul&#xa0;: passer et &amp;chercher moins</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="300"/>
        <source>Forward pruning, not exact: the side to move passes, and a search this many plies shallower with a null window at beta says whether the position still reaches beta; if so it is cut unsearched. In zugzwang, where passing would be best, the guess is wrong</source>
        <translation>Élagage en avant, non exact&#xa0;: le camp au trait passe, et une recherche moins profonde de ce nombre de demi-coups avec une fenêtre nulle en bêta dit si la position atteint encore bêta&#xa0;; si oui, elle est coupée sans recherche. En zugzwang, où passer serait le mieux, la supposition est fausse</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="304"/>
        <source>{n} plies less</source>
        <translation>{n} demi-coups de moins</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="305"/>
        <location filename="../../core/search/EnhancementTable.h" line="455"/>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="326"/>
        <source>&amp;Transposition table</source>
        <translation>&amp;Table de transposition</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="327"/>
        <source>File each searched position with its depth, value, bound (=, ≥, ≤) and best move; answer a position searched before from the table</source>
        <translation>Ranger chaque position cherchée avec sa profondeur, sa valeur, sa borne (=, ≥, ≤) et son meilleur coup&#xa0;; répondre par la table à une position déjà cherchée</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="344"/>
        <source>Table si&amp;ze</source>
        <translation>Taille de la ta&amp;ble</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="345"/>
        <source>A table of this many slots, each holding one position, so that positions compete for them</source>
        <translation>Une table de ce nombre d&apos;emplacements, chacun contenant une position, si bien que les positions se les disputent</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="347"/>
        <source>{n} entries</source>
        <translation>{n} entrées</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="348"/>
        <source>unbounded</source>
        <translation>illimitée</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="358"/>
        <source>Keep deepe&amp;r entries</source>
        <translation>&amp;Garder les entrées plus profondes</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="359"/>
        <source>A full slot of a fixed-size table keeps an entry searched deeper than the new one</source>
        <translation>Un emplacement plein d&apos;une table de taille fixe garde une entrée cherchée plus profond que la nouvelle</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="370"/>
        <source>Static &amp;order</source>
        <translation>&amp;Ordre statique</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="371"/>
        <source>The order the moves are tried in before any other heuristic: the game&apos;s own or one it offers</source>
        <translation>L&apos;ordre dans lequel les coups sont essayés avant toute autre heuristique&#xa0;: celui du jeu ou un qu&apos;il propose</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="388"/>
        <source>&amp;Killer moves</source>
        <translation>Coups t&amp;ueurs</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="389"/>
        <source>Try first the two latest moves that caused a cut-off at this ply</source>
        <translation>Essayer d&apos;abord les deux derniers coups qui ont causé une coupure à ce demi-coup</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="404"/>
        <source>&amp;History heuristic</source>
        <translation>Heuristique de l&apos;&amp;historique</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="405"/>
        <source>Try first the moves that caused the most cut-offs</source>
        <translation>Essayer d&apos;abord les coups qui ont causé le plus de coupures</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="420"/>
        <source>&amp;Iterative deepening</source>
        <translation>Approfondissement &amp;itératif</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="421"/>
        <source>Search to depth 1, 2, … up to the limit, keeping the table between them</source>
        <translation>Chercher à la profondeur 1, 2, … jusqu&apos;à la limite, en gardant la table entre elles</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="449"/>
        <source>Aspiration &amp;window</source>
        <translation>F&amp;enêtre d&apos;aspiration</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="450"/>
        <source>With iterative deepening: each depth searched in a window this wide on either side of the last score, and again in full when the score falls outside</source>
        <translation>Avec l&apos;approfondissement itératif&#xa0;: chaque profondeur cherchée dans une fenêtre de cette largeur de part et d&apos;autre du dernier score, et de nouveau entièrement quand le score tombe en dehors</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="454"/>
        <source>±{n}</source>
        <extracomment>An aspiration window&apos;s width on either side of the last score: &quot;±25&quot;.</extracomment>
        <translation>±{n}</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="477"/>
        <source>Time &amp;limit</source>
        <translation>Limite de te&amp;mps</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="478"/>
        <source>With iterative deepening: when time is up, the running iteration is abandoned and the last one that finished answers</source>
        <translation>Avec l&apos;approfondissement itératif&#xa0;: quand le temps est écoulé, l&apos;itération en cours est abandonnée et la dernière terminée répond</translation>
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
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="497"/>
        <source>&amp;Node limit</source>
        <translation>Limite de &amp;nœuds</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="498"/>
        <source>With iterative deepening: after this many positions the running iteration is abandoned and the last one that finished answers, at the same step every run</source>
        <translation>Avec l&apos;approfondissement itératif&#xa0;: après ce nombre de positions, l&apos;itération en cours est abandonnée et la dernière terminée répond, à la même étape à chaque exécution</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="501"/>
        <source>{n} positions</source>
        <translation>{n} positions</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="518"/>
        <source>&amp;Principal variation search</source>
        <translation>Recherche à &amp;variation principale</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="519"/>
        <source>Search the first move with the full window and the rest with a null window, again when one fails high</source>
        <translation>Chercher le premier coup avec la fenêtre complète et les autres avec une fenêtre nulle, de nouveau quand l&apos;un échoue par le haut</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="529"/>
        <source>S&amp;coring</source>
        <translation>Not&amp;ation</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="530"/>
        <source>How a finished game scores: the game&apos;s own way or one it offers</source>
        <translation>Comment une partie finie est notée&#xa0;: à la façon du jeu ou à une façon qu&apos;il propose</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="539"/>
        <source>&amp;Evaluation</source>
        <translation>&amp;Évaluation</translation>
    </message>
    <message>
        <location filename="../../core/search/EnhancementTable.h" line="540"/>
        <source>How a position at the depth limit is scored: the game&apos;s own evaluation or one it offers</source>
        <translation>Comment une position à la limite de profondeur est notée&#xa0;: par l&apos;évaluation du jeu ou par une qu&apos;il propose</translation>
    </message>
</context>
<context>
    <name>TextError</name>
    <message>
        <location filename="../../core/base/TextError.cpp" line="12"/>
        <source>line {line}, column {column}: {reason}</source>
        <translation>ligne {line}, colonne {column}&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>TreeFile</name>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="29"/>
        <source>&quot;{member}&quot;: {problem}</source>
        <extracomment>A member of a tree file that is wrong (&quot;tree&quot;, &quot;notes&quot;), then what is wrong with it.</extracomment>
        <translation>&quot;{member}&quot;&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="42"/>
        <source>&quot;{member}&quot; must be a string</source>
        <translation>&quot;{member}&quot; doit être une chaîne</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="54"/>
        <source>&quot;version&quot; must be a whole number from 1 (1 or 2 for this format)</source>
        <translation>&quot;version&quot; doit être un nombre entier à partir de 1 (1 ou 2 pour ce format)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="56"/>
        <source>the file was written by a newer Game Tree Lab (format version {version}); this one reads version {ours}</source>
        <translation>le fichier a été écrit par un Game Tree Lab plus récent (version de format {version})&#xa0;; celui-ci lit la version {ours}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="89"/>
        <source>&quot;to_move&quot; must be {sides}</source>
        <translation>&quot;to_move&quot; doit être {sides}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="90"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="126"/>
        <source>the file has neither {members}</source>
        <translation>le fichier n&apos;a ni {members}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="127"/>
        <source> nor </source>
        <translation> ni </translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="131"/>
        <source>the file has both {members}: keep one</source>
        <translation>le fichier a à la fois {members}&#xa0;: gardez-en un</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="132"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="169"/>
        <source>&quot;{member}&quot; must be true or false</source>
        <translation>&quot;{member}&quot; doit être true ou false</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="191"/>
        <source>&quot;{member}&quot; must be a whole number from 0 to {highest}</source>
        <translation>&quot;{member}&quot; doit être un nombre entier de 0 à {highest}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="211"/>
        <source>&quot;table_replace&quot; is always or depth</source>
        <translation>&quot;table_replace&quot; vaut always ou depth</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="229"/>
        <location filename="../../core/io/TreeFile.cpp" line="245"/>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="253"/>
        <source>&quot;algorithm&quot; {algorithm} is not one of minimax, alphabeta, negamax, negamax-alphabeta</source>
        <translation>&quot;algorithm&quot; {algorithm} n&apos;est pas l&apos;un de minimax, alphabeta, negamax, negamax-alphabeta</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="270"/>
        <source>&quot;stops&quot; must be a list</source>
        <translation>&quot;stops&quot; doit être une liste</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="273"/>
        <source>more than {stops} stops</source>
        <translation>plus de {stops} arrêts</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="278"/>
        <source>each stop needs a &quot;step&quot;, a whole number from 0</source>
        <translation>chaque arrêt a besoin d&apos;un &quot;step&quot;, un nombre entier à partir de 0</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="283"/>
        <source>a stop&apos;s text is longer than {bytes} bytes</source>
        <translation>le texte d&apos;un arrêt dépasse {bytes} octets</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="293"/>
        <source>not valid JSON: {what}</source>
        <translation>JSON invalide&#xa0;: {what}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="357"/>
        <source>not a Game Tree Lab tree file (it needs &quot;format&quot;: &quot;{format}&quot;)</source>
        <translation>pas un fichier d&apos;arbre de Game Tree Lab (il lui faut &quot;format&quot;: &quot;{format}&quot;)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="370"/>
        <source>&quot;root_player&quot; must be &quot;MAX&quot; or &quot;MIN&quot;</source>
        <translation>&quot;root_player&quot; doit être &quot;MAX&quot; ou &quot;MIN&quot;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="387"/>
        <source>it does not read back: {problem}</source>
        <translation>il ne se relit pas&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="398"/>
        <source>it reads back as another tree</source>
        <translation>il se relit comme un autre arbre</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="400"/>
        <source>its title or description reads back otherwise</source>
        <translation>son titre ou sa description se relit autrement</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeFile.cpp" line="402"/>
        <source>its notes read back otherwise</source>
        <translation>ses notes se relisent autrement</translation>
    </message>
</context>
<context>
    <name>TreeSource</name>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="33"/>
        <source>{name}: {problem}</source>
        <extracomment>What cannot be read (a file&apos;s name, a position), then why.</extracomment>
        <translation>{name}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="57"/>
        <source>is a folder, not a tree file</source>
        <translation>est un dossier, pas un fichier d&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="59"/>
        <source>is not a regular file (a device, pipe or socket)</source>
        <translation>n&apos;est pas un fichier ordinaire (un périphérique, un tube ou une socket)</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="61"/>
        <location filename="../../core/content/TreeSource.cpp" line="108"/>
        <source>the file is larger than 64 MB</source>
        <translation>le fichier dépasse 64 Mo</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="77"/>
        <location filename="../../core/content/TreeSource.cpp" line="82"/>
        <source>cannot open the file: {reason}</source>
        <translation>impossible d&apos;ouvrir le fichier&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="88"/>
        <location filename="../../core/content/TreeSource.cpp" line="101"/>
        <source>cannot read the file: {reason}</source>
        <translation>impossible de lire le fichier&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="133"/>
        <source>{game} position: {problem}</source>
        <translation>position de {game}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="160"/>
        <source>there is no preset called &apos;{preset}&apos; (see: gametree-lab presets)</source>
        <translation>il n&apos;y a pas d&apos;arbre prédéfini nommé &apos;{preset}&apos; (voir&#xa0;: gametree-lab presets)</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="170"/>
        <source>a position needs the game it is of</source>
        <translation>une position a besoin du jeu dont elle fait partie</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="185"/>
        <source>random tree: {problem}</source>
        <translation>arbre aléatoire&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/content/TreeSource.cpp" line="190"/>
        <source>unknown tree source</source>
        <translation>source d&apos;arbre inconnue</translation>
    </message>
</context>
<context>
    <name>TreeText</name>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="54"/>
        <source>&apos;{probability}&apos; is not a probability: write a decimal such as 0.25 or a fraction such as 1/6 (up to 9 places or digits)</source>
        <translation>&apos;{probability}&apos; n&apos;est pas une probabilité&#xa0;: écrivez un nombre décimal comme 0.25 ou une fraction comme 1/6 (jusqu&apos;à 9 décimales ou chiffres)</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="62"/>
        <source>&apos;{probability}&apos; is no probability: a fraction&apos;s denominator cannot be 0</source>
        <translation>&apos;{probability}&apos; n&apos;est pas une probabilité&#xa0;: le dénominateur d&apos;une fraction ne peut pas être 0</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="66"/>
        <source>the probability {probability} is not in (0, 1]: an outcome that cannot happen is left out</source>
        <translation>la probabilité {probability} n&apos;est pas dans ]0, 1]&#xa0;: une issue qui ne peut pas arriver est omise</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="71"/>
        <source>the probability {probability} is more than 1</source>
        <translation>la probabilité {probability} dépasse 1</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="84"/>
        <source>the probabilities add up to {sum}, not 1</source>
        <translation>les probabilités font {sum} au total, pas 1</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="89"/>
        <source>the probabilities add up to {sum}: their denominators are too large to add up exactly</source>
        <translation>les probabilités font {sum} au total&#xa0;: leurs dénominateurs sont trop grands pour les additionner exactement</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="93"/>
        <source>the probabilities add up to {sum}, more than 1</source>
        <translation>les probabilités font {sum} au total, plus que 1</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="96"/>
        <source>the probabilities add up to {sum}, not exactly 1, and what the last outcome would need has too large a denominator</source>
        <translation>les probabilités font {sum} au total, pas exactement 1, et ce dont la dernière issue aurait besoin a un dénominateur trop grand</translation>
    </message>
    <message>
        <location filename="../../core/io/ChanceText.cpp" line="118"/>
        <source>{outcome}: {problem}</source>
        <extracomment>A chance node&apos;s outcome, then what is wrong with its probability.</extracomment>
        <translation>{outcome}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="48"/>
        <source>the text is empty: expected a tree such as ((3,12,8),(2,4,6),(14,5,2))</source>
        <translation>le texte est vide&#xa0;: un arbre était attendu, comme ((3,12,8),(2,4,6),(14,5,2))</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="61"/>
        <source>unexpected &apos;{char}&apos;: every &apos;{open}&apos; is already closed</source>
        <translation>&apos;{char}&apos; inattendu&#xa0;: chaque &apos;{open}&apos; est déjà fermé</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="66"/>
        <source>unexpected &apos;{char}&apos; after the end of the tree (to give the root several children, wrap them in parentheses)</source>
        <translation>&apos;{char}&apos; inattendu après la fin de l&apos;arbre (pour donner plusieurs enfants à la racine, entourez-les de parenthèses)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="77"/>
        <source>this position differs from the one of the same name at {where}: one position has the same side to move, and the same moves, values and evaluations below it</source>
        <translation>cette position diffère de celle du même nom en {where}&#xa0;: une même position a le même camp au trait, et les mêmes coups, valeurs et évaluations en dessous</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="117"/>
        <source>missing &apos;)&apos; to close the &apos;(&apos; opened at {where}</source>
        <translation>il manque &apos;)&apos; pour fermer la &apos;(&apos; ouverte en {where}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="124"/>
        <source>&apos;{char}&apos; cannot close the &apos;{open}&apos; opened at {where}</source>
        <translation>&apos;{char}&apos; ne peut pas fermer le &apos;{open}&apos; ouvert en {where}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="131"/>
        <source>expected a value or &apos;(&apos; after &apos;,&apos; but found &apos;{char}&apos;</source>
        <translation>une valeur ou &apos;(&apos; était attendue après &apos;,&apos; mais &apos;{char}&apos; a été trouvé</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="134"/>
        <source>empty &apos;{}&apos;: a chance node needs outcomes, as in {0.5: 1, 0.5: 2}</source>
        <translation>&apos;{}&apos; vide&#xa0;: un nœud de hasard a besoin d&apos;issues, comme dans {0.5: 1, 0.5: 2}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="136"/>
        <source>empty &apos;()&apos;: a node in parentheses needs at least one child</source>
        <translation>&apos;()&apos; vide&#xa0;: un nœud entre parenthèses a besoin d&apos;au moins un enfant</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="148"/>
        <source>a static evaluation [N] follows a &apos;)&apos;: a leaf is scored by its value</source>
        <translation>une évaluation statique [N] suit une &apos;)&apos;&#xa0;: une feuille est notée par sa valeur</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="150"/>
        <source>a position name ~name follows a &apos;)&apos;: only inner nodes are marked as one position</source>
        <translation>un nom de position ~nom suit une &apos;)&apos;&#xa0;: seuls les nœuds intérieurs sont marqués comme une même position</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="153"/>
        <source>missing value between two commas</source>
        <translation>valeur manquante entre deux virgules</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="155"/>
        <source>expected a value or &apos;(&apos; but found &apos;,&apos;</source>
        <translation>une valeur ou &apos;(&apos; était attendue mais &apos;,&apos; a été trouvée</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="195"/>
        <source>expected a denominator after &apos;/&apos;</source>
        <translation>un dénominateur était attendu après &apos;/&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="198"/>
        <source>expected an outcome&apos;s probability, such as 0.5 or 1/6, then &apos;:&apos; and what follows it</source>
        <translation>la probabilité d&apos;une issue était attendue, comme 0.5 ou 1/6, puis &apos;:&apos; et ce qui la suit</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="202"/>
        <source>&apos;{written}&apos; has a decimal comma: write a probability with a decimal point, as in {point}</source>
        <translation>&apos;{written}&apos; a une virgule décimale&#xa0;: écrivez une probabilité avec un point décimal, comme dans {point}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="219"/>
        <source>expected &apos;:&apos; (or a label, then &apos;:&apos;) after the probability {probability}</source>
        <translation>&apos;:&apos; était attendu (ou une étiquette, puis &apos;:&apos;) après la probabilité {probability}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="222"/>
        <source>expected &apos;:&apos; after the label &apos;{label}&apos;</source>
        <translation>&apos;:&apos; était attendu après l&apos;étiquette &apos;{label}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="229"/>
        <source>expected a value, &apos;(&apos; or &apos;{&apos; after the outcome&apos;s &apos;:&apos;</source>
        <translation>une valeur, &apos;(&apos; ou &apos;{&apos; était attendue après le &apos;:&apos; de l&apos;issue</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="231"/>
        <source>an outcome of a throw is nobody&apos;s move, so it cannot be marked forcing with &apos;!&apos;</source>
        <translation>l&apos;issue d&apos;un lancer n&apos;est le coup de personne, elle ne peut donc pas être marquée forçante avec &apos;!&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="240"/>
        <source>a second label &apos;{label}:&apos; on one outcome</source>
        <translation>une seconde étiquette &apos;{label}:&apos; sur une même issue</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="258"/>
        <source>the root is not reached by a move, so it takes no label</source>
        <translation>la racine n&apos;est atteinte par aucun coup, elle ne prend donc pas d&apos;étiquette</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="272"/>
        <source>a second label &apos;{label}:&apos; after &apos;{first}:&apos;: a move takes one label</source>
        <translation>une seconde étiquette &apos;{label}:&apos; après &apos;{first}:&apos;&#xa0;: un coup prend une seule étiquette</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="288"/>
        <source>the root is not reached by a move, so it cannot be marked forcing with &apos;!&apos;</source>
        <translation>la racine n&apos;est atteinte par aucun coup, elle ne peut donc pas être marquée forçante avec &apos;!&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="293"/>
        <source>a second &apos;!&apos;: one marks a move as forcing</source>
        <translation>un second &apos;!&apos;&#xa0;: un seul marque un coup comme forçant</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="304"/>
        <source>expected a value or &apos;(&apos;</source>
        <translation>une valeur ou &apos;(&apos; était attendue</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="311"/>
        <source>expected a label before &apos;:&apos;</source>
        <translation>une étiquette était attendue avant &apos;:&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="315"/>
        <source>expected a value or &apos;(&apos; but found &apos;{char}&apos;</source>
        <translation>une valeur ou &apos;(&apos; était attendue mais &apos;{char}&apos; a été trouvé</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="318"/>
        <source>unexpected character &apos;{char}&apos;: expected a value or &apos;(&apos;</source>
        <translation>caractère &apos;{char}&apos; inattendu&#xa0;: une valeur ou &apos;(&apos; était attendue</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="337"/>
        <source>expected a number after &apos;[&apos; (a static evaluation)</source>
        <translation>un nombre était attendu après &apos;[&apos; (une évaluation statique)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="338"/>
        <source>&apos;{word}&apos; is not a number (a static evaluation is [N])</source>
        <translation>&apos;{word}&apos; n&apos;est pas un nombre (une évaluation statique s&apos;écrit [N])</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="345"/>
        <source>a static evaluation [N] is one number, but this tree scores each player at its leaves: a tree of several players is searched to its leaves; remove the [N]</source>
        <translation>une évaluation statique [N] est un seul nombre, mais cet arbre note chaque joueur à ses feuilles&#xa0;: un arbre à plusieurs joueurs est cherché jusqu&apos;à ses feuilles&#xa0;; retirez le [N]</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="350"/>
        <source>missing &apos;]&apos; after the static evaluation</source>
        <translation>il manque &apos;]&apos; après l&apos;évaluation statique</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="369"/>
        <source>expected a name after &apos;~&apos; (nodes with one name are one position)</source>
        <translation>un nom était attendu après &apos;~&apos; (les nœuds d&apos;un même nom sont une même position)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="390"/>
        <source>missing &apos;:&apos; after the label &apos;{label}&apos;</source>
        <translation>il manque &apos;:&apos; après l&apos;étiquette &apos;{label}&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="393"/>
        <source>&apos;{word}&apos; is not a number (a label needs &apos;:&apos; after it)</source>
        <translation>&apos;{word}&apos; n&apos;est pas un nombre (une étiquette doit être suivie de &apos;:&apos;)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="400"/>
        <source>this leaf has one value, but the leaf at {where} scores each player: write every leaf of a tree of several players as a score per player, as in &lt;3, 1, 2&gt;</source>
        <translation>cette feuille a une seule valeur, mais la feuille en {where} note chaque joueur&#xa0;: écrivez chaque feuille d&apos;un arbre à plusieurs joueurs comme un score par joueur, comme dans &lt;3, 1, 2&gt;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="418"/>
        <source>this leaf scores each player, but the leaf at {where} has one value: a tree&apos;s leaves are all one value (two players, MAX and MIN) or all a score per player</source>
        <translation>cette feuille note chaque joueur, mais la feuille en {where} a une seule valeur&#xa0;: les feuilles d&apos;un arbre ont toutes une valeur (deux joueurs, MAX et MIN) ou toutes un score par joueur</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="427"/>
        <source>missing &apos;&gt;&apos; to close the &apos;&lt;&apos; opened at {where}</source>
        <translation>il manque &apos;&gt;&apos; pour fermer le &apos;&lt;&apos; ouvert en {where}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="432"/>
        <source>missing score between &apos;&lt;&apos;, &apos;,&apos; and &apos;&gt;&apos;</source>
        <translation>score manquant entre &apos;&lt;&apos;, &apos;,&apos; et &apos;&gt;&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="439"/>
        <source>expected a player&apos;s score in &apos;&lt;…&gt;&apos; but found &apos;{char}&apos;</source>
        <translation>le score d&apos;un joueur était attendu dans &apos;&lt;…&gt;&apos; mais &apos;{char}&apos; a été trouvé</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="447"/>
        <source>more than {most} scores: a tree seats at most {most} players</source>
        <translation>plus de {most} scores&#xa0;: un arbre accueille au plus {most} joueurs</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="453"/>
        <source>one score in &apos;&lt;…&gt;&apos;: a leaf of several players scores each of them, as in &lt;3, 1, 2&gt;</source>
        <translation>un seul score dans &apos;&lt;…&gt;&apos;&#xa0;: une feuille à plusieurs joueurs note chacun d&apos;eux, comme dans &lt;3, 1, 2&gt;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="462"/>
        <source>this leaf scores {count} players, but the leaf at {where} scores {players}: every leaf scores each player of the tree</source>
        <translation>cette feuille note {count} joueurs, mais la feuille en {where} en note {players}&#xa0;: chaque feuille note chaque joueur de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="482"/>
        <source>the tree is deeper than {levels} levels</source>
        <translation>l&apos;arbre a plus de {levels} niveaux de profondeur</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="498"/>
        <source>the tree has more than {nodes} nodes</source>
        <translation>l&apos;arbre a plus de {nodes} nœuds</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="506"/>
        <source>a second move labelled &apos;{label}&apos; from the same position</source>
        <translation>un second coup étiqueté &apos;{label}&apos; depuis la même position</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="513"/>
        <source>one move too many: the position opened at {where} would have more than {most} moves, the most a position may have</source>
        <translation>un coup de trop&#xa0;: la position ouverte en {where} aurait plus de {most} coups, le maximum pour une position</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextParser.cpp" line="563"/>
        <source>the byte {byte} is not UTF-8 text: tree text is read as UTF-8 (save it in that encoding)</source>
        <translation>l&apos;octet {byte} n&apos;est pas du texte UTF-8&#xa0;: le texte d&apos;un arbre est lu en UTF-8 (enregistrez-le dans cet encodage)</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextWords.cpp" line="20"/>
        <source>line {line}, column {column}</source>
        <translation>ligne {line}, colonne {column}</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextWords.cpp" line="27"/>
        <source>expected a value or &apos;(&apos; after the label &apos;{label}:&apos;</source>
        <translation>une valeur ou &apos;(&apos; était attendue après l&apos;étiquette &apos;{label}:&apos;</translation>
    </message>
    <message>
        <location filename="../../core/io/TreeTextWords.cpp" line="33"/>
        <source>the number {number} is out of range: values must lie within ±{most}</source>
        <translation>le nombre {number} est hors limites&#xa0;: les valeurs doivent être comprises dans ±{most}</translation>
    </message>
</context>
<context>
    <name>WholeNumber</name>
    <message>
        <location filename="../../core/base/WholeNumber.cpp" line="11"/>
        <source>nothing was given: a whole number between {low} and {high} is needed</source>
        <translation>rien n&apos;a été donné&#xa0;: un nombre entier entre {low} et {high} est nécessaire</translation>
    </message>
    <message>
        <location filename="../../core/base/WholeNumber.cpp" line="13"/>
        <source>&apos;{text}&apos; is out of range: it must be between {low} and {high}</source>
        <translation>&apos;{text}&apos; est hors limites&#xa0;: il doit être entre {low} et {high}</translation>
    </message>
    <message>
        <location filename="../../core/base/WholeNumber.cpp" line="14"/>
        <source>&apos;{text}&apos; is not a whole number (it must be between {low} and {high})</source>
        <translation>&apos;{text}&apos; n&apos;est pas un nombre entier (il doit être entre {low} et {high})</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="15"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="20"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="26"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="33"/>
        <source>Right-click a node to change it; double-click a leaf to set its value</source>
        <translation>Clic droit sur un nœud pour le modifier&#xa0;; double-clic sur une feuille pour fixer sa valeur</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="34"/>
        <source>&amp;Playback</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="44"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="48"/>
        <source>&amp;Read the Tree</source>
        <translation>&amp;Lire l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="52"/>
        <source>Tree &amp;Text Size</source>
        <translation>&amp;Taille du texte de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="56"/>
        <source>&amp;Lessons</source>
        <translation>Leçon&amp;s</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="65"/>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <location filename="../../ui/window/WindowMenus.cpp" line="69"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
</context>
<context>
    <name>gtl::ui::AppearanceFeature</name>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="23"/>
        <source>Colour-Blind-Safe Palette</source>
        <translation>Palette adaptée aux daltoniens</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="24"/>
        <source>Use colours that people with any common colour vision deficiency can tell apart</source>
        <translation>Utiliser des couleurs que distinguent les personnes atteintes de toute déficience courante de la vision des couleurs</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="26"/>
        <source>High Contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="26"/>
        <source>Black on white with heavier lines, for the canvas and every window</source>
        <translation>Noir sur blanc avec des traits plus épais, pour le canevas et chaque fenêtre</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="28"/>
        <source>Reduce Motion</source>
        <translation>Réduire les animations</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="28"/>
        <source>Show each step at once, without animations, here and in every comparison</source>
        <translation>Montrer chaque étape d&apos;un coup, sans animation, ici et dans chaque comparaison</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="40"/>
        <source>The Desktop&apos;s Size</source>
        <translation>La taille du bureau</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="43"/>
        <source>%1%</source>
        <extracomment>A size of the tree&apos;s text, in per cent of the size it is designed for.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/AppearanceFeature.cpp" line="45"/>
        <source>Draw the tree&apos;s text at this size</source>
        <translation>Dessiner le texte de l&apos;arbre à cette taille</translation>
    </message>
</context>
<context>
    <name>gtl::ui::BarChart</name>
    <message>
        <location filename="../../ui/charts/BarChart.cpp" line="264"/>
        <source>cannot draw the chart</source>
        <translation>impossible de dessiner le graphique</translation>
    </message>
</context>
<context>
    <name>gtl::ui::BlankScreen</name>
    <message>
        <location filename="../../ui/window/lessons/BlankScreen.cpp" line="21"/>
        <source>Press B to show the window again</source>
        <translation>Appuyez sur B pour afficher de nouveau la fenêtre</translation>
    </message>
</context>
<context>
    <name>gtl::ui::BoardWidget</name>
    <message>
        <location filename="../../ui/play/BoardWidget.cpp" line="28"/>
        <source>Click a square or column, or type its number, to play there</source>
        <translation>Cliquez sur une case ou une colonne, ou tapez son numéro, pour y jouer</translation>
    </message>
</context>
<context>
    <name>gtl::ui::CompareFeature</name>
    <message>
        <location filename="../../ui/window/compare/CompareFeature.cpp" line="37"/>
        <source>Step several runs side by side and compare their figures</source>
        <translation>Dérouler plusieurs exécutions côte à côte et comparer leurs chiffres</translation>
    </message>
    <message>
        <location filename="../../ui/window/compare/CompareFeature.cpp" line="49"/>
        <source>Lab Table of This Position…</source>
        <translation>Table de laboratoire de cette position…</translation>
    </message>
    <message>
        <location filename="../../ui/window/compare/CompareFeature.cpp" line="50"/>
        <source>Alpha-beta with move ordering, a transposition table, iterative deepening and more, run on the tree on screen, side by side</source>
        <translation>L&apos;alpha-bêta avec ordre des coups, table de transposition, approfondissement itératif et plus, exécuté côte à côte sur l&apos;arbre à l&apos;écran</translation>
    </message>
</context>
<context>
    <name>gtl::ui::CompareWindow</name>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="66"/>
        <source>Projector Mode</source>
        <translation>Mode projecteur</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="69"/>
        <source>Compare Runs — Game Tree Lab</source>
        <translation>Comparer des exécutions — Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="93"/>
        <source>Searching the runs…</source>
        <translation>Recherche des exécutions…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="98"/>
        <source>Cannot compare</source>
        <translation>Impossible de comparer</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="107"/>
        <source>What to compare; all but the first use the tree open in the main window</source>
        <translation>Ce qu&apos;il faut comparer&#xa0;; tous sauf le premier utilisent l&apos;arbre ouvert dans la fenêtre principale</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="110"/>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="112"/>
        <source> Compare </source>
        <translation> Comparer </translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="115"/>
        <source>Show</source>
        <translation>Afficher</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="116"/>
        <source>Which runs have a pane; the table and the chart show them all</source>
        <translation>Quelles exécutions ont un volet&#xa0;; le tableau et le graphique les montrent toutes</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="120"/>
        <source>Copy Figures</source>
        <translation>Copier les chiffres</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="121"/>
        <source>Copy the table of final figures as text</source>
        <translation>Copier le tableau des chiffres finaux en texte</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="122"/>
        <source>Save Figures…</source>
        <translation>Enregistrer les chiffres…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="123"/>
        <source>Save the table of final figures as a text file</source>
        <translation>Enregistrer le tableau des chiffres finaux dans un fichier texte</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="126"/>
        <source>Full screen, larger type and stronger contrast for a classroom projector (F10)</source>
        <translation>Plein écran, texte plus grand et contraste plus fort pour un projecteur en classe (F10)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="200"/>
        <source>%1: not searched: %2</source>
        <translation>%1&#xa0;: non cherché&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="203"/>
        <source>%1: searched without enhancements: %2</source>
        <translation>%1&#xa0;: cherché sans améliorations&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="366"/>
        <source>Save Figures</source>
        <translation>Enregistrer les chiffres</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="366"/>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <location filename="../../ui/compare/CompareWindow.cpp" line="370"/>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ComparisonFigures</name>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="96"/>
        <source>Each run&apos;s figures</source>
        <translation>Les chiffres de chaque exécution</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="97"/>
        <source>Each run&apos;s figures as bars</source>
        <translation>Les chiffres de chaque exécution en barres</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="122"/>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="271"/>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="179"/>
        <source>&lt;b&gt;Final figures&lt;/b&gt; of every run.</source>
        <translation>&lt;b&gt;Chiffres finaux&lt;/b&gt; de chaque exécution.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="180"/>
        <source>&lt;b&gt;Figures so far&lt;/b&gt;, at step %L1; a finished run&apos;s, in bold, are final.</source>
        <translation>&lt;b&gt;Chiffres jusqu&apos;ici&lt;/b&gt;, à l&apos;étape %L1&#xa0;; ceux d&apos;une exécution terminée, en gras, sont finaux.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="194"/>
        <source>The leaves lie at different depths, or nodes at one depth have different numbers of moves, so the Knuth–Moore bound does not apply.</source>
        <translation>Les feuilles sont à des profondeurs différentes, ou des nœuds d&apos;une même profondeur ont des nombres de coups différents, la borne de Knuth–Moore ne s&apos;applique donc pas.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="206"/>
        <source>Knuth–Moore minimum</source>
        <translation>Minimum de Knuth–Moore</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="214"/>
        <source>Uniform tree, branching %1, depth %2: at least %L3 leaves with the best ordering (Knuth–Moore, b^⌈d/2⌉ + b^⌊d/2⌋ − 1), %L4 leaves in all (b^d).</source>
        <translation>Arbre uniforme, branchement %1, profondeur %2&#xa0;: au moins %L3 feuilles avec le meilleur ordre (Knuth–Moore, b^⌈d/2⌉ + b^⌊d/2⌋ − 1), %L4 feuilles en tout (b^d).</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="224"/>
        <source>Every node at one depth has the same number of moves (%1, from the root down): at least %L2 leaves with the best ordering (Knuth–Moore), %L3 leaves in all.</source>
        <translation>Chaque nœud d&apos;une même profondeur a le même nombre de coups (%1, depuis la racine)&#xa0;: au moins %L2 feuilles avec le meilleur ordre (Knuth–Moore), %L3 feuilles en tout.</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="288"/>
        <source>Final figures</source>
        <translation>Chiffres finaux</translation>
    </message>
    <message>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="307"/>
        <location filename="../../ui/compare/ComparisonFigures.cpp" line="310"/>
        <source>%1: %2</source>
        <extracomment>A file that could not be written, then why.
----------
An image that could not be written, then why.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ConvergencePanel</name>
    <message>
        <location filename="../../ui/mcts/ConvergencePanel.cpp" line="20"/>
        <source>Share of visits</source>
        <translation>Part des visites</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/ConvergencePanel.cpp" line="21"/>
        <source>Mean reward</source>
        <translation>Récompense moyenne</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/ConvergencePanel.cpp" line="128"/>
        <source>perfect play</source>
        <translation>jeu parfait</translation>
    </message>
</context>
<context>
    <name>gtl::ui::CountersPanel</name>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="37"/>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="38"/>
        <source>Visited</source>
        <translation>Visités</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="39"/>
        <source>Pruned</source>
        <translation>Élagués</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="40"/>
        <source>Nodes in all</source>
        <translation>Nœuds en tout</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="41"/>
        <source>Leaves evaluated</source>
        <translation>Feuilles évaluées</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="42"/>
        <source>Cut-offs</source>
        <translation>Coupures</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="43"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="44"/>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="46"/>
        <source>Iteration</source>
        <translation>Itération</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="47"/>
        <source>At the horizon</source>
        <translation>À l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="48"/>
        <source>Past the horizon</source>
        <translation>Au-delà de l&apos;horizon</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="49"/>
        <source>Dropped by the beam</source>
        <translation>Écartés par le faisceau</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="50"/>
        <source>Late moves reduced</source>
        <translation>Coups tardifs réduits</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="51"/>
        <source>Null-move cut-offs</source>
        <translation>Coupures par coup nul</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="52"/>
        <source>Table hits</source>
        <translation>Succès en table</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="53"/>
        <source>Re-searches</source>
        <translation>Nouvelles recherches</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="69"/>
        <source>%1:</source>
        <extracomment>A counter&apos;s caption: its name, then a colon (&quot;Step:&quot;).</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="107"/>
        <location filename="../../ui/panels/CountersPanel.cpp" line="111"/>
        <location filename="../../ui/panels/CountersPanel.cpp" line="140"/>
        <location filename="../../ui/panels/CountersPanel.cpp" line="172"/>
        <location filename="../../ui/panels/CountersPanel.cpp" line="198"/>
        <source>%1 of %2</source>
        <extracomment>A counter: &quot;5 of 59&quot;, the step of the steps or the iteration of the iterations.</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="167"/>
        <source>Nodes grown:</source>
        <translation>Nœuds créés&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="168"/>
        <source>Playouts:</source>
        <translation>Simulations&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="184"/>
        <source>Entered in all:</source>
        <translation>Visités en tout&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="184"/>
        <source>Entered:</source>
        <translation>Visités&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="184"/>
        <source>Visited:</source>
        <translation>Visités&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="185"/>
        <source>Pruned in all:</source>
        <translation>Élagués en tout&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="185"/>
        <source>Pruned:</source>
        <translation>Élagués&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="186"/>
        <source>Leaves read in all:</source>
        <translation>Feuilles lues en tout&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="186"/>
        <source>Leaves evaluated:</source>
        <translation>Feuilles évaluées&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="187"/>
        <source>Cut-offs in all:</source>
        <translation>Coupures en tout&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="187"/>
        <source>Cut-offs:</source>
        <translation>Coupures&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="188"/>
        <source>Positions:</source>
        <translation>Positions&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="188"/>
        <source>Nodes in all:</source>
        <translation>Nœuds en tout&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/panels/CountersPanel.cpp" line="190"/>
        <source>Summed over every search: each iteration and re-search counts anew</source>
        <translation>Somme sur toutes les recherches&#xa0;: chaque itération et nouvelle recherche compte à nouveau</translation>
    </message>
</context>
<context>
    <name>gtl::ui::Crosstable</name>
    <message>
        <location filename="../../ui/match/Crosstable.cpp" line="20"/>
        <source>%1%</source>
        <extracomment>A score in per cent: &quot;62.5%&quot;.</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <location filename="../../ui/match/Crosstable.cpp" line="37"/>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <location filename="../../ui/match/Crosstable.cpp" line="40"/>
        <source>Score</source>
        <translation>Score</translation>
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
        <translation>Texte de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="36"/>
        <source>Not changed: %1</source>
        <translation>Non modifié&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="38"/>
        <source>Edit the tree text</source>
        <translation>Modifier le texte de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="58"/>
        <source>New Random Tree…</source>
        <translation>Nouvel arbre aléatoire…</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="59"/>
        <source>A seeded random tree that a whole class can open alike</source>
        <translation>Un arbre aléatoire à graine que toute une classe peut ouvrir à l&apos;identique</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="60"/>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="90"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="60"/>
        <source>Take back the last change of the tree</source>
        <translation>Annuler la dernière modification de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="61"/>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="91"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="61"/>
        <source>Make the change taken back again</source>
        <translation>Refaire la modification annulée</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="62"/>
        <source>Order Best Move First</source>
        <translation>Trier meilleur coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="63"/>
        <source>Sort every node&apos;s moves by value, the best for the side to move first</source>
        <translation>Trier les coups de chaque nœud par valeur, le meilleur pour le camp au trait en premier</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="64"/>
        <source>Order Worst Move First</source>
        <translation>Trier pire coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="65"/>
        <source>Sort every node&apos;s moves by value, the worst for the side to move first</source>
        <translation>Trier les coups de chaque nœud par valeur, le pire pour le camp au trait en premier</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="66"/>
        <source>Shuffle Moves…</source>
        <translation>Mélanger les coups…</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="66"/>
        <source>Put every node&apos;s moves in a seeded random order</source>
        <translation>Mettre les coups de chaque nœud dans un ordre aléatoire à graine</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="68"/>
        <source>Tree Properties…</source>
        <translation>Propriétés de l&apos;arbre…</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="68"/>
        <source>The tree&apos;s title and description, and the side that moves first</source>
        <translation>Le titre et la description de l&apos;arbre, et le camp qui joue en premier</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="70"/>
        <source>Copy Tree Text</source>
        <translation>Copier le texte de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="70"/>
        <source>Copy the tree as tree text</source>
        <translation>Copier l&apos;arbre sous forme de texte d&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="90"/>
        <source>Undo %1</source>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/edit/EditingFeature.cpp" line="91"/>
        <source>Redo %1</source>
        <translation>Rétablir&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>gtl::ui::EngineEditor</name>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="34"/>
        <source>to the end of the game</source>
        <translation>jusqu&apos;à la fin de la partie</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="40"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="41"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="42"/>
        <source>With a limit the engine deepens one move at a time and plays the best move of the last depth it finished</source>
        <translation>Avec une limite, le moteur approfondit d&apos;un coup à la fois et joue le meilleur coup de la dernière profondeur terminée</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="45"/>
        <source>&amp;Search:</source>
        <translation>T&amp;ype de recherche&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/play/EngineEditor.cpp" line="46"/>
        <source>Time per &amp;move:</source>
        <translation>Temps de réfle&amp;xion par coup&#xa0;:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::EnhancementsFeature</name>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="29"/>
        <source>Transposition Table</source>
        <translation>Table de transposition</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="31"/>
        <source>Iterations</source>
        <translation>Itérations</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="40"/>
        <source>Not possible: %1</source>
        <translation>Impossible&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="42"/>
        <source>Searched without enhancements: %1</source>
        <translation>Cherché sans améliorations&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="44"/>
        <source>Not searched: %1</source>
        <translation>Non cherché&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsFeature.cpp" line="82"/>
        <source>%1 was answered from the table entry filed at %2, the same position</source>
        <translation>%1 a été résolu par l&apos;entrée de table rangée en %2, la même position</translation>
    </message>
</context>
<context>
    <name>gtl::ui::EnhancementsMenu</name>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="33"/>
        <source>Enhance&amp;ments</source>
        <translation>A&amp;méliorations</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="44"/>
        <source>Plain &amp;Search</source>
        <translation>Recherche &amp;simple</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="109"/>
        <source>The Game&apos;s Own Order</source>
        <translation>L&apos;ordre propre au jeu</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="109"/>
        <source>The Game&apos;s Own Scoring</source>
        <translation>La notation propre au jeu</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="110"/>
        <source>The Game&apos;s Own Evaluation</source>
        <translation>L&apos;évaluation propre au jeu</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="123"/>
        <source>Only a game offers static orders: a tree tries its moves as written</source>
        <translation>Seul un jeu offre des ordres statiques&#xa0;: un arbre essaie ses coups tels qu&apos;ils sont écrits</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="124"/>
        <source>Only a game offers scorings: a tree&apos;s leaves give their own values</source>
        <translation>Seul un jeu offre des notations&#xa0;: les feuilles d&apos;un arbre donnent leurs propres valeurs</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="125"/>
        <source>Only a game offers evaluations: a tree&apos;s inner nodes give their own, as (…)[N]</source>
        <translation>Seul un jeu offre des évaluations&#xa0;: les nœuds intérieurs d&apos;un arbre donnent les leurs, comme (…)[N]</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/EnhancementsMenu.cpp" line="129"/>
        <source>%1 offers no %2 but its own</source>
        <extracomment>A game&apos;s name, then what it has only one of: &quot;Sticks offers no evaluation but its own&quot;.</extracomment>
        <translation>%1 n&apos;offre que son propre choix de %2</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ExportFeature</name>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="23"/>
        <source>View as Image…</source>
        <translation>Vue en image…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="24"/>
        <source>Save what the tree view shows as PNG, SVG or PDF</source>
        <translation>Enregistrer ce que montre la vue de l&apos;arbre en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="25"/>
        <source>Whole Tree as Image…</source>
        <translation>Arbre entier en image…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="26"/>
        <source>Save the whole tree at this step as PNG, SVG or PDF</source>
        <translation>Enregistrer l&apos;arbre entier à cette étape en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="27"/>
        <source>Caption Images with the Step</source>
        <translation>Légender les images avec l&apos;étape</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="28"/>
        <source>Write the step and its narration under exported images, for handouts</source>
        <translation>Écrire l&apos;étape et sa narration sous les images exportées, pour les fiches</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="29"/>
        <source>Trace as CSV…</source>
        <translation>Trace en CSV…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="29"/>
        <source>Save every step as a CSV table</source>
        <translation>Enregistrer chaque étape dans un tableau CSV</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="30"/>
        <source>Trace as JSON…</source>
        <translation>Trace en JSON…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="30"/>
        <source>Save the figures and every step as JSON</source>
        <translation>Enregistrer les chiffres et chaque étape en JSON</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="40"/>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="44"/>
        <source>Export Image</source>
        <translation>Exporter l&apos;image</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="41"/>
        <source>Images (*.png *.svg *.pdf)</source>
        <translation>Images (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="44"/>
        <source>Width in pixels:</source>
        <translation>Largeur en pixels&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="55"/>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="71"/>
        <source>Cannot export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/ExportFeature.cpp" line="62"/>
        <source>Export Trace</source>
        <translation>Exporter la trace</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>gtl::ui::FilesFeature</name>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="18"/>
        <source>Open Recent</source>
        <translation>Ouvrir un fichier récent</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="25"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="25"/>
        <source>Open a .gtree.json file or a file of tree text</source>
        <translation>Ouvrir un fichier .gtree.json ou un fichier de texte d&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="26"/>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="26"/>
        <source>Save the tree to its file, or ask where</source>
        <translation>Enregistrer l&apos;arbre dans son fichier, ou demander où</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="27"/>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="27"/>
        <source>Save the tree as a new .gtree.json file</source>
        <translation>Enregistrer l&apos;arbre dans un nouveau fichier .gtree.json</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="29"/>
        <source>Save Screenshot</source>
        <translation>Enregistrer une capture d&apos;écran</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="29"/>
        <source>Save the window as a PNG image</source>
        <translation>Enregistrer la fenêtre en image PNG</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="30"/>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="30"/>
        <source>Close Game Tree Lab</source>
        <translation>Fermer Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="40"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="44"/>
        <source>%1: %2</source>
        <extracomment>A file that could not be written, then why.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/FilesFeature.cpp" line="45"/>
        <source>Cannot save the screenshot</source>
        <translation>Impossible d&apos;enregistrer la capture d&apos;écran</translation>
    </message>
</context>
<context>
    <name>gtl::ui::GameReplay</name>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="26"/>
        <source>&amp;Open the Search Behind This Move</source>
        <translation>&amp;Ouvrir la recherche derrière ce coup</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="34"/>
        <source>Search the position before the move again, as the engine that played it did, and put the search on screen to step</source>
        <translation>Chercher de nouveau la position avant le coup, comme l&apos;a fait le moteur qui l&apos;a joué, et afficher la recherche pour la dérouler</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="76"/>
        <source>Game %1 of the match</source>
        <translation>Partie %1 du match</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="79"/>
        <source>Opening: %1 to move</source>
        <translation>Ouverture&#xa0;: %1 au trait</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="82"/>
        <source>%1. %2 plays %3 (engine %4)</source>
        <extracomment>A replayed game&apos;s move: its number, the side, the move, the engine that chose it.</extracomment>
        <translation>%1. %2 joue %3 (moteur %4)</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="94"/>
        <source>A draw.</source>
        <translation>Nulle.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="95"/>
        <source>%1 won: engine %2.</source>
        <translation>%1 a gagné&#xa0;: moteur %2.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="96"/>
        <source>Engine 1 (%1) played %2, engine 2 (%3) played %4. %5</source>
        <translation>Le moteur 1 (%1) a joué %2, le moteur 2 (%3) a joué %4. %5</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="143"/>
        <source>The opening, before the engines&apos; first move.</source>
        <translation>L&apos;ouverture, avant le premier coup des moteurs.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="146"/>
        <source>Move %1: %2 played %3, chosen by engine %4 (%5).</source>
        <translation>Coup %1&#xa0;: %2 a joué %3, choisi par le moteur %4 (%5).</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="154"/>
        <source>The games file names the engine, not its settings: play the match here to search its moves again.</source>
        <translation>Le fichier de parties nomme le moteur, pas ses réglages&#xa0;: jouez le match ici pour chercher de nouveau ses coups.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="157"/>
        <source>Searching it again…</source>
        <translation>Nouvelle recherche…</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="160"/>
        <source>Perfect play is the solver&apos;s: there is no search to step.</source>
        <translation>Le jeu parfait est celui du solveur&#xa0;: il n&apos;y a pas de recherche à dérouler.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="162"/>
        <source>Return opens the search behind it.</source>
        <translation>Entrée ouvre la recherche qui se trouve derrière.</translation>
    </message>
    <message>
        <location filename="../../ui/match/GameReplay.cpp" line="178"/>
        <source> · move %1 of game %2 of the match</source>
        <translation> · coup %1 de la partie %2 du match</translation>
    </message>
</context>
<context>
    <name>gtl::ui::HelpFeature</name>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="38"/>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="46"/>
        <source>About Game Tree Lab</source>
        <translation>À propos de Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="40"/>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="40"/>
        <source>Read the manual</source>
        <translation>Lire le manuel</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="43"/>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="125"/>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="43"/>
        <source>List the keys</source>
        <translation>Lister les touches</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="47"/>
        <source>&lt;h3&gt;Game Tree Lab&lt;/h3&gt;&lt;p&gt;Minimax, negamax and alpha-beta, step by step: every bound, value and cut-off as it happens.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Game Tree Lab&lt;/h3&gt;&lt;p&gt;Minimax, négamax et alpha-bêta, pas à pas&#xa0;: chaque borne, valeur et coupure au moment où elle se produit.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/window/help/HelpFeature.cpp" line="117"/>
        <source>Mouse: drag to pan, wheel to zoom.</source>
        <translation>Souris&#xa0;: glisser pour déplacer, molette pour zoomer.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::IterationsPanel</name>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Entered</source>
        <translation>Visités</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="17"/>
        <source>Best line</source>
        <translation>Meilleure ligne</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="24"/>
        <source>Iterative deepening: each iteration searches one move deeper; the last one&apos;s best line, dotted on the tree, is tried first</source>
        <translation>Approfondissement itératif&#xa0;: chaque itération cherche un coup plus loin&#xa0;; la meilleure ligne de la dernière, en pointillés sur l&apos;arbre, est essayée en premier</translation>
    </message>
    <message>
        <location filename="../../ui/panels/IterationsPanel.cpp" line="48"/>
        <source>interrupted</source>
        <translation>interrompue</translation>
    </message>
</context>
<context>
    <name>gtl::ui::JobProgress</name>
    <message>
        <location filename="../../ui/jobs/JobProgress.cpp" line="19"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/JobProgress.cpp" line="30"/>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <location filename="../../ui/jobs/JobProgress.cpp" line="31"/>
        <source>Stop the search</source>
        <translation>Arrêter la recherche</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LabWindow</name>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="52"/>
        <source>Enhancements — Game Tree Lab</source>
        <translation>Améliorations — Game Tree Lab</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="55"/>
        <source>Lab</source>
        <translation>Laboratoire</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="69"/>
        <source>Each configuration&apos;s figures</source>
        <translation>Les chiffres de chaque configuration</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="70"/>
        <source>Each configuration&apos;s figures as bars</source>
        <translation>Les chiffres de chaque configuration en barres</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="75"/>
        <source>Running the configurations…</source>
        <translation>Exécution des configurations…</translation>
    </message>
    <message>
        <location filename="../../ui/compare/LabWindow.cpp" line="163"/>
        <source>Nodes entered</source>
        <translation>Nœuds visités</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LanguageFeature</name>
    <message>
        <location filename="../../ui/window/view/LanguageFeature.cpp" line="22"/>
        <source>The language changes when Game Tree Lab starts next.</source>
        <translation>La langue change au prochain démarrage de Game Tree Lab.</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/LanguageFeature.cpp" line="29"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonBar</name>
    <message>
        <location filename="../../ui/lessons/LessonBar.cpp" line="111"/>
        <source>No lesson: open one from the Lessons menu, or add a note at a step.</source>
        <translation>Pas de leçon&#xa0;: ouvrez-en une depuis le menu Leçons, ou ajoutez une note à une étape.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonCommands</name>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="66"/>
        <source>cannot open the preset %1</source>
        <translation>impossible d&apos;ouvrir l&apos;arbre prédéfini %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="85"/>
        <source>%1 has no notes to follow</source>
        <translation>%1 n&apos;a pas de notes à suivre</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="87"/>
        <source>cannot open %1</source>
        <translation>impossible d&apos;ouvrir %1</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="144"/>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="150"/>
        <source>Add Note</source>
        <translation>Ajouter une note</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="145"/>
        <source>Switch back to that search to add notes.</source>
        <translation>Revenez à cette recherche pour ajouter des notes.</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="150"/>
        <source>A tree holds at most %1 notes.</source>
        <translation>Un arbre contient au plus %1 notes.</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="155"/>
        <source>What to say at this step (figures such as {alpha B} or {visited} are filled in):</source>
        <translation>Ce qu&apos;il faut dire à cette étape (des chiffres comme {alpha B} ou {visited} sont remplis)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="96"/>
        <source>%1: stop %2 of %3 is at step %4, but its run has only %5 steps</source>
        <translation>%1&#xa0;: l&apos;arrêt %2 sur %3 est à l&apos;étape %4, mais son exécution n&apos;a que %5 étapes</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="154"/>
        <source>Add Note at Step %L1</source>
        <translation>Ajouter une note à l&apos;étape %L1</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="166"/>
        <source>Edit Note at Step %L1</source>
        <translation>Modifier la note de l&apos;étape %L1</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="167"/>
        <source>What to say at this step:</source>
        <translation>Ce qu&apos;il faut dire à cette étape&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="181"/>
        <source>there is no lesson: open one, or add notes to the tree</source>
        <translation>il n&apos;y a pas de leçon&#xa0;: ouvrez-en une, ou ajoutez des notes à l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="187"/>
        <source>Export Handout</source>
        <translation>Exporter la fiche</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="189"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonCommands.cpp" line="193"/>
        <source>Cannot write the handout</source>
        <translation>Impossible d&apos;écrire la fiche</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonSession</name>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="70"/>
        <source>Before the first stop (step %L1)</source>
        <translation>Avant le premier arrêt (étape %L1)</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="73"/>
        <source>Stop %1 of %2 (step %L3)</source>
        <translation>Arrêt %1 sur %2 (étape %L3)</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="74"/>
        <source>After stop %1 of %2 (step %L3): now at step %L4</source>
        <translation>Après l&apos;arrêt %1 sur %2 (étape %L3)&#xa0;: maintenant à l&apos;étape %L4</translation>
    </message>
    <message>
        <location filename="../../ui/lessons/LessonSession.cpp" line="80"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
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
        <translation>Ces notes ont été écrites pour %1&#xa0;: avec cette recherche, leurs étapes peuvent montrer d&apos;autres moments.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::LessonsFeature</name>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="30"/>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="124"/>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="40"/>
        <source>The change gave the search another trace, so the %n notes on this tree were removed; Undo brings them back.</source>
        <translation>
            <numerusform>La modification a donné une autre trace à la recherche&#xa0;: %n note de cet arbre a donc été retirée&#xa0;; Annuler la rétablit.</numerusform>
            <numerusform>La modification a donné une autre trace à la recherche&#xa0;: les %n notes de cet arbre ont donc été retirées&#xa0;; Annuler les rétablit.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="51"/>
        <source>Next Stop</source>
        <translation>Arrêt suivant</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="52"/>
        <source>Go to the lesson&apos;s next stop (a step, without a lesson): a presenter remote&apos;s forward key</source>
        <translation>Aller à l&apos;arrêt suivant de la leçon (une étape, sans leçon)&#xa0;: la touche avant d&apos;une télécommande de présentation</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="54"/>
        <source>Previous Stop</source>
        <translation>Arrêt précédent</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="54"/>
        <source>Go back to the lesson&apos;s previous stop (a step, without a lesson)</source>
        <translation>Revenir à l&apos;arrêt précédent de la leçon (une étape, sans leçon)</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="55"/>
        <source>Play to Next Stop</source>
        <translation>Lire jusqu&apos;à l&apos;arrêt suivant</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="56"/>
        <source>Play the search and halt at the next stop</source>
        <translation>Dérouler la recherche et s&apos;arrêter à l&apos;arrêt suivant</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="57"/>
        <source>Add Note at This Step…</source>
        <translation>Ajouter une note à cette étape…</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="58"/>
        <source>Write what to say at this step: it becomes a stop of the tree&apos;s own lesson</source>
        <translation>Écrire ce qu&apos;il faut dire à cette étape&#xa0;: elle devient un arrêt de la leçon propre à l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="59"/>
        <source>Edit Note…</source>
        <translation>Modifier la note…</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="59"/>
        <source>Change the note at this step</source>
        <translation>Changer la note de cette étape</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="60"/>
        <source>Remove Note</source>
        <translation>Retirer la note</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="60"/>
        <source>Take away the note at this step</source>
        <translation>Enlever la note de cette étape</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="62"/>
        <source>Handout as PDF…</source>
        <translation>Fiche en PDF…</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="62"/>
        <source>One block per stop: the tree at that step, the caption and the counters</source>
        <translation>Un bloc par arrêt&#xa0;: l&apos;arbre à cette étape, la légende et les compteurs</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="63"/>
        <source>Close Lesson</source>
        <translation>Fermer la leçon</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="63"/>
        <source>Leave the built-in lesson; the tree stays</source>
        <translation>Quitter la leçon intégrée&#xa0;; l&apos;arbre reste</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="65"/>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="66"/>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="67"/>
        <source>Play to Next</source>
        <translation>Jusqu&apos;au suivant</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="68"/>
        <source>Add Note</source>
        <translation>Ajouter une note</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="69"/>
        <source>Edit</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="70"/>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <location filename="../../ui/window/lessons/LessonsFeature.cpp" line="89"/>
        <source>Cannot open the lesson</source>
        <translation>Impossible d&apos;ouvrir la leçon</translation>
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
        <translation>La flèche droite avance d&apos;une étape, Espace lit, F ajuste l&apos;arbre à la fenêtre</translation>
    </message>
    <message>
        <location filename="../../ui/window/MainWindow.cpp" line="144"/>
        <source>Searching the tree…</source>
        <translation>Recherche dans l&apos;arbre…</translation>
    </message>
    <message>
        <location filename="../../ui/window/MainWindow.cpp" line="147"/>
        <source>Stop the search (Esc)</source>
        <translation>Arrêter la recherche (Échap)</translation>
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
        <translation>%1&#xa0;: %2, %3</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ManualWindow</name>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="80"/>
        <source>Manual</source>
        <translation>Manuel</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="86"/>
        <source>Manual page</source>
        <translation>Page du manuel</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="87"/>
        <source>Chapters</source>
        <translation>Chapitres</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="114"/>
        <source>Back</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="118"/>
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="122"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="125"/>
        <source>Find in this page (Ctrl+F)</source>
        <translation>Chercher dans cette page (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../ui/help/ManualWindow.cpp" line="126"/>
        <source>Find in this page</source>
        <translation>Chercher dans cette page</translation>
    </message>
</context>
<context>
    <name>gtl::ui::MatchWindow</name>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="70"/>
        <source>Pla&amp;y</source>
        <translation>Jouer la &amp;série</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="71"/>
        <source>Cance&amp;l</source>
        <translation>Annu&amp;ler</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="72"/>
        <source>Open Games…</source>
        <translation>Ouvrir des parties…</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="77"/>
        <source>The games i&amp;n pairs: double-click one, or press Return on it, to replay it</source>
        <translation>Les parties par paires&#xa0;: double-clique&amp;z sur l&apos;une, ou appuyez sur Entrée, pour la rejouer</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="82"/>
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="89"/>
        <source>Your own engines</source>
        <translation>Vos propres moteurs</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="95"/>
        <source>Set up a match that answers a question engine builders ask</source>
        <translation>Préparer un match qui répond à une question que se posent les auteurs de moteurs</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="105"/>
        <source>Add an engine: three or more play a round robin, every two a match</source>
        <translation>Ajouter un moteur&#xa0;: à trois ou plus, ils jouent un tournoi toutes rondes, chaque paire un match</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="106"/>
        <source>Add an engine</source>
        <translation>Ajouter un moteur</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="108"/>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="116"/>
        <source>Each opening is played twice, the engines&apos; seats swapped</source>
        <translation>Chaque ouverture est jouée deux fois, les places des moteurs échangées</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="126"/>
        <source>&amp;Find out:</source>
        <translation>But du match&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="127"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="128"/>
        <source>Games:</source>
        <translation>Parties&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="129"/>
        <source>Openings of random moves:</source>
        <translation>Ouvertures de coups au hasard&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="130"/>
        <source>Openings&apos; seed:</source>
        <translation>Graine des ouvertures&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="131"/>
        <source>Threads:</source>
        <translation>Fils d&apos;exécution&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="134"/>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="134"/>
        <source>Engine 1 first</source>
        <translation>Moteur 1 en premier</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="134"/>
        <source>Engine 2 first</source>
        <translation>Moteur 2 en premier</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="174"/>
        <source>Open the games of a match the command line played (match --games-out), to replay them (Ctrl+O)</source>
        <translation>Ouvrir les parties d&apos;un match joué en ligne de commande (match --games-out), pour les rejouer (Ctrl+O)</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="200"/>
        <location filename="../../ui/match/MatchWindow.cpp" line="358"/>
        <source>Set up the two engines and press Play.</source>
        <translation>Réglez les deux moteurs et appuyez sur Jouer la série.</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="225"/>
        <source>%1: the file is larger than the 16 MB a games file may be.</source>
        <translation>%1&#xa0;: le fichier dépasse les 16 Mo permis pour un fichier de parties.</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="229"/>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
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
        <translation>Ouvrir les parties d&apos;un match</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="261"/>
        <source>Games files (*.tsv *.txt);;All files (*)</source>
        <translation>Fichiers de parties (*.tsv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="284"/>
        <source>%1 Press Play to find out.</source>
        <translation>%1 Appuyez sur Jouer la série pour le découvrir.</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="330"/>
        <source>Engine &amp;%1</source>
        <translation>Moteur &amp;%1</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="331"/>
        <source>Engine %1</source>
        <translation>Moteur %1</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="359"/>
        <source>Set up the %1 engines and press Play: every two play a match of the same openings.</source>
        <translation>Réglez les %1 moteurs et appuyez sur Jouer la série&#xa0;: chaque paire joue un match sur les mêmes ouvertures.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/match/MatchWindow.cpp" line="385"/>
        <source>The game is over within %Ln random moves: open with fewer moves.</source>
        <translation>
            <numerusform>La partie se termine en %Ln coup au hasard&#xa0;: ouvrez avec moins de coups.</numerusform>
            <numerusform>La partie se termine en %Ln coups au hasard&#xa0;: ouvrez avec moins de coups.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="500"/>
        <source>Round robin of %1 engines, %2 of %3 games played: a row&apos;s score against each column&apos;s engine, and over all its games. Engine %4 (%5) leads with %6.</source>
        <translation>Tournoi toutes rondes de %1 moteurs, %2 parties jouées sur %3&#xa0;: le score d&apos;une ligne contre le moteur de chaque colonne, et sur toutes ses parties. Le moteur %4 (%5) mène avec %6.</translation>
    </message>
    <message>
        <location filename="../../ui/match/MatchWindow.cpp" line="536"/>
        <source>Engine 1 (%1) against engine 2 (%2), %3: won %L4, drawn %L5, lost %L6. Score %7%, Elo %8 ± %9 (95%), likelihood of superiority %10%.</source>
        <extracomment>%1 and %2 are the engines&apos; names; %3 is &quot;100 games&quot;; then engine 1&apos;s wins, draws and losses.</extracomment>
        <translation>Moteur 1 (%1) contre moteur 2 (%2), %3&#xa0;: gagnées %L4, nulles %L5, perdues %L6. Score %7&#xa0;%, Elo %8 ± %9 (95&#xa0;%), probabilité de supériorité %10&#xa0;%.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/match/MatchWindow.cpp" line="539"/>
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gtl::ui::MctsFeature</name>
    <message>
        <location filename="../../ui/window/search/MctsFeature.cpp" line="21"/>
        <source>Convergence</source>
        <translation>Convergence</translation>
    </message>
</context>
<context>
    <name>gtl::ui::MctsSettingsEditor</name>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="27"/>
        <source>How many iterations Monte Carlo tree search runs</source>
        <translation>Combien d&apos;itérations exécute la recherche arborescente Monte-Carlo</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="31"/>
        <source>The exploration constant C of UCB1: larger tries less visited moves more often</source>
        <translation>La constante d&apos;exploration C d&apos;UCB1&#xa0;: plus elle est grande, plus les coups peu visités sont essayés souvent</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="33"/>
        <source>The seed of the playouts&apos; random moves: the same seed gives the same run</source>
        <translation>La graine des coups au hasard des simulations&#xa0;: la même graine donne la même exécution</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="43"/>
        <source>&amp;Iterations</source>
        <translation>&amp;Itérations</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="44"/>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../../ui/mcts/MctsSettingsEditor.cpp" line="45"/>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
</context>
<context>
    <name>gtl::ui::NarrationPanel</name>
    <message>
        <location filename="../../ui/panels/NarrationPanel.cpp" line="40"/>
        <source>The steps so far; click one to go back to it</source>
        <translation>Les étapes jusqu&apos;ici&#xa0;; cliquez sur l&apos;une pour y revenir</translation>
    </message>
    <message>
        <location filename="../../ui/panels/NarrationPanel.cpp" line="43"/>
        <source>Narration</source>
        <translation>Narration</translation>
    </message>
    <message>
        <location filename="../../ui/panels/NarrationPanel.cpp" line="76"/>
        <source>Not searched: %1</source>
        <translation>Non cherché&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>gtl::ui::NewGameDialog</name>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="28"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="41"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="42"/>
        <source>&amp;You play:</source>
        <translation>Vous joue&amp;z&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="66"/>
        <source>%1, moving first</source>
        <translation>%1, joue en premier</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="66"/>
        <source>%1, moving second</source>
        <translation>%1, joue en deuxième</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="66"/>
        <source>%1, moving third</source>
        <translation>%1, joue en troisième</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="73"/>
        <source>Neither: the engine plays itself</source>
        <translation>Aucun&#xa0;: le moteur joue contre lui-même</translation>
    </message>
    <message>
        <location filename="../../ui/play/NewGameDialog.cpp" line="73"/>
        <source>None: the engines play each other</source>
        <translation>Aucun&#xa0;: les moteurs jouent l&apos;un contre l&apos;autre</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PlayFeature</name>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="46"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="49"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="77"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="78"/>
        <source>Play a game against the engine, or watch it play itself</source>
        <translation>Jouer une partie contre le moteur, ou le regarder jouer contre lui-même</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="80"/>
        <source>&amp;Match…</source>
        <translation>&amp;Match…</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="81"/>
        <source>Play two engines against each other from many openings: which plays better</source>
        <translation>Faire jouer deux moteurs l&apos;un contre l&apos;autre depuis de nombreuses ouvertures&#xa0;: lequel joue le mieux</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="83"/>
        <source>&amp;Take Back</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="84"/>
        <source>Take back your last move and the engine&apos;s reply</source>
        <translation>Reprendre votre dernier coup et la réponse du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="86"/>
        <source>&amp;Engine Moves Now</source>
        <translation>Le moteur joue main&amp;tenant</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="87"/>
        <source>The engine searches the position and plays the side to move</source>
        <translation>Le moteur cherche la position et joue pour le camp au trait</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="89"/>
        <source>&amp;Cancel Engine Search</source>
        <translation>&amp;Annuler la recherche du moteur</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="90"/>
        <source>Stop the engine&apos;s search; the game and the window stay as they were</source>
        <translation>Arrêter la recherche du moteur&#xa0;; la partie et la fenêtre restent telles quelles</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="92"/>
        <source>&amp;Perfect Play</source>
        <translation>&amp;Jeu parfait</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="93"/>
        <source>Show on each move what perfect play says of it: a win, a draw or a loss, and how soon</source>
        <translation>Montrer à chaque coup ce qu&apos;en dit le jeu parfait&#xa0;: une victoire, une nulle ou une défaite, et en combien de coups</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="100"/>
        <source>&amp;Show the Board</source>
        <translation>Afficher le &amp;plateau</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="121"/>
        <source>The search behind the match&apos;s move is on screen: the arrow keys step it</source>
        <translation>La recherche derrière le coup du match est à l&apos;écran&#xa0;: les flèches la déroulent</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="134"/>
        <source>Cannot start the game</source>
        <translation>Impossible de commencer la partie</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="175"/>
        <source>It is not your move</source>
        <translation>Ce n&apos;est pas à vous de jouer</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="176"/>
        <source>%1 is no move here</source>
        <translation>%1 n&apos;est pas un coup ici</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="189"/>
        <source>The engine cannot move</source>
        <translation>Le moteur ne peut pas jouer</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="189"/>
        <source>Its search found no move to play.</source>
        <translation>Sa recherche n&apos;a trouvé aucun coup à jouer.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="191"/>
        <source>The engine cannot search</source>
        <translation>Le moteur ne peut pas chercher</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="200"/>
        <source>the engine has not searched this position</source>
        <translation>le moteur n&apos;a pas cherché cette position</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="229"/>
        <source>%1 played %2.</source>
        <translation>%1 a joué %2.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="231"/>
        <source>The engine played %1.</source>
        <translation>Le moteur a joué %1.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="238"/>
        <source>The search that chose %1 is on screen: the arrow keys step it</source>
        <translation>La recherche qui a choisi %1 est à l&apos;écran&#xa0;: les flèches la déroulent</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="247"/>
        <source>Game over: %1</source>
        <translation>Partie finie&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/window/game/PlayFeature.cpp" line="261"/>
        <source>Took back %n moves</source>
        <translation>
            <numerusform>%n coup repris</numerusform>
            <numerusform>%n coups repris</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="277"/>
        <source>The engine&apos;s search was cancelled</source>
        <translation>La recherche du moteur a été annulée</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="291"/>
        <source>Perfect play:</source>
        <translation>Jeu parfait&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="310"/>
        <source> %1 is a %2.</source>
        <extracomment>After perfect play&apos;s words: the move played and its verdict, &quot; 4 is a win in 5.&quot;</extracomment>
        <translation> %1 est une %2.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="312"/>
        <source> %1 was a %2.</source>
        <translation> %1 était une %2.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="349"/>
        <source>Game → New Game… (Ctrl+Shift+N) starts a game against the engine.</source>
        <translation>Jeu → Nouvelle partie… (Ctrl+Maj+N) commence une partie contre le moteur.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="352"/>
        <source>The engine (%1) is thinking: %2 s. Cancel stops it.</source>
        <translation>Le moteur (%1) réfléchit&#xa0;: %2 s. Annuler l&apos;arrête.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="358"/>
        <source>Game over: %1.</source>
        <translation>Partie finie&#xa0;: %1.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="360"/>
        <source>Perfect play is not known for %1. </source>
        <translation>Le jeu parfait n&apos;est pas connu pour %1. </translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="363"/>
        <source>Working out perfect play… </source>
        <translation>Calcul du jeu parfait… </translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="365"/>
        <source>W, D, L in n moves: perfect play. </source>
        <translation>V, N, D en n coups&#xa0;: jeu parfait. </translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="367"/>
        <source>%1 to move: Ctrl+Return has the engine play it.</source>
        <translation>%1 au trait&#xa0;: Ctrl+Entrée le fait jouer au moteur.</translation>
    </message>
    <message>
        <location filename="../../ui/window/game/PlayFeature.cpp" line="368"/>
        <source>You play %1: click or type a number.</source>
        <translation>Vous jouez %1&#xa0;: cliquez ou tapez un numéro.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PlayPanel</name>
    <message>
        <location filename="../../ui/play/PlayPanel.cpp" line="22"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/play/PlayPanel.cpp" line="33"/>
        <source>Stop the engine&apos;s search and keep the game and the window as they were</source>
        <translation>Arrêter la recherche du moteur et garder la partie et la fenêtre telles quelles</translation>
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
        <translation> · le coup du moteur {move}</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PlaybackToolBar</name>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="19"/>
        <source>Playback</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="27"/>
        <source>Jump to Start</source>
        <translation>Aller au début</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="27"/>
        <source>Go back to step 0</source>
        <translation>Revenir à l&apos;étape 0</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="28"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="157"/>
        <source>Previous Cut-off</source>
        <translation>Coupure précédente</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="28"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="157"/>
        <source>Jump back to the previous cut-off</source>
        <translation>Revenir à la coupure précédente</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="30"/>
        <source>Step Back</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="30"/>
        <source>Undo one step</source>
        <translation>Défaire une étape</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="31"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="193"/>
        <source>Play Backward</source>
        <translation>Lire à l&apos;envers</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="32"/>
        <source>Play the search in reverse</source>
        <translation>Dérouler la recherche à rebours</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="33"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="191"/>
        <source>Play</source>
        <translation>Lire</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="33"/>
        <source>Play or pause</source>
        <translation>Lire ou mettre en pause</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="34"/>
        <source>Step Forward</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="34"/>
        <source>Take one step</source>
        <translation>Avancer d&apos;une étape</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="36"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="158"/>
        <source>Next Cut-off</source>
        <translation>Coupure suivante</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="36"/>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="158"/>
        <source>Jump to the next cut-off</source>
        <translation>Aller à la coupure suivante</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="37"/>
        <source>Jump to End</source>
        <translation>Aller à la fin</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="37"/>
        <source>Go to the last step</source>
        <translation>Aller à la dernière étape</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="38"/>
        <source>Faster</source>
        <translation>Plus vite</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="38"/>
        <source>Play faster</source>
        <translation>Lire plus vite</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="39"/>
        <source>Slower</source>
        <translation>Plus lentement</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="39"/>
        <source>Play slower</source>
        <translation>Lire plus lentement</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="40"/>
        <source>Go to Step…</source>
        <translation>Aller à l&apos;étape…</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="40"/>
        <source>Go to the step of a number</source>
        <translation>Aller à l&apos;étape d&apos;un numéro</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="63"/>
        <source>Playing speed (+ and - keys)</source>
        <translation>Vitesse de lecture (touches + et -)</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="68"/>
        <source> Speed </source>
        <translation> Vitesse </translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="70"/>
        <source>Drag to any step</source>
        <translation>Glisser jusqu&apos;à n&apos;importe quelle étape</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="154"/>
        <source>Previous Iteration</source>
        <translation>Itération précédente</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="154"/>
        <source>Jump back to the start of the previous iteration</source>
        <translation>Revenir au début de l&apos;itération précédente</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="155"/>
        <source>Next Iteration</source>
        <translation>Itération suivante</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="155"/>
        <source>Jump to the start of the next iteration</source>
        <translation>Aller au début de l&apos;itération suivante</translation>
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
        <translation>Aller à l&apos;étape</translation>
    </message>
    <message>
        <location filename="../../ui/playback/PlaybackToolBar.cpp" line="199"/>
        <source>Step (0 to %L1):</source>
        <translation>Étape (0 à %L1)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PracticeFeature</name>
    <message>
        <location filename="../../ui/window/playback/PracticeFeature.cpp" line="22"/>
        <source>Practice</source>
        <translation>Exercice</translation>
    </message>
    <message>
        <location filename="../../ui/window/playback/PracticeFeature.cpp" line="37"/>
        <source>Practice Mode</source>
        <translation>Mode exercice</translation>
    </message>
    <message>
        <location filename="../../ui/window/playback/PracticeFeature.cpp" line="39"/>
        <source>Answer before the search does: it stops before each decision and asks you (Q)</source>
        <translation>Répondre avant la recherche&#xa0;: elle s&apos;arrête avant chaque décision et vous interroge (Q)</translation>
    </message>
</context>
<context>
    <name>gtl::ui::PracticePanel</name>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="57"/>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="60"/>
        <source>Answer</source>
        <translation>Réponse</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="65"/>
        <source>&amp;Yes, it cuts off</source>
        <translation>&amp;Oui, elle coupe</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="66"/>
        <source>&amp;No, it goes on</source>
        <translation>&amp;Non, elle continue</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="71"/>
        <source>Chec&amp;k</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="111"/>
        <source>No answers yet</source>
        <translation>Pas encore de réponses</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/practice/PracticePanel.cpp" line="111"/>
        <source>%1 of %Ln answers right</source>
        <translation>
            <numerusform>%1 réponse juste sur %Ln</numerusform>
            <numerusform>%1 réponses justes sur %Ln</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticePanel.cpp" line="113"/>
        <source>Practice asks about the plain searches: choose Enhancements → Plain Search.</source>
        <translation>L&apos;exercice porte sur les recherches simples&#xa0;: choisissez Améliorations → Recherche simple.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/practice/PracticePanel.cpp" line="126"/>
        <source>%Ln leaves marked</source>
        <translation>
            <numerusform>%Ln feuille marquée</numerusform>
            <numerusform>%Ln feuilles marquées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gtl::ui::PracticeSession</name>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="125"/>
        <source>✔ Right. %1</source>
        <translation>✔ Juste. %1</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="127"/>
        <source>✘ Not quite. %1</source>
        <translation>✘ Pas tout à fait. %1</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="130"/>
        <source>✘ Not quite: %1 %2</source>
        <extracomment>Practice: the answer&apos;s mistakes, then what the search does there.</extracomment>
        <translation>✘ Pas tout à fait&#xa0;: %1&#xa0;%2</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="183"/>
        <source>Practice is off.</source>
        <translation>L&apos;exercice est désactivé.</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="185"/>
        <source>This run has no questions to ask: try alpha-beta on a smaller tree.</source>
        <translation>Cette exécution n&apos;a aucune question à poser&#xa0;: essayez l&apos;alpha-bêta sur un arbre plus petit.</translation>
    </message>
    <message>
        <location filename="../../ui/practice/PracticeSession.cpp" line="186"/>
        <source>Step forward (→) or play (Space): the search stops before each of its decisions and asks you first.</source>
        <translation>Avancez d&apos;une étape (→) ou lisez (Espace)&#xa0;: la recherche s&apos;arrête avant chacune de ses décisions et vous interroge d&apos;abord.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ProbabilityDialog</name>
    <message>
        <location filename="../../ui/editing/ProbabilityDialog.cpp" line="21"/>
        <source>Set Probabilities</source>
        <translation>Fixer les probabilités</translation>
    </message>
    <message>
        <location filename="../../ui/editing/ProbabilityDialog.cpp" line="23"/>
        <source>The outcomes of %1, as decimals or fractions (0.25, 1/6) that add up to 1:</source>
        <translation>Les issues de %1, en nombres décimaux ou en fractions (0.25, 1/6) dont le total fait 1&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/ProbabilityDialog.cpp" line="31"/>
        <source>%1:</source>
        <extracomment>An outcome&apos;s label before its probability: its name, then a colon (&quot;A/1:&quot;).</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ProjectorFeature</name>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="24"/>
        <source>Blank the Screen</source>
        <translation>Masquer l&apos;écran</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="24"/>
        <source>Hide the whole window behind a dark screen, and show it again</source>
        <translation>Cacher toute la fenêtre derrière un écran sombre, et l&apos;afficher de nouveau</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="27"/>
        <source>Full Screen</source>
        <translation>Plein écran</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="27"/>
        <source>Fill the screen</source>
        <translation>Remplir l&apos;écran</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="28"/>
        <source>Projector Mode</source>
        <translation>Mode projecteur</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ProjectorFeature.cpp" line="29"/>
        <source>Full screen, larger type and stronger contrast for a classroom projector</source>
        <translation>Plein écran, texte plus grand et contraste plus fort pour un projecteur en classe</translation>
    </message>
</context>
<context>
    <name>gtl::ui::RandomTreeDialog</name>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="42"/>
        <source>New Random Tree</source>
        <translation>Nouvel arbre aléatoire</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="44"/>
        <source>The same seed and settings give the same tree on every computer</source>
        <translation>La même graine et les mêmes réglages donnent le même arbre sur chaque ordinateur</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="45"/>
        <source>New Seed</source>
        <translation>Nouvelle graine</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="49"/>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="53"/>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="56"/>
        <source>2: MAX and MIN</source>
        <translation>2&#xa0;: MAX et MIN</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="57"/>
        <source>With three players or more each leaf scores every player, searched by max^n or paranoid</source>
        <translation>À trois joueurs ou plus, chaque feuille note chaque joueur, cherchée par max^n ou par la recherche paranoïaque</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="58"/>
        <source>any</source>
        <translation>quelconque</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="59"/>
        <source>Scores from 0 that add up to this at every leaf, which lets max^n prune</source>
        <translation>Des scores à partir de 0 dont le total fait ceci à chaque feuille, ce qui permet à max^n d&apos;élaguer</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="64"/>
        <source>Moves per position:</source>
        <translation>Coups par position&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="65"/>
        <source>Depth:</source>
        <translation>Profondeur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="66"/>
        <source>Leaf values:</source>
        <translation>Valeurs des feuilles&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="67"/>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="68"/>
        <source>Scores add up to:</source>
        <translation>Total des scores&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="69"/>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="110"/>
        <source>Share it as: --random %1</source>
        <translation>Partagez-le ainsi&#xa0;: --random %1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/RandomTreeDialog.cpp" line="111"/>
        <source>Type a seed.</source>
        <translation>Tapez une graine.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ReadingFeature</name>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="25"/>
        <source>Read Parent</source>
        <translation>Lire le parent</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="25"/>
        <source>Move the reading cursor to the node above</source>
        <translation>Amener le curseur de lecture au nœud du dessus</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="26"/>
        <source>Read First Child</source>
        <translation>Lire le premier enfant</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="27"/>
        <source>Move the reading cursor to the node&apos;s first move</source>
        <translation>Amener le curseur de lecture au premier coup du nœud</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="28"/>
        <source>Read Next Sibling</source>
        <translation>Lire le frère suivant</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="29"/>
        <source>Move the reading cursor to the next move of the same node</source>
        <translation>Amener le curseur de lecture au coup suivant du même nœud</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="30"/>
        <source>Read Previous Sibling</source>
        <translation>Lire le frère précédent</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="31"/>
        <source>Move the reading cursor to the previous move of the same node</source>
        <translation>Amener le curseur de lecture au coup précédent du même nœud</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="32"/>
        <source>Read Current Node</source>
        <translation>Lire le nœud courant</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ReadingFeature.cpp" line="33"/>
        <source>Bring the reading cursor back to the node the search is at</source>
        <translation>Ramener le curseur de lecture au nœud où en est la recherche</translation>
    </message>
</context>
<context>
    <name>gtl::ui::RunPanels</name>
    <message>
        <location filename="../../ui/window/RunPanels.cpp" line="42"/>
        <source>Narration</source>
        <translation>Narration</translation>
    </message>
    <message>
        <location filename="../../ui/window/RunPanels.cpp" line="43"/>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <location filename="../../ui/window/RunPanels.cpp" line="52"/>
        <source>Counters</source>
        <translation>Compteurs</translation>
    </message>
    <message>
        <location filename="../../ui/window/RunPanels.cpp" line="53"/>
        <source>Search Path</source>
        <translation>Chemin de recherche</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ScoreChart</name>
    <message>
        <location filename="../../ui/charts/ScoreChart.cpp" line="31"/>
        <source>Engine 1&apos;s score with its 95% interval, over the games</source>
        <translation>Le score du moteur 1 avec son intervalle à 95&#xa0;%, au fil des parties</translation>
    </message>
</context>
<context>
    <name>gtl::ui::SearchChoiceBar</name>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="27"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="30"/>
        <source>Fail-hard</source>
        <translation>Fail-hard</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="37"/>
        <source>The search to run</source>
        <translation>La recherche à exécuter</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="38"/>
        <source>Alpha-beta returns values clamped to its window instead of the best value seen</source>
        <translation>L&apos;alpha-bêta renvoie des valeurs bornées à sa fenêtre au lieu de la meilleure valeur vue</translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="41"/>
        <source> &amp;Search </source>
        <translation> &amp;Recherche </translation>
    </message>
    <message>
        <location filename="../../ui/window/search/SearchChoiceBar.cpp" line="46"/>
        <source>The enhancements of this search: change them in the Enhancements menu</source>
        <translation>Les améliorations de cette recherche&#xa0;: modifiez-les dans le menu Améliorations</translation>
    </message>
</context>
<context>
    <name>gtl::ui::SearchPathPanel</name>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="26"/>
        <source>Node</source>
        <translation>Nœud</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="26"/>
        <source>To
move</source>
        <translation>Au
trait</translation>
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
        <translation>Meilleur
v</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="35"/>
        <source>The search path from the root to the current node</source>
        <translation>Le chemin de recherche de la racine au nœud courant</translation>
    </message>
    <message>
        <location filename="../../ui/panels/SearchPathPanel.cpp" line="47"/>
        <source>root</source>
        <translation>racine</translation>
    </message>
</context>
<context>
    <name>gtl::ui::SearchSettingsEditor</name>
    <message>
        <location filename="../../ui/settings/SearchSettingsEditor.cpp" line="69"/>
        <source>%1:</source>
        <extracomment>A setting&apos;s label before its box: &quot;Depth:&quot;.</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::StepListModel</name>
    <message>
        <location filename="../../ui/playback/StepListModel.cpp" line="59"/>
        <source>%1   start</source>
        <extracomment>The step list&apos;s first row: step 0, padded to four places, then &quot;start&quot;.</extracomment>
        <translation>%1   départ</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TableEntriesModel</name>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="113"/>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="114"/>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="115"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="116"/>
        <source>Best move</source>
        <translation>Meilleur coup</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TableEntriesModel.cpp" line="117"/>
        <source>Filed at step</source>
        <translation>Rangé à l&apos;étape</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TranspositionTablePanel</name>
    <message>
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="35"/>
        <source>Filter: a position, a value such as ≥ 3, a move</source>
        <translation>Filtre&#xa0;: une position, une valeur comme ≥ 3, un coup</translation>
    </message>
    <message>
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="51"/>
        <source>The transposition table at this step: what the search has filed so far</source>
        <translation>La table de transposition à cette étape&#xa0;: ce que la recherche a rangé jusqu&apos;ici</translation>
    </message>
    <message numerus="yes">
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="89"/>
        <source>%Ln entries</source>
        <translation>
            <numerusform>%Ln entrée</numerusform>
            <numerusform>%Ln entrées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../ui/panels/TranspositionTablePanel.cpp" line="91"/>
        <source>This search has no table: turn it on in the Enhancements menu.</source>
        <translation>Cette recherche n&apos;a pas de table&#xa0;: activez-la dans le menu Améliorations.</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeChoiceBar</name>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="33"/>
        <source>Tree</source>
        <translation>Arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="41"/>
        <source>A ready-made tree</source>
        <translation>Un arbre tout prêt</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="42"/>
        <source>Own tree</source>
        <translation>Mon arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="49"/>
        <source> &amp;Tree </source>
        <translation> &amp;Arbre </translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="55"/>
        <source>%1, e.g. %2</source>
        <extracomment>The position box&apos;s hint: the game, then a position of it.</extracomment>
        <translation>%1, p. ex. %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="57"/>
        <source>Position to open</source>
        <translation>Position à ouvrir</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="59"/>
        <source>A %1 position: %2; Enter opens its game tree</source>
        <translation>Une position de %1&#xa0;: %2&#xa0;; Entrée ouvre son arbre de jeu</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="66"/>
        <source>Open %1 Position…</source>
        <translation>Ouvrir une position de %1…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeChoiceBar.cpp" line="67"/>
        <source>Type a position: %1</source>
        <translation>Tapez une position&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeEditDialogs</name>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="43"/>
        <source>%1 trees follow the rules of the game</source>
        <translation>Les arbres de %1 suivent les règles du jeu</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="49"/>
        <source>Set Value…</source>
        <translation>Fixer la valeur…</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="51"/>
        <source>Set Probabilities…</source>
        <translation>Fixer les probabilités…</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="52"/>
        <source>Add Move</source>
        <translation>Ajouter un coup</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="54"/>
        <source>Rename Move…</source>
        <translation>Renommer le coup…</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="56"/>
        <source>Move Left</source>
        <translation>Déplacer à gauche</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="57"/>
        <source>Move Right</source>
        <translation>Déplacer à droite</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="59"/>
        <source>Remove Move</source>
        <translation>Retirer le coup</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="67"/>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="84"/>
        <source>Rename Move</source>
        <translation>Renommer le coup</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="67"/>
        <source>Label (letters, digits and _ . + -):</source>
        <translation>Étiquette (lettres, chiffres et _ . + -)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="74"/>
        <source>&apos;%1&apos; cannot be a move label: use letters, digits and _ . + -</source>
        <translation>&apos;%1&apos; ne peut pas être l&apos;étiquette d&apos;un coup&#xa0;: utilisez des lettres, des chiffres et _ . + -</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="79"/>
        <source>%1 already has a move labelled &apos;%2&apos;</source>
        <translation>%1 a déjà un coup étiqueté &apos;%2&apos;</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="99"/>
        <source>Set Value</source>
        <translation>Fixer la valeur</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="99"/>
        <source>Value of %1 (for MAX):</source>
        <translation>Valeur de %1 (pour MAX)&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="111"/>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="125"/>
        <source>Set Scores</source>
        <translation>Fixer les scores</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="112"/>
        <source>Scores of %1, one for each of the %2 players, player 1&apos;s first:</source>
        <translation>Scores de %1, un pour chacun des %2 joueurs, celui du joueur 1 en premier&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="123"/>
        <source>%1 has scores for %2 players: give one for each.</source>
        <translation>%1 a des scores pour %2 joueurs&#xa0;: donnez-en un pour chacun.</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="150"/>
        <source>Shuffle Moves</source>
        <translation>Mélanger les coups</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeEditDialogs.cpp" line="150"/>
        <source>Seed:</source>
        <translation>Graine&#xa0;:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeFiles</name>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="99"/>
        <source>Cannot open the tree</source>
        <translation>Impossible d&apos;ouvrir l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="109"/>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="133"/>
        <source>Open Tree</source>
        <translation>Ouvrir un arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="133"/>
        <source>Trees (*.gtree.json *.json *.txt *.tree);;All files (*)</source>
        <translation>Arbres (*.gtree.json *.json *.txt *.tree);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="148"/>
        <source>Save Tree</source>
        <translation>Enregistrer l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="150"/>
        <source>Game Tree Lab trees (*.gtree.json)</source>
        <translation>Arbres de Game Tree Lab (*.gtree.json)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="184"/>
        <source>Not saved: %1 changed on disk</source>
        <translation>Non enregistré&#xa0;: %1 a changé sur le disque</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="190"/>
        <source>Cannot save the tree</source>
        <translation>Impossible d&apos;enregistrer l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="190"/>
        <source>%1: cannot save: %2</source>
        <translation>%1&#xa0;: impossible d&apos;enregistrer&#xa0;: %2</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="197"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="203"/>
        <source>File changed on disk</source>
        <translation>Fichier modifié sur le disque</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="204"/>
        <source>“%1” has changed on disk since it was opened or saved here, perhaps by another window or program. Reload it (the changes made here are lost), save the tree as another file, or overwrite the file?</source>
        <translation>«&#xa0;%1&#xa0;» a changé sur le disque depuis son ouverture ou son enregistrement ici, peut-être par une autre fenêtre ou un autre programme. Le recharger (les modifications faites ici sont perdues), enregistrer l&apos;arbre dans un autre fichier, ou écraser le fichier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="208"/>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="209"/>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="225"/>
        <source>Save As…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="210"/>
        <source>Overwrite</source>
        <translation>Écraser</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="222"/>
        <source>Read-only file</source>
        <translation>Fichier en lecture seule</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="223"/>
        <source>“%1” is read-only, so it is not replaced. Save the tree as another file?</source>
        <translation>«&#xa0;%1&#xa0;» est en lecture seule, il n&apos;est donc pas remplacé. Enregistrer l&apos;arbre dans un autre fichier&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="229"/>
        <source>Not saved: %1 is read-only</source>
        <translation>Non enregistré&#xa0;: %1 est en lecture seule</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="239"/>
        <source>Unsaved tree</source>
        <translation>Arbre non enregistré</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="240"/>
        <source>“%1” has changes that are not saved. Save them before closing?</source>
        <translation>«&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="269"/>
        <source>No recent files</source>
        <translation>Aucun fichier récent</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/TreeFiles.cpp" line="273"/>
        <source>Clear Recent Files</source>
        <translation>Effacer les fichiers récents</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreePropertiesDialog</name>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="18"/>
        <source>Tree Properties</source>
        <translation>Propriétés de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="20"/>
        <source>What the class should notice in this tree</source>
        <translation>Ce que la classe devrait remarquer dans cet arbre</translation>
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
        <translation>Dans une position d&apos;un jeu, le camp au trait découle de la position</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="32"/>
        <source>Title:</source>
        <translation>Titre&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="33"/>
        <source>Description:</source>
        <translation>Description&#xa0;:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreePropertiesDialog.cpp" line="34"/>
        <source>Moves first:</source>
        <translation>Joue en premier&#xa0;:</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeSession</name>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="121"/>
        <location filename="../../ui/editing/TreeSession.cpp" line="297"/>
        <source>Untitled tree</source>
        <translation>Arbre sans titre</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="131"/>
        <source>Name the tree %1</source>
        <translation>Nommer l&apos;arbre %1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="176"/>
        <source>Add a note at step %L1</source>
        <translation>Ajouter une note à l&apos;étape %L1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="185"/>
        <source>Edit the note at step %L1</source>
        <translation>Modifier la note de l&apos;étape %L1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="196"/>
        <source>Remove the note at step %L1</source>
        <translation>Retirer la note de l&apos;étape %L1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="322"/>
        <location filename="../../ui/editing/TreeSession.cpp" line="330"/>
        <source>Set %1 to %2</source>
        <extracomment>Edit → Undo&apos;s text for a leaf&apos;s value set: &quot;Set B/1 to 5&quot;.
----------
Edit → Undo&apos;s text for a leaf&apos;s scores set: &quot;Set B/1 to 3,1,2&quot;.</extracomment>
        <translation>Fixer %1 à %2</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="338"/>
        <source>Set the probabilities of %1</source>
        <translation>Fixer les probabilités de %1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="348"/>
        <source>%1 has %2 moves already, the most a position may have</source>
        <translation>%1 a déjà %2 coups, le maximum pour une position</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="353"/>
        <source>Add a move to %1</source>
        <translation>Ajouter un coup à %1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="361"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="375"/>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="388"/>
        <source>Move %1 %2</source>
        <extracomment>Edit → Undo&apos;s text: a move&apos;s path, then &quot;left&quot; or &quot;right&quot;.</extracomment>
        <translation>Déplacer %1&#xa0;%2</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="388"/>
        <source>left</source>
        <translation>à gauche</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="388"/>
        <source>right</source>
        <translation>à droite</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="399"/>
        <source>Order best move first</source>
        <translation>Trier meilleur coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="400"/>
        <source>Order worst move first</source>
        <translation>Trier pire coup d&apos;abord</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="401"/>
        <source>Shuffle moves (seed %1)</source>
        <translation>Mélanger les coups (graine %1)</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeSession.cpp" line="423"/>
        <source>Change the tree&apos;s properties</source>
        <translation>Changer les propriétés de l&apos;arbre</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeTextEditor</name>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="32"/>
        <source>Tree text</source>
        <translation>Texte de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="33"/>
        <source>What the tree text holds</source>
        <translation>Ce que contient le texte de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="34"/>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="79"/>
        <source>Type a tree, e.g. (A:(3,12,8), B:(2,4,6), C:(14,5,2))</source>
        <translation>Tapez un arbre, p. ex. (A:(3,12,8), B:(2,4,6), C:(14,5,2))</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="35"/>
        <source>Nested parentheses, integer leaves, optional move labels written label:</source>
        <translation>Parenthèses imbriquées, feuilles entières, étiquettes de coup facultatives écrites étiquette:</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="72"/>
        <source>Not searched: the position&apos;s moves come with its search.</source>
        <translation>Non cherché&#xa0;: les coups de la position viennent avec sa recherche.</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="73"/>
        <source>This tree has %1 nodes: too many to show as text.</source>
        <translation>Cet arbre a %1 nœuds&#xa0;: trop pour l&apos;afficher en texte.</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="88"/>
        <source>%1 — %2 trees follow the rules of the game</source>
        <translation>%1 — les arbres de %2 suivent les règles du jeu</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="126"/>
        <source>Tree text not applied</source>
        <translation>Texte de l&apos;arbre non appliqué</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="127"/>
        <source>The tree text has an error and will be lost: %1</source>
        <translation>Le texte de l&apos;arbre contient une erreur et sera perdu&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="129"/>
        <source>The tree on screen is the last valid one. Go back to the text to correct it?</source>
        <translation>L&apos;arbre à l&apos;écran est le dernier valide. Revenir au texte pour le corriger&#xa0;?</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="130"/>
        <source>Back to the Tree Text</source>
        <translation>Revenir au texte de l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/editing/TreeTextEditor.cpp" line="163"/>
        <source>%1 — the tree on screen is the last valid one</source>
        <translation>%1 — l&apos;arbre à l&apos;écran est le dernier valide</translation>
    </message>
</context>
<context>
    <name>gtl::ui::TreeView</name>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="46"/>
        <location filename="../../ui/scene/TreeView.cpp" line="47"/>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="69"/>
        <source>Drag to pan, wheel or pinch to zoom, F to fit the tree</source>
        <translation>Glisser pour déplacer, molette ou pincement pour zoomer, F pour ajuster l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="166"/>
        <source>Expand Subtree</source>
        <translation>Déplier le sous-arbre</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="166"/>
        <source>Collapse Subtree</source>
        <translation>Replier le sous-arbre</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="168"/>
        <source>Focus on Subtree</source>
        <translation>Se concentrer sur le sous-arbre</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="173"/>
        <source>Show Whole Tree</source>
        <translation>Afficher l&apos;arbre entier</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="308"/>
        <source>not reached yet</source>
        <translation>pas encore atteint</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="309"/>
        <source>on the search path</source>
        <translation>sur le chemin de recherche</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="310"/>
        <source>searched</source>
        <translation>cherché</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="311"/>
        <source>pruned</source>
        <translation>élagué</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="312"/>
        <source>known from the table</source>
        <translation>connu par la table</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="313"/>
        <source>dropped by the beam, unsearched</source>
        <translation>écarté par le faisceau, non cherché</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="326"/>
        <source>cut by a null move: after a pass it still reached its bound, a guess</source>
        <translation>coupé par un coup nul&#xa0;: après un passe, il atteignait encore sa borne, une supposition</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="328"/>
        <source>a late move, searched a ply shallower: a guess</source>
        <translation>un coup tardif, cherché un demi-coup moins profond&#xa0;: une supposition</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="333"/>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="337"/>
        <source>&lt;br&gt;leaf scoring %1, player 1 first</source>
        <translation>&lt;br&gt;feuille notant %1, le joueur 1 en premier</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="339"/>
        <source>&lt;br&gt;leaf worth %1 to MAX</source>
        <translation>&lt;br&gt;feuille qui vaut %1 pour MAX</translation>
    </message>
    <message>
        <location filename="../../ui/scene/TreeView.cpp" line="342"/>
        <source>&lt;br&gt;answered by the table from the entry filed at %1 (click to show it)</source>
        <extracomment>A node&apos;s tool tip: the node whose table entry answered it.</extracomment>
        <translation>&lt;br&gt;résolu par la table d&apos;après l&apos;entrée rangée en %1 (cliquez pour l&apos;afficher)</translation>
    </message>
</context>
<context>
    <name>gtl::ui::ViewFeature</name>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="19"/>
        <source>Fit Tree</source>
        <translation>Ajuster l&apos;arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="19"/>
        <source>Fit the whole tree in the window</source>
        <translation>Faire tenir tout l&apos;arbre dans la fenêtre</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="20"/>
        <source>Zoom In</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="20"/>
        <source>Zoom in</source>
        <translation>Zoomer</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="21"/>
        <source>Zoom Out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="21"/>
        <source>Zoom out</source>
        <translation>Dézoomer</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="22"/>
        <source>Follow Current Node</source>
        <translation>Suivre le nœud courant</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="22"/>
        <source>Keep the current node in view while playing</source>
        <translation>Garder le nœud courant en vue pendant la lecture</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="24"/>
        <source>Knuth–Moore Node Types</source>
        <translation>Types de nœuds de Knuth–Moore</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="25"/>
        <source>Label nodes PV, CUT or ALL as the minimal tree types them, and show where the search does otherwise</source>
        <translation>Étiqueter les nœuds PV, CUT ou ALL comme l&apos;arbre minimal les type, et montrer où la recherche fait autrement</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="27"/>
        <source>Collapse or Expand Subtree</source>
        <translation>Replier ou déplier le sous-arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="28"/>
        <source>Collapse the subtree under the pointer (or the current node), or open it again</source>
        <translation>Replier le sous-arbre sous le pointeur (ou le nœud courant), ou le rouvrir</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="30"/>
        <source>Focus on Subtree</source>
        <translation>Se concentrer sur le sous-arbre</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="30"/>
        <source>Show only the subtree under the pointer (or the current node)</source>
        <translation>N&apos;afficher que le sous-arbre sous le pointeur (ou le nœud courant)</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="31"/>
        <source>Show Whole Tree</source>
        <translation>Afficher l&apos;arbre entier</translation>
    </message>
    <message>
        <location filename="../../ui/window/view/ViewFeature.cpp" line="32"/>
        <source>Undo every collapse and focus, and show the whole tree</source>
        <translation>Annuler chaque repli et concentration, et afficher l&apos;arbre entier</translation>
    </message>
</context>
<context>
    <name>gtl::ui::WebExportFeature</name>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="23"/>
        <source>Web Page…</source>
        <translation>Page web…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="24"/>
        <source>Save the run as one web page that plays it step by step in any browser, for students without the program</source>
        <translation>Enregistrer l&apos;exécution comme une page web qui la déroule pas à pas dans tout navigateur, pour les élèves sans le programme</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="33"/>
        <source>Export Web Page</source>
        <translation>Exporter une page web</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="33"/>
        <source>Web pages (*.html)</source>
        <translation>Pages web (*.html)</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="37"/>
        <source>Painting the steps…</source>
        <translation>Dessin des étapes…</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="37"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="49"/>
        <source>Cannot export</source>
        <translation>Impossible d&apos;exporter</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="53"/>
        <source>Web Page</source>
        <translation>Page web</translation>
    </message>
    <message>
        <location filename="../../ui/window/file/WebExportFeature.cpp" line="54"/>
        <source>Saved the web page %1</source>
        <translation>Page web %1 enregistrée</translation>
    </message>
</context>
</TS>
