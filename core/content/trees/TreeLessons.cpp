// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/trees/TreeContent.h"

#include "core/base/Message.h"

#include <functional>

namespace gtl {
namespace {

using lessons::Definition;
using At = lessons::StopRule::At;
using K = EventKind;

SearchOptions enhanced(const std::function<void(Enhancements&)>& choose)
{
    SearchOptions options{algorithmNamed("alphabeta"), false, {}};
    choose(options.enhancements);
    return options;
}

} // namespace

// The lessons of the web page the program grew from, then those on the enhancements and on
// three players, each on a tree written to show one thing.
const std::vector<Definition>& treeLessons()
{
    static const std::vector<Definition> all{
        {"minimax", QT_TRANSLATE_NOOP("Lessons", "Plain minimax"), "mixed", {algorithmNamed("minimax"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Minimax on the mixed-order tree. MAX moves at the root, MIN one level down, and "
                     "every leaf gets read. Watch each value climb its edge to the parent.")},
                {At::Event, K::Return, "A", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "A is finished: MIN takes the least of its moves, so A is worth {value A}. So far "
                        "{visited} nodes visited and {leaves} leaves read.")},
                {At::Event, K::Return, "B", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "B returns {value B}, less than A's {value A}, so MAX will not choose B. Plain "
                        "minimax still read every leaf below it to find that out.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The root is worth {value root}. Minimax visited {visited} nodes and read {leaves} "
                        "leaves: all of them. Alpha-beta finds the same value with less work.")}}},
        {"alphabeta", QT_TRANSLATE_NOOP("Lessons", "Alpha-beta on the same tree"), "mixed",
            {algorithmNamed("alphabeta"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "The same tree with alpha-beta. Each node carries a window: α, the least MAX is "
                     "already sure of, and β, the most MIN will allow.")},
                {At::Event, K::AlphaChanged, "root", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "A returned {value A}, so MAX is sure of at least that much: the root's α rises to "
                        "{alpha root}, and every later move is searched with that window.")},
                {At::Event, K::Cutoff, "B", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Once MAX can get {alpha B} from A, a MIN node that can already hold MAX to "
                        "{beta B} needs no more looking at: α = {alpha B} ≥ β = {beta B}. B's other moves "
                        "are skipped.")},
                {At::Event, K::Cutoff, "C/2", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The same test one level down, roles turned: C/2 already gives MAX {alpha C/2}, "
                        "more than the {beta C/2} MIN can hold C to, so C/2 stops after its first move.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The same value as minimax, {value root}, with {visited} nodes visited, {pruned} "
                        "pruned and {cutoffs} cut-offs.")}}},
        {"best-first", QT_TRANSLATE_NOOP("Lessons", "Best move first"), "best-first",
            {algorithmNamed("alphabeta"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "The mixed game again, its moves reordered so that the best one comes first at "
                     "every node. Good bounds arrive early.")},
                {At::Event, K::Cutoff, "C/2", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "C, the best move, is searched first. Inside it, C/2's first move already gives "
                        "MAX {alpha C/2}, more than the {beta C/2} MIN holds C to: cut off.")},
                {At::Event, K::Cutoff, "A", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "With the best move known, each other root move is refuted by its first reply: at "
                        "A, α = {alpha A} ≥ β = {beta A}.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "{visited} nodes visited, {pruned} pruned, {cutoffs} cut-offs: close to the least "
                        "any ordering allows, Knuth and Moore's minimal tree.")}}},
        {"worst-first", QT_TRANSLATE_NOOP("Lessons", "Worst move first"), "worst-first",
            {algorithmNamed("alphabeta"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Now the worst move first at every node: each bound arrives too late to prune "
                     "anything.")},
                {At::Event, K::AlphaChanged, "root", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "B, the worst move, returns {value B}: MAX is sure of only {alpha root}, too little "
                        "to rule anything out under the moves still to come.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "No cut-offs at all: {visited} nodes visited, {pruned} pruned, {leaves} leaves "
                        "read, as many as plain minimax. Order decides what alpha-beta saves.")}}},
        {"fail-hard", QT_TRANSLATE_NOOP("Lessons", "Fail-soft against fail-hard"), "mixed",
            {algorithmNamed("alphabeta"), true},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Fail-hard alpha-beta never returns a value outside the window it was given; "
                     "fail-soft returns the best value it saw. Same tree, same cut-offs: watch B.")},
                {At::Event, K::Cutoff, "B", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Cut-off at B: α = {alpha B} ≥ β = {beta B}. B's value is clamped to its window, "
                        "so it can never show less than α.")},
                {At::Event, K::Return, "B", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Fail-hard, B returns {value B}, the bound α: its true value may be lower, and "
                        "fail-soft would return the lower value it saw, a tighter bound.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Either way the root is worth {value root}: a clamped value only ever sits on the "
                        "side of the window that does not change the choice.")}}},
        {"negamax", QT_TRANSLATE_NOOP("Lessons", "Negamax"), "textbook", {algorithmNamed("negamax"), false},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Negamax scores every node for the side to move there, so one rule serves MAX and "
                     "MIN alike: take the largest of the children's negated values.")},
                {At::Event, K::Return, "A", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "A is MIN's node, scored for MIN: its best is {value A}, the negation of its least "
                        "leaf. The root receives −({value A}).")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The root is worth {value root}, as minimax says. Each MIN node shows its value "
                        "from MIN's side, which is why B and C show {value B} and {value C}.")}}},
        {"table-hit", QT_TRANSLATE_NOOP("Lessons", "The transposition table"), "transpositions",
            enhanced([](Enhancements& e) { e.table = true; }),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Alpha-beta with a transposition table: each position is looked up before its moves are "
                     "searched, and filed when it returns, with its value, how deep it was searched, and whether "
                     "the value is exact or only a bound.")},
                {At::Event, K::Store, "A/A1", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "A1 is filed: exactly {value A/A1}, searched one move deep. C1, further on, is the same "
                        "position.")},
                {At::Event, K::Probe, "B/B1", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "B1 is the position A2 was. A2 was cut off, so the table holds only a lower bound, at least "
                        "{value A/A2}; it raises B1's α before a move is searched.")},
                {At::Event, K::Probe, "C/C1", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "C1 is A1 again: the table answers it exactly, {value C/C1}, and not one of its leaves is "
                        "read. Its moves are drawn as known from the table.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The root is worth {value root}, as without the table, with {leaves} leaves read instead "
                        "of 9 and {visited} positions entered.")}}},
        {"horizon", QT_TRANSLATE_NOOP("Lessons", "The horizon"), "horizon",
            enhanced([](Enhancements& e) { e.depth = 2; }),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "A depth limit of 2: positions two moves down are not searched but scored by their static "
                     "evaluation, the number in brackets in the tree text. Below the horizon nothing is seen.")},
                {At::Event, K::Evaluate, "A/A1", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "A1 lies on the horizon: its evaluation, {value A/A1}, stands in for the search below it.")},
                {At::Event, K::Return, "B", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "B is worth {value B} by the evaluations, more than A's {value A}: B looks like the move.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "MAX picks B, worth {value root} as far as the search sees. Searched to the leaves, A is "
                        "worth 5 and B only 2: the refutation of B lay beyond the horizon.")}}},
        {"pvs", QT_TRANSLATE_NOOP("Lessons", "Principal variation search"), "mixed",
            enhanced([](Enhancements& e) { e.pvs = true; }),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Principal variation search: the first move at each node gets the full window, every other "
                     "move a null window, α to α + 1, only to prove it no better than the first.")},
                {At::Event, K::Research, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "↻ A null window failed: this move is better than the first, so the proof failed and it is "
                        "searched again with the full window to learn its value.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The same {value root}, with {visited} positions entered, re-searches included. With the "
                        "best move first (the best-first tree) no null window fails.")}}},
        {"aspiration", QT_TRANSLATE_NOOP("Lessons", "An aspiration window"), "aspiration",
            enhanced([](Enhancements& e) {
                e.iterative = true;
                e.aspiration = 1;
            }),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Iterative deepening searches to depth 1, then to depth 2. From depth 2 on, each search "
                     "starts with a narrow window around the last score: the aspiration window.")},
                {At::Event, K::Iteration, {}, 2,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Depth 1 scored the root {value root} by the evaluations. Depth 2 will start with a "
                        "window of 1 either side of that score: narrow windows prune more, if the score stays "
                        "inside."),
                    -1, true},
                {At::Event, K::Research, "root", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "A is worth {value A}, above the window: the root fails high, which only proves it "
                        "is worth at least {value root}. Next it is searched again with the full window."),
                    -1, true},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The root is worth {value root} through A. A good guess saves work; this one cost a "
                        "re-search.")}}},
        {"beam", QT_TRANSLATE_NOOP("Lessons", "A beam: forward pruning"), "beam", enhanced([](Enhancements& e) {
             e.depth = 2;
             e.beam = 2;
         }),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "A beam of two: at each position above the horizon only the two moves whose positions look "
                     "best by their static evaluation, the number in brackets, are searched. The others are "
                     "dropped without a look.")},
                {At::Event, K::Dropped, "A", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "A looks worst to MAX, 1 by its evaluation, and is dropped. Unlike a cut-off, nothing has "
                        "proved A worse than the moves kept: the beam guesses.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "MAX plays C, worth {value root}. Searched in full, A is worth 7: the quiet winning move was "
                        "the one dropped. Forward pruning saves work, and it can be wrong.")}}},
        {"lmr", QT_TRANSLATE_NOOP("Lessons", "Late move reductions"), "lmr", enhanced([](Enhancements& e) {
             e.depth = 2;
             e.lmr = true;
         }),
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Late move reductions: the first three moves of a position are searched in full. Each later "
                     "move is searched a move shallower, with a null window, only to show that it is no better than "
                     "the best so far; one that is better is searched again in full.")},
                {At::Event, K::Reduced, "D", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "D is MAX's fourth move, a late one. It is searched a move shallower, so its evaluation "
                        "will stand for it, with a null window at the best so far, {value root}.")},
                {At::Event, K::Research, "D", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "The reduced search says D may beat {value root}: the guess could be wrong, so D is searched "
                        "again at full depth.")},
                {At::Event, K::Evaluate, "E", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "E is late too, searched a move shallower. Its evaluation, {value E}, is no better than "
                        "{value root}, so E is not searched again: what lies below it is never seen.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "MAX plays D, worth {value root}. Searched in full, E is worth 8: the reduction missed the "
                        "win. Reductions save work when the best moves come first, and they can be wrong.")}}},
        {"kingmaker", QT_TRANSLATE_NOOP("Lessons", "Three players: the kingmaker"), "kingmaker",
            {algorithmNamed("maxn")},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Three players take turns: player 1 at the root, player 2 at A and B. Each leaf scores every "
                     "player, player 1's score first. Max^n assumes each player takes the move that gives itself the "
                     "most.")},
                {At::Event, K::Return, "A", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "At A player 2 gets 5 either way: it cannot gain, yet it decides who does. Taking the first "
                        "move, {value A}, it hands player 1 the 4 and player 3 the 1. A player who settles another's "
                        "fate is a kingmaker.")},
                {At::Event, K::Return, "B", 1,
                    QT_TRANSLATE_NOOP(
                        "Lessons", "At B player 2 takes {value B}, 4 for itself, which leaves player 1 with 3.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "Player 1 plays A for {value root}, trusting player 2 to break its tie the first way. "
                        "Paranoid search assumes players 2 and 3 both play against player 1: it fears the 1 at A and "
                        "plays B, sure of 3. Choose Paranoid in the Search box to see it.")}}},
        {"shallow-pruning", QT_TRANSLATE_NOOP("Lessons", "Three players: shallow pruning"), "shallow-pruning",
            {algorithmNamed("maxn")},
            {{At::Start, {}, {}, 1,
                 QT_TRANSLATE_NOOP("Lessons",
                     "Every leaf's scores add up to 10 and none is negative. What one player gains, the others "
                     "cannot have: max^n can cut a node without searching all of it.")},
                {At::Event, K::Return, "A", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "A gives player 1 6. Another move must give player 1 more than 6 to be chosen instead.")},
                {At::Event, K::Cutoff, "B", 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "At B player 2's first move gives it 7, and player 2 only takes more. Player 1 can then get "
                        "at most 10 − 7 = 3 from B, less than 6: B's other moves are cut off, although B/2 would "
                        "give player 1 9. Player 2 would never play it.")},
                {At::End, {}, {}, 1,
                    QT_TRANSLATE_NOOP("Lessons",
                        "At C player 2 has only 2, which leaves player 1 up to 8: nothing is cut there. Player 1 "
                        "plays A for {value root}; max^n entered {visited} nodes and pruned {pruned}.")}}},
    };
    return all;
}

const Content& treeContent()
{
    static const Content content{treePresets(), treeLessons()};
    return content;
}

} // namespace gtl
