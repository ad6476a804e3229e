# SPDX-License-Identifier: GPL-3.0-or-later
"""The window as a screen reader reads it, over AT-SPI.

Run by screen-reader.sh inside its own session bus, X server and window manager, with Qt's
accessibility bridge on: it opens the window on a tree at a step, reads the accessibility
tree as Orca does, presses keys with xdotool and listens for what Orca would hear. Each check
prints what it found; any failure ends the run with status 1.

Usage: screen_reader.py APP
"""
import subprocess
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

APP = sys.argv[1]
failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what, flush=True)
    if not condition:
        failures.append(what)


heard = []


def on_event(event):
    source = event.source
    try:
        heard.append((event.type, source.get_role(), source.get_name(), event.detail1))
    except GLib.Error:
        pass


# Qt's bridge gives a tree item the role its tree views' items have: a table cell.
NODE = Atspi.Role.TABLE_CELL

listener = Atspi.EventListener.new(on_event)
for kind in ("object:state-changed:showing", "object:state-changed:focused", "focus:"):
    listener.register(kind)


def pump(seconds):
    """Lets the events of @p seconds arrive."""
    loop = GLib.MainLoop()
    GLib.timeout_add(int(seconds * 1000), loop.quit)
    loop.run()


def find_app(timeout=20):
    end = time.time() + timeout
    while time.time() < end:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_name() == "gametree-lab":
                return app
        pump(0.2)
    return None


def descendants(node, role=None):
    found = []
    stack = [node]
    while stack:
        current = stack.pop()
        for i in range(current.get_child_count()):
            child = current.get_child_at_index(i)
            if child is None:
                continue
            if role is None or child.get_role() == role:
                found.append(child)
            stack.append(child)
    return found


def key(*keys):
    subprocess.run(["xdotool", "key", "--delay", "60", *keys], check=True)
    pump(0.4)


def focused_item(canvas):
    for item in descendants(canvas, NODE):
        if item.get_state_set().contains(Atspi.StateType.FOCUSED):
            return item
    return None


def main():
    window = subprocess.Popen([APP, "--preset", "mixed", "--algorithm", "alphabeta", "--step", "30"])
    try:
        app = find_app()
        check(app is not None, "the window's application is on the accessibility bus")
        if app is None:
            return
        pump(2)
        trees = [t for t in descendants(app, Atspi.Role.TREE) if t.get_name() == "Search tree"]
        check(len(trees) == 1, "one canvas named 'Search tree' (found %d)" % len(trees))
        canvas = trees[0]
        items = descendants(canvas, NODE)
        check(len(items) == 22, "the mixed tree at step 30 shows 22 nodes as tree items (found %d)" % len(items))
        names = [item.get_name() for item in items]
        check(all(n.endswith(("MAX to move", "MIN to move")) for n in names), "every node says who moves there")
        check(len(set(names)) == len(names), "every node has a name of its own")
        descriptions = [item.get_description() for item in items]
        check(all(descriptions), "every node describes its state")
        check(any(d.startswith("where the search is now") for d in descriptions),
              "one node is where the search is")

        # The canvas takes the keyboard: the node the search is at is the focused item.
        subprocess.run(["xdotool", "search", "--name", "Game Tree Lab", "windowactivate", "--sync"], check=False)
        extents = canvas.get_extents(Atspi.CoordType.SCREEN)
        subprocess.run(["xdotool", "mousemove", str(extents.x + 5), str(extents.y + extents.height - 5),
                        "click", "1"], check=True)
        pump(0.5)
        current = focused_item(canvas)
        check(current is not None and current.get_description().startswith("where the search is now"),
              "the focused item is the node the search is at")

        # Each of the next ten steps is heard: the focus moves to (or stays on) the node the
        # search is at, and a notification tells the step's sentence.
        said = None
        for step in range(31, 41):
            heard.clear()
            key("Right")
            told = [e for e in heard if e[0].startswith("object:state-changed:showing")
                    and e[1] == Atspi.Role.NOTIFICATION and e[3] == 1]
            check(len(told) == 1 and told[0][2] and told[0][2] != said,
                  "step %d is announced: %s" % (step, told[0][2] if told else "nothing"))
            said = told[0][2] if told else None
            now = focused_item(canvas)
            check(now is not None and now.get_description().startswith("where the search is now"),
                  "after step %d the focus is where the search is: %s" % (step, now.get_name() if now else None))

        # The reading cursor: up to the root, each move heard as a focus change.
        for _ in range(6):
            heard.clear()
            key("alt+Up")
        root = focused_item(canvas)
        check(root is not None and root.get_name().startswith("The root"),
              "Alt+Up walks the reading cursor up to the root: %s" % (root.get_name() if root else None))
        heard.clear()
        key("alt+Down")
        moved = [e for e in heard if e[0].startswith("object:state-changed:focused") and e[3] == 1]
        check(any(e[1] == NODE and e[2].startswith("A,") for e in moved),
              "Alt+Down is heard as the focus moving to A: %s" % [e[2] for e in moved])
        key("alt+Right")
        check(focused_item(canvas).get_name().startswith("B,"), "Alt+Right reads the next sibling, B")

        # Every control that shows is named.
        unnamed = []
        for role in (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.COMBO_BOX,
                     Atspi.Role.CHECK_BOX, Atspi.Role.SPIN_BUTTON, Atspi.Role.TEXT, Atspi.Role.PAGE_TAB):
            for control in descendants(app, role):
                showing = control.get_state_set().contains(Atspi.StateType.SHOWING)
                if showing and not control.get_name():
                    unnamed.append(Atspi.Role(role).value_nick)
        check(not unnamed, "every control that shows has a name (unnamed: %s)" % unnamed)
    finally:
        window.terminate()
        window.wait(10)


main()
sys.exit(1 if failures else 0)
