# SPDX-License-Identifier: GPL-3.0-or-later
# `cpack -G DEB` in the build folder makes gametree-lab_VERSION_ARCH.deb from what
# `cmake --install` puts in place, with the libraries it links declared as dependencies
# (dpkg-shlibdeps reads them from the executable and the window module).
set(CPACK_PACKAGE_NAME gametree-lab)
set(CPACK_PACKAGE_VENDOR "Game Tree Lab")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "game-tree search, made visible")
# The extended description, in lines a package manager shows as they are (at most 80 columns).
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
    "Minimax, negamax and alpha-beta run step by step on an animated tree: every"
    "bound, value and cut-off appears as it happens, and the run can be stepped,"
    "played and rewound. For teachers who project it in class and students who"
    "step through a pruning trace: lessons, practice, comparisons, the"
    "enhancements real engines use, tic-tac-toe, Connect Four, a dice game and"
    "Monte Carlo tree search, and traces on the command line.")
set(CPACK_PACKAGE_CONTACT "Game Tree Lab <gametreelab@users.noreply.github.com>")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION education)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The fonts the tree is drawn in (the libraries come from dpkg-shlibdeps); Qt's own dialogs
# speak the window's language with Qt's translations.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "fonts-dejavu-core")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "https://github.com/gametreelab/gametree-lab")
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
include(CPack)
