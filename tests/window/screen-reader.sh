#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs screen_reader.py as a screen reader meets the window: an X server and a window manager of
# its own, a session bus on which the accessibility bus starts, and Qt's AT-SPI bridge on.
# Exits 77 (skipped) where a tool it needs is missing.
# Usage: screen-reader.sh APP
set -euo pipefail
app="$1"
# Under the sanitizers the window runs several times slower, and the session's timing, not the
# window, decided this test twice: the accessibility code runs sanitized in tst_accessibility.
if [[ -n ${GTL_SANITIZED:-} ]]; then
    echo "skipped: a real screen reader session is timed for the plain build"
    exit 77
fi
here="$(cd "$(dirname "$0")" && pwd)"
# Debian's own Python, which python3-pyatspi installs into, whatever else is first on the path.
python=/usr/bin/python3
for tool in Xvfb openbox xdotool xdpyinfo dbus-run-session "$python"; do
    command -v "$tool" >/dev/null || { echo "missing: $tool"; exit 77; }
done
"$python" -c 'import gi; gi.require_version("Atspi", "2.0")' 2>/dev/null || { echo "missing: python3-pyatspi"; exit 77; }

display=":$((200 + RANDOM % 300))"
Xvfb "$display" -screen 0 1280x720x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
settings="$(mktemp -d)"
trap 'kill $xvfb 2>/dev/null; rm -rf "$settings"' EXIT
export DISPLAY="$display" XDG_CONFIG_HOME="$settings" QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_QPA_PLATFORM=xcb
for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
# Not exec: the trap above stops the X server once the test is over. The output goes through a
# file: the accessibility bus the session starts may outlive it, and would keep a pipe open.
status=0
dbus-run-session -- bash -c 'openbox >/dev/null 2>&1 & sleep 0.5; "$0" "$1" "$2"' "$python" \
    "$here/screen_reader.py" "$app" >"$settings/output" 2>&1 || status=$?
cat "$settings/output"
exit "$status"
