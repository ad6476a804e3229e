#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Exports a run and a lesson as web pages with the program, then plays them in Chromium.
# Usage: play-exported-pages.sh GAMETREE_LAB OUTPUT_DIR
set -euo pipefail
app="$1"
out="$2"
here="$(dirname "$0")"
"$app" --preset mixed --export "$out/run.html"
"$app" --lesson alphabeta --export "$out/lesson.html"
"$app" --ttt ......... --algorithm mcts --iterations 300 --export "$out/mcts.html"
node "$here/player.test.mjs" "$out/run.html" "$out/lesson.html" "$out/mcts.html"
