# SPDX-License-Identifier: GPL-3.0-or-later
"""The window as a screen reader reads it, over AT-SPI.

Run by screen-reader.sh inside its own session bus, X server and window manager, with Qt's
accessibility bridge on: it opens the window on the mixed tree, a Connect Four search and a
Monte Carlo run in turn, reads the accessibility tree as Orca does, presses keys with xdotool
and listens for what Orca would hear. Each check prints what it found; any failure ends the
run with status 1.

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
# The node that last said it took the focus, as a screen reader follows the focus: by events;
# and whatever took it last, node or not.
focus = {"name": None, "any": None}


def on_event(event):
    source = event.source
    try:
        heard.append((event.type, source.get_role(), source.get_name(), event.detail1))
        if event.type.startswith("object:state-changed:focused") and event.detail1 == 1:
            focus["any"] = source.get_name()
            if is_node(source):
                focus["name"] = source.get_name()
    except GLib.Error:
        pass


# Qt's bridge gives a tree item the role its tree views' items have: a table cell.
NODE = Atspi.Role.TABLE_CELL


def is_node(item):
    """Whether @p item is a node of the canvas: a table cell whose name says who moves there (the
    path's table has cells too)."""
    name = item.get_name()
    return item.get_role() == NODE and (" to move" in name or "a throw of chance" in name)

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


def key(name, wait=0.4):
    subprocess.run(["xdotool", "key", name], check=True)
    pump(wait)


def wait_heard(matches, timeout=3, quiet=0.4):
    """The events heard that @p matches, once the first has come (or @p timeout has passed) and
    then @p quiet seconds more, so that a second one would have come too."""
    end = time.time() + timeout
    while time.time() < end and not any(matches(e) for e in heard):
        pump(0.1)
    pump(quiet)
    return [e for e in heard if matches(e)]


def focused_item(canvas, timeout=10):
    """The node whose state says it has the focus, once one does (within @p timeout seconds)."""
    end = time.time() + timeout
    while True:
        for item in descendants(canvas, NODE):
            if item.get_state_set().contains(Atspi.StateType.FOCUSED):
                return item
        if time.time() > end:
            return None
        pump(0.2)


def index_path(item, canvas):
    """The child indices from the top node down to @p item."""
    path = []
    while item is not None and item.get_role() == NODE:
        path.insert(0, item.get_index_in_parent())
        item = item.get_parent()
    return path[1:]


def focused_within(item, timeout=30):
    """Whether @p item takes the focus within @p timeout seconds, as the events say: a loaded
    machine can answer a query for an item's state from an older cache than its events."""
    name = item.get_name()
    end = time.time() + timeout
    while time.time() < end and focus["name"] != name:
        pump(0.05)
    return focus["name"] == name


def walk_to(canvas, item, top):
    """Walks the reading cursor up to the top node, then down to @p item with the keys, one key
    at a time, each waited for: "" when every key took the focus where it should, else what went
    wrong."""
    # The keys and the node each should reach, read before the first key is pressed.
    steps = []
    node = top
    for index in index_path(item, canvas):
        steps.append(("alt+Down", node.get_child_at_index(0)))
        steps += [("alt+Right", node.get_child_at_index(sibling)) for sibling in range(1, index + 1)]
        node = node.get_child_at_index(index)
    # Up from the node the focus is on, one parent at a time: no key more than the way needs.
    current = next((n for n in descendants(canvas, NODE) if n.get_name() == focus["name"]), None)
    if current is None:
        return "the focus was on no node to start from"
    while current.get_name() != top.get_name():
        current = current.get_parent()
        subprocess.run(["xdotool", "key", "alt+Up"], check=True)
        if not focused_within(current):
            return "alt+Up did not bring it to %s" % current.get_name()
    for key_name, reached in steps:
        subprocess.run(["xdotool", "key", key_name], check=True)
        if not focused_within(reached):
            return "%s did not bring it to %s" % (key_name, reached.get_name())
    return ""


def give_canvas_the_keys(canvas):
    """Clicks the canvas' corner, away from every node, as a user gives it the keyboard."""
    subprocess.run(["xdotool", "search", "--name", "Game Tree Lab", "windowactivate", "--sync"], check=False)
    extents = canvas.get_extents(Atspi.CoordType.SCREEN)
    subprocess.run(["xdotool", "mousemove", str(extents.x + 5), str(extents.y + extents.height - 5),
                    "click", "1"], check=True)
    pump(0.5)


def read_search(what, arguments, nodes=None, every_leaf=False):
    started = time.time()
    """Opens the window on @p arguments and reads it as Orca would: the nodes, the focus, ten
    steps, the reading cursor down to the leaves, and every control's name."""
    print("--", what, flush=True)
    window = subprocess.Popen([APP, *arguments])
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
        check(len(items) == nodes if nodes else len(items) > 1,
              "the nodes on the canvas are tree items (found %d)" % len(items))
        names = [item.get_name() for item in items]
        check(all(" to move" in n or "a throw of chance" in n for n in names), "every node says who moves there")
        check(len(set(names)) == len(names), "every node has a name of its own")
        check(all(item.get_description() for item in items), "every node describes its state")

        # The canvas takes the keyboard: the node the search is at is the focused item.
        give_canvas_the_keys(canvas)
        current = focused_item(canvas)
        check(current is not None and current.get_description().startswith("where the search is now"),
              "the focused item is the node the search is at")

        # Each of the next ten steps is heard: a notification tells the step's sentence, and the
        # focus is on the node the search is at.
        said = None
        for _ in range(10):
            heard.clear()
            key("Right", 0)
            told = wait_heard(lambda e: e[0].startswith("object:state-changed:showing")
                              and e[1] == Atspi.Role.NOTIFICATION and e[3] == 1)
            check(len(told) == 1 and told[0][2] and told[0][2] != said,
                  "a step is announced: %s" % (told[0][2] if told else "nothing"))
            said = told[0][2] if told else None
            now = focused_item(canvas)
            check(now is not None and now.get_description().startswith("where the search is now"),
                  "then the focus is where the search is: %s" % (now.get_name() if now else None))

        # The reading cursor walks from the top node to the leaves by keys, each move heard.
        top = canvas.get_child_at_index(canvas.get_child_count() - 1)
        leaves = [item for item in descendants(canvas, NODE) if "a leaf" in item.get_description()]
        check(bool(leaves), "the canvas shows leaves (%d)" % len(leaves))
        for leaf in leaves if every_leaf else leaves[-1:]:
            heard.clear()
            stuck = walk_to(canvas, leaf, top)
            if stuck and focus["any"] != focus["name"]:
                # A slow window has taken Alt+arrow for Alt alone and focused its menu bar: say
                # so, give the canvas the keys back and walk again.
                print("     (%s: the focus went to %s; again from the canvas)" % (stuck, focus["any"]), flush=True)
                subprocess.run(["xdotool", "key", "Escape", "Escape"], check=True)
                give_canvas_the_keys(canvas)
                stuck = walk_to(canvas, leaf, top)
            check(not stuck, "the reading cursor walks to %s%s" % (leaf.get_name(), (
                " (%s; the focus went last to %s)" % (stuck, focus["any"])) if stuck else ""))
            name = leaf.get_name()
            check(wait_heard(lambda e: e[0].startswith("object:state-changed:focused") and e[3] == 1
                             and e[2] == name, quiet=0), "reaching %s is heard" % name)

        # Every control that shows is named.
        controls = (Atspi.Role.PUSH_BUTTON, Atspi.Role.TOGGLE_BUTTON, Atspi.Role.COMBO_BOX,
                    Atspi.Role.CHECK_BOX, Atspi.Role.SPIN_BUTTON, Atspi.Role.TEXT, Atspi.Role.PAGE_TAB)
        unnamed = [c.get_role().value_nick for c in descendants(app) if c.get_role() in controls
                   and c.get_state_set().contains(Atspi.StateType.SHOWING) and not c.get_name()]
        check(not unnamed, "every control that shows has a name (unnamed: %s)" % unnamed)
    finally:
        window.terminate()
        window.wait(10)
        pump(1)
        print("   (%.0f s)" % (time.time() - started), flush=True)


read_search("the mixed tree at step 30", ["--preset", "mixed", "--algorithm", "alphabeta", "--step", "30"],
            nodes=22, every_leaf=True)
read_search("a Connect Four search", ["--connect4", "4453", "--algorithm", "alphabeta", "--depth", "3",
                                      "--step", "40"])
read_search("a Monte Carlo run", ["--ttt", "XXOOOX...", "--algorithm", "mcts", "--iterations", "200",
                                  "--step", "40"])
sys.exit(1 if failures else 0)
