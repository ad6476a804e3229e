#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian packages Game Tree Lab builds with, when any are missing, then
# configures the build directory. Safe to run again: it does nothing that is already done.
set -euo pipefail

# libcli11-dev: the command line's parser (header-only).
# qt6-charts-dev: the charts; libqt6opengl6-dev: Qt Charts' CMake package asks for Qt OpenGL's.
# poppler-utils: the tests read the text of the handouts they write with pdftotext.
# qt6-l10n-tools, qt6-tools-dev, qt6-tools-dev-tools: lupdate and lrelease and their CMake
# package (LinguistTools), which build the window's translations; qt6-translations-l10n: Qt's
# own dialogs in the same languages.
# xvfb, openbox, xdotool, x11-utils: the presenter test drives the real window under an X server
# and a window manager with key events, and reads the window's frame with xwininfo and xprop.
# dbus-daemon, at-spi2-core, python3-pyatspi: the screen-reader test reads the real window over
# the accessibility bus, in a session bus of its own.
# ccache: a second build after a small change compiles only what changed.
# dpkg-dev, file: the README's packaging step (`cpack -G DEB`) finds the libraries the package
# depends on with dpkg-shlibdeps, over the files that `file` says are ELF.
# xdg-utils, shared-mime-info, desktop-file-utils, libfile-mimeinfo-perl: the double-click test
# registers the tree files' type and the desktop entry and opens a file as a desktop does.
packages=(g++ cmake ninja-build ccache qt6-base-dev qt6-svg-dev qt6-charts-dev libqt6opengl6-dev libgl-dev fonts-dejavu-core nlohmann-json3-dev libcli11-dev poppler-utils
    qt6-l10n-tools qt6-tools-dev qt6-tools-dev-tools qt6-translations-l10n
    xvfb openbox xdotool x11-utils dbus-daemon at-spi2-core python3-pyatspi dpkg-dev file
    xdg-utils shared-mime-info desktop-file-utils libfile-mimeinfo-perl)
preset="${1:-default}"
# The sanitized build is clang's, with its sanitizer and libFuzzer runtimes, and llvm's
# symbolizer for the reports' stack traces.
if [[ $preset == sanitize ]]; then
    packages+=(clang libclang-rt-14-dev llvm)
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if ((${#missing[@]})); then
    echo "Installing: ${missing[*]}"
    sudo=""
    if [[ $(id -u) -ne 0 ]]; then
        sudo="sudo"
    fi
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
fi

cd "$(dirname "$0")/.."
cmake --preset "$preset" >/dev/null
cmake --build --preset "$preset"
