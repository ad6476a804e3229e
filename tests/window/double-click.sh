#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A tree file opens by double-click, as a desktop without a desktop environment of its own
# (xdg-utils' generic mode) opens it: the build installed into a folder of its own, that
# folder's MIME types and desktop entries registered, then the file's type asked, the
# application for that type asked, and the file opened with xdg-open under an X server.
# Exits 77 (skipped) where a tool it needs is missing.
# Usage: double-click.sh BUILD_DIR EXAMPLE_TREE
set -euo pipefail
build="$1"
example="$2"
for tool in Xvfb openbox xdotool xprop xdpyinfo xdg-mime xdg-open mimetype update-mime-database \
    update-desktop-database desktop-file-validate; do
    command -v "$tool" >/dev/null || { echo "missing: $tool"; exit 77; }
done

root="$(mktemp -d)"
display=":$((500 + RANDOM % 300))"
trap 'kill $(jobs -p) 2>/dev/null; rm -rf "$root"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cmake --install "$build" --prefix "$root/usr" >/dev/null
share="$root/usr/share"
update-mime-database "$share/mime"
update-desktop-database "$share/applications"
export XDG_DATA_DIRS="$share:/usr/share" XDG_DATA_HOME="$root/data" XDG_CONFIG_HOME="$root/config"
export PATH="$root/usr/bin:$PATH"

entry="$share/applications/gametree-lab.desktop"
remarks="$(desktop-file-validate "$entry")"
[[ -z $remarks ]] || fail "desktop-file-validate: $remarks"

tree="$root/My tree.gtree.json"
cp "$example" "$tree"
type="$(xdg-mime query filetype "$tree")"
[[ $type == application/x-gametree+json ]] || fail "the tree file's type is '$type'"
[[ $(mimetype --brief --describe "$tree") == "Game tree" ]] || fail "the type's name is not 'Game tree'"
application="$(xdg-mime query default "$type")"
[[ $application == gametree-lab.desktop ]] || fail "'$type' opens with '$application'"

Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
export DISPLAY="$display" QT_QPA_PLATFORM=xcb
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
openbox >/dev/null 2>&1 &
# xdg-open's generic mode waits for the program it starts.
xdg-open "$tree" >/dev/null 2>&1 &

# The window is titled after the file's tree (its "title" is "Mixed order").
window=""
for _ in $(seq 150); do
    window="$(xdotool search --onlyvisible --name 'Mixed order' 2>/dev/null | head -1)" || true
    [[ -n $window ]] && break
    sleep 0.2
done
[[ -n $window ]] || fail "no window showed the double-clicked tree"
# The window groups with its desktop entry: its class is the entry's StartupWMClass.
class="$(sed -n 's/^StartupWMClass=//p' "$entry")"
xprop -id "$window" WM_CLASS | grep -qF "\"$class\"" || fail "the window's class is not '$class'"
echo "opened: $(xdotool getwindowname "$window")"
