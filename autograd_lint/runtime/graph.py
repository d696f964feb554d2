"""Walking grad_fn graphs (once per backward, cheaply) and drawing a finding's path as DOT.

Node identity: torch hands out one Python object per live graph node, so ``id()`` is stable while
the walk holds the objects. Across walks a node is known by its sequence number (unique, given at
creation): the checker remembers those of the nodes each recent backward freed, and nothing of
the graph itself. Where a tensor entered a network (AGL001, only in runs with several networks)
is stored in the node's own ``metadata`` dict, so it lives and dies with the node.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from typing import Callable, Iterable, Optional

import torch

#: metadata key: (module id, site) of the first user-level module call this tensor entered.
ENTRY_KEY = "autograd_lint.entry"


def _accumulate_grad_type() -> type:
    leaf = torch.zeros(1, requires_grad=True)
    return type(leaf.expand(1).grad_fn.next_functions[0][0])


ACCUMULATE_GRAD = _accumulate_grad_type()
GRADIENT_EDGE = getattr(torch.autograd.graph, "GradientEdge", None)


def root_nodes(outputs: Iterable) -> list:
    """grad_fn nodes of a backward's outputs (tensors or GradientEdges); leaves have none."""
    roots = []
    for out in outputs:
        if isinstance(out, torch.Tensor):
            node = out.grad_fn
        elif GRADIENT_EDGE is not None and isinstance(out, GRADIENT_EDGE):
            node = out.node
        else:
            node = None
        if node is not None:
            roots.append(node)
    return roots


def input_nodes(inputs: Iterable) -> list:
    """The graph nodes whose gradients ``inputs=`` asks for."""
    nodes = []
    edge_of = getattr(torch.autograd.graph, "get_gradient_edge", None)
    for t in inputs:
        node = None
        if GRADIENT_EDGE is not None and isinstance(t, GRADIENT_EDGE):
            node = t.node
        elif isinstance(t, torch.Tensor):
            node = t.grad_fn
            if node is None and edge_of is not None and t.requires_grad:
                try:
                    node = edge_of(t).node
                except Exception:
                    node = None
        if node is not None:
            nodes.append(node)
    return nodes


def saved_released(node) -> Optional[bool]:
    """Whether a backward released the tensors the node saved (True: reading one raises torch's
    "second time" error), they can still be read (False), or the node saves none (None)."""
    saved = [name for name in dir(node) if name.startswith("_raw_saved_")]
    if not saved:
        return None
    for name in saved:
        try:
            getattr(node, name[len("_raw"):])  # (_raw_saved_x -> _saved_x)
        except RuntimeError as exc:
            if "second time" in str(exc):
                return True
        except Exception:
            continue
    return False


def structure(roots: Iterable, limit: int = 200_000) -> tuple[dict, dict, list]:
    """(nodes by id, child ids by id, ids in post-order: children before parents)."""
    nodes: dict[int, object] = {}
    children: dict[int, list[int]] = {}
    order: list[int] = []
    stack = [(r, False) for r in roots]
    acc = ACCUMULATE_GRAD
    while stack:
        node, done = stack.pop()
        key = id(node)
        if done:
            order.append(key)
            continue
        if key in nodes:
            continue
        nodes[key] = node
        if type(node) is acc or len(nodes) > limit:
            kids = []
        else:
            kids = [c for c, _ in node.next_functions if c is not None]
        children[key] = [id(c) for c in kids]
        stack.append((node, True))
        for child in kids:
            if id(child) not in nodes:
                stack.append((child, False))
    return nodes, children, order


def needed_nodes(roots: list, targets: list) -> set[int]:
    """Ids of the nodes a backward restricted to ``targets`` (``inputs=``) executes."""
    nodes, children, order = structure(roots)
    target_ids = {id(t) for t in targets}
    reaches: dict[int, bool] = {}
    for key in order:
        reaches[key] = key in target_ids or any(reaches.get(c, False) for c in children[key])
    return {key for key, ok in reaches.items() if ok and key not in target_ids}


def parent_path(nodes: dict, children: dict, roots: list, goal: int) -> list[int]:
    """A shortest root-to-``goal`` path of node ids (BFS)."""
    from collections import deque

    parents: dict[int, Optional[int]] = {}
    queue = deque()
    for r in roots:
        if id(r) not in parents:
            parents[id(r)] = None
            queue.append(id(r))
    while queue:
        key = queue.popleft()
        if key == goal:
            break
        for child in children.get(key, ()):
            if child not in parents:
                parents[child] = key
                queue.append(child)
    if goal not in parents:
        return []
    path = [goal]
    while parents[path[-1]] is not None:
        path.append(parents[path[-1]])
    return path[::-1]


def node_title(node) -> str:
    try:
        return node.name()
    except Exception:
        return type(node).__name__


def shape_text(t) -> str:
    try:
        return "(" + ", ".join(str(s) for s in t.shape) + ")"
    except Exception:
        return ""


class Dot:
    """A tiny DOT writer: nodes with labels and a highlight flag, edges, a title."""

    def __init__(self, title: str) -> None:
        self.title = title
        self.nodes: dict[str, tuple[str, str]] = {}
        self.edges: list[tuple[str, str, str]] = []

    def node(self, key: str, label: str, kind: str = "") -> str:
        if key not in self.nodes or kind:
            self.nodes[key] = (label, kind)
        return key

    def edge(self, a: str, b: str, kind: str = "") -> None:
        if (a, b, kind) not in self.edges:
            self.edges.append((a, b, kind))

    def source(self) -> str:
        style = {
            "": 'shape=box, style="rounded"',
            "root": 'shape=box, style="rounded,bold"',
            "own": 'shape=ellipse, style=filled, fillcolor="#d6e6ff"',
            "foreign": 'shape=ellipse, style=filled, fillcolor="#ffb3b3", color="#c00000", penwidth=2',
            "entry": 'shape=box, style="rounded,filled", fillcolor="#ffe08a", color="#c00000", penwidth=2',
            "freed": 'shape=box, style="rounded,filled", fillcolor="#ffb3b3", color="#c00000", penwidth=2',
            "info": 'shape=note',
        }
        lines = ["digraph autograd_lint {", "  rankdir=TB;",
                 f"  label={_quote(self.title)}; labelloc=t; fontsize=12;",
                 '  node [fontname="Helvetica", fontsize=10];']
        names: dict[str, str] = {}

        def name(key: str) -> str:  # stable node names: n0, n1, ... in drawing order
            if key not in names:
                names[key] = f"n{len(names)}"
            return names[key]

        for key, (label, kind) in self.nodes.items():
            lines.append(f"  {name(key)} [label={_quote(label)}, {style.get(kind, style[''])}];")
        for a, b, kind in self.edges:
            if a not in self.nodes or b not in self.nodes:
                continue
            attrs = ' [color="#c00000", penwidth=2]' if kind == "hot" else ""
            lines.append(f"  {name(a)} -> {name(b)}{attrs};")
        lines.append("}")
        return "\n".join(lines) + "\n"


def _quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def add_node(dot: Dot, node, param_name: Callable[[object], Optional[str]], kind: str = "",
             extra: str = "") -> str:
    key = f"n{id(node)}"
    if type(node) is ACCUMULATE_GRAD:
        try:
            var = node.variable
            name = param_name(var) or "leaf"
            label = f"{name}\n{shape_text(var)}"
        except Exception:
            label = "AccumulateGrad"
    else:
        label = node_title(node)
    if extra:
        label += "\n" + extra
    return dot.node(key, label, kind)


def write_graph(source: str, directory: str, stem: str) -> list[str]:
    """Write ``stem.dot`` (and ``stem.svg`` when Graphviz is installed); return the paths."""
    safe = "".join(ch if ch.isalnum() or ch in "._-" else "_" for ch in stem)
    path = os.path.join(directory, safe + ".dot")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(source)
    written = [path]
    dot_program = shutil.which("dot")
    if dot_program:
        svg = os.path.join(directory, safe + ".svg")
        try:
            subprocess.run([dot_program, "-Tsvg", path, "-o", svg], check=True, timeout=60,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            written.append(svg)
        except Exception:
            pass
    return written
