#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Times the Connect Four bench's 40 positions solved as 40 whole `solve` processes, JOBS at a
# time (2 unless told), and prints the figures as a JSON line: the time on the clock and the
# processor time of the processes. Run from the repository after building; APP times another
# build's application on the same positions:
#   tests/bench/solve_processes.sh [BUILD_DIR] [JOBS] [APP]
set -euo pipefail
build=${1:-build}
jobs=${2:-2}
app=${3:-$build/app/gametree-lab}
mapfile -t positions < <("$build/tests/bench/bench_connect4" --positions)
start=$(date +%s%N)
printf '%s\n' "${positions[@]}" | xargs -P "$jobs" -I MOVES "$app" solve --connect4 MOVES --format json >/dev/null
end=$(date +%s%N)
# The processor time of the finished children (xargs and the solves it waited for), as the
# shell's own `times` prints it on its second line: user and system. (`times` in a pipe or a
# command substitution would run in a subshell, which has no children yet.)
spent=$(mktemp)
times >"$spent"
read -r user system < <(tail -1 "$spent" | sed -E 's/([0-9]+)m([0-9.]+)s/\1 \2/g' |
    awk '{ printf "%.1f %.1f\n", ($1 * 60 + $2) * 1000, ($3 * 60 + $4) * 1000 }')
rm -f "$spent"
printf '{"bench": "c4_solve_processes", "positions": %d, "jobs": %d, "total_ms": %.1f, "user_ms": %s, "system_ms": %s, "target_ms": 20000}\n' \
    "${#positions[@]}" "$jobs" "$(((end - start) / 1000000))" "$user" "$system"
