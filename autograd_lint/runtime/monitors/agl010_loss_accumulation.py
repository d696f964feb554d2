"""AGL010 at run time: a tensor kept across iterations holds every iteration's graph alive.

Each backward tags the loss and the terms it directly adds up (a small object in each node's
metadata, alive exactly as long as the node), with the iteration it belongs to (the number of
optimizer steps so far). A loop that rebinds its names frees them; ``total_loss += loss``,
``losses.append(loss)`` or ``running = running + kl`` keep them. When tagged graphs of two earlier
backwards are still alive, the names in the backward's frame and the user frames that called it
(locals, globals, ``self`` attributes, and the lists and dicts they hold) are searched for one
whose graphs hold tags of two or more earlier iterations: the finding is placed on the one
statement of that function that keeps it (``name += ...``, ``name = name + ...``,
``name.append(...)``, ``name[key] += ...``), or on the backward line when no single statement
matches. Several backwards of one iteration (a GAN, an adversarial autoencoder) share an iteration:
names rebound every iteration stay quiet. The search backs off (every 8, 16, ... backwards) while
it finds nothing.
"""
from __future__ import annotations

import re
import weakref
from collections import deque

from ..graph import ACCUMULATE_GRAD
from .base import Monitor

TAG_KEY = "autograd_lint_agl010"
_TAGGED_NODES = 8  # per backward: the loss and the terms it adds up
_TAG_DEPTH = 2  # the root and its direct inputs (deeper nodes are shared by design: GAN fakes)
_WINDOW = 8  # backwards whose tags are remembered
_KEPT = 2  # earlier backwards whose graphs must be alive before a search
_SEARCH_LIMIT = 20_000  # graph nodes visited per candidate tensor


class _Tag:
    __slots__ = ("iteration", "__weakref__")

    def __init__(self, iteration: int) -> None:
        self.iteration = iteration


class LossAccumulation(Monitor):
    code = "AGL010"

    def __init__(self, checker) -> None:
        super().__init__(checker)
        self.history: deque = deque(maxlen=_WINDOW)  # weak references to the tags
        self.reported: set = set()
        self.steps = 0  # optimizer steps so far: the iteration a backward belongs to
        self.count = 0
        self.next_search = 0
        self.interval = 8

    def on_exit(self) -> None:
        if self.count < _KEPT + 1:  # growth shows from the third backward on
            self.report.unwatched_codes.add(self.code)

    def on_step_post(self, info, opt) -> None:
        self.steps += 1

    def on_backward_start(self, record) -> None:
        if not record.accumulate or not record.roots:
            return
        self.count += 1
        iteration = self.steps if self.checker.optimizers else self.count
        # (read before this backward's tag joins the history; only when a search is due)
        search = self.count >= self.next_search and self._alive(_KEPT)
        self._tag(record, iteration)
        if search:
            if not self._search(record, iteration):
                self.next_search = self.count + self.interval  # the search is costly: back off
                self.interval = min(self.interval * 2, 1024)

    def _alive(self, enough: int) -> bool:
        """At least ``enough`` earlier backwards' tags are still alive (their graphs are)."""
        alive = 0
        for ref in self.history:
            if ref() is not None:
                alive += 1
                if alive >= enough:
                    return True
        return False

    def _tag(self, record, iteration: int) -> None:
        """Tag the roots, then their direct inputs (breadth first, ``_TAGGED_NODES`` at most)."""
        tag = _Tag(iteration)
        acc = ACCUMULATE_GRAD
        tagged = 0
        level = record.roots
        for depth in range(_TAG_DEPTH):
            below = []
            for node in level:
                if tagged >= _TAGGED_NODES:
                    break
                if node is None or type(node) is acc:
                    continue
                metadata = node.metadata
                if TAG_KEY not in metadata:
                    metadata[TAG_KEY] = tag
                tagged += 1
                if depth + 1 < _TAG_DEPTH:
                    below.extend(child for child, _ in node.next_functions)
            level = below
        self.history.append(weakref.ref(tag))

    # ------------------------------------------------------------------ finding the holder
    def _search(self, record, current: int) -> bool:
        """Look in the backward's frame and the user frames that called it (the loop that keeps
        the loss may call a ``train_step`` helper that runs the backward)."""
        from ..frames import frame_scopes

        held: dict[tuple, set] = {}
        where: dict[tuple, object] = {}
        seen_globals: set[int] = set()
        for frame in self._user_frames(record.frame):
            for prefix, scope in frame_scopes(frame):
                if scope is frame.f_globals and id(scope) in seen_globals:
                    continue
                seen_globals.add(id(frame.f_globals))
                for name, value in list(scope.items()):
                    if name.startswith("__"):
                        continue
                    for path, tensor in _tensors_in(prefix + name, value):
                        where.setdefault(path, frame)
                        held.setdefault(path, set()).update(_iterations(tensor, current))
        found = False
        for path, iterations in held.items():
            if len(iterations) >= 2:
                self._found(record, where[path], path, len(iterations))
                found = True
        return found

    def _user_frames(self, frame, limit: int = 4) -> list:
        frames = []
        is_user = self.checker.frames.is_user_file
        while frame is not None and len(frames) < limit:
            if is_user(frame.f_code.co_filename):
                frames.append(frame)
            frame = frame.f_back
        return frames

    def _found(self, record, frame, path: tuple, iterations: int) -> None:
        from ..frames import lines_matching

        holder = path[0]
        shown = holder + "".join(f"[{key!r}]" for key in path[1:])
        site = None
        statements = _statement_lines(frame.f_code.co_filename)
        for pattern in _patterns(holder, path[1:]):
            lines = [n for n in lines_matching(frame.f_code, pattern) if n in statements]
            if len(lines) == 1:
                site = (frame.f_code.co_filename, lines[0])
                break
        key = site or (shown,)
        if key in self.reported:
            return
        self.reported.add(key)
        evidence = [f"at the backward on line {record.site[1] if record.site else '?'}, {shown} "
                    f"held the graphs of {iterations} earlier iterations"]
        if site is None:
            site = record.site
            evidence.append("the statement that keeps it was not found: reported at the backward")
        self.report.add(
            self.code, site,
            f"{shown} keeps a tensor that carries its graph across iterations: every iteration's "
            f"graph stays alive and memory grows; keep loss.item() (or loss.detach()) instead",
            evidence=evidence)


def _tensors_in(name: str, value, depth: int = 0):
    """(path, tensor) for a tensor, or the tensors in the lists and dicts a name holds."""
    import torch

    if isinstance(value, torch.Tensor):
        if value.grad_fn is not None:
            yield (name,), value
        return
    if depth >= 2:
        return
    if isinstance(value, dict):
        for key, item in list(value.items())[:1000]:
            for path, tensor in _tensors_in(name, item, depth + 1):
                yield (path[0], key, *path[1:]), tensor
    elif isinstance(value, (list, tuple, deque)):
        for item in list(value)[-1000:]:
            for path, tensor in _tensors_in(name, item, depth + 1):
                yield path, tensor


def _iterations(tensor, current: int) -> set:
    """The earlier iterations whose tagged nodes the tensor's graph holds."""
    found = set()
    stack = [tensor.grad_fn]
    seen: set[int] = set()
    while stack and len(seen) < _SEARCH_LIMIT:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        if type(node).__name__ == "AccumulateGrad":
            continue
        tag = node.metadata.get(TAG_KEY)
        if tag is not None and tag.iteration < current:
            found.add(tag.iteration)
        stack.extend(child for child, _ in node.next_functions)
    return found


def _statement_lines(filename: str) -> set[int]:
    """First lines of the file's statements (not docstrings or other string lines)."""
    import ast
    import linecache

    try:
        tree = ast.parse("".join(linecache.getlines(filename)))
    except (SyntaxError, ValueError):
        return set()
    return {node.lineno for node in ast.walk(tree) if isinstance(node, ast.stmt)
            and not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant))}


def _patterns(holder: str, keys: tuple) -> list[str]:
    """Statements that keep a value in ``holder`` (most specific first)."""
    name = re.escape(holder)
    out = []
    if keys and isinstance(keys[0], str):
        key = re.escape(keys[0])
        out.append(rf"{name}\s*\[\s*['\"]{key}['\"]\s*\]\s*(\.\s*(append|extend|insert)\(|\+=)")
    out.extend([
        rf"(?<![\w.]){name}\s*(\+=|-=|\*=)",
        rf"(?<![\w.]){name}\s*=.*(?<![\w.]){name}\b",
        rf"(?<![\w.]){name}\s*\.\s*(append|extend|insert)\(",
        rf"(?<![\w.]){name}\s*\[[^\]]*\]\s*(\+=|=.*(?<![\w.]){name}\s*\[)",
        rf"(?<![\w.]){name}\s*\[[^\]]*\]\s*\.\s*(append|extend|insert)\(",
    ])
    return out
