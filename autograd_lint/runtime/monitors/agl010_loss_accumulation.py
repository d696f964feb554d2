"""AGL010 at run time: a tensor kept across iterations holds every iteration's graph alive.

Each backward tags the loss and the terms it directly adds up (a small object in each node's
metadata, alive exactly as long as the node), with the iteration it belongs to (the number of
optimizer steps so far). A loop that rebinds its names frees them; ``total_loss += loss``,
``losses.append(loss)`` or ``running = running + kl`` keep them. When tagged graphs of two earlier
backwards are still alive, the names in the backward's frame and the user frames that called it
(locals, globals, ``self`` attributes, and the lists and dicts they hold) are searched for one
whose graphs hold the tags of one backward line from two or more earlier iterations (kept from
one iteration into the next: ``loss_D = (loss_D_A + loss_D_B) / 2``, rebuilt every iteration
from one run of each line, is not, however many optimizers step in between): the finding is placed on the one
statement of that function that keeps it (``name += ...``, ``name = name + ...``,
``name.append(...)``, ``name[key] += ...``), or on the backward line when no single statement
matches. Several backwards of one iteration (a GAN, an adversarial autoencoder) share an iteration:
names rebound every iteration stay quiet. The search backs off (every 8, 16, ... backwards) while
it finds nothing. Tagging costs a few microseconds per backward (a metadata dict per node, freed
under the GIL): the first ``_DENSE`` backwards are all tagged, then runs of ``_RUN`` backwards in
a row, one run every ``_PERIOD`` (a run covers every backward of a few iterations, however many
an iteration runs), so a graph kept from a later iteration on is still found, at the next run;
the searches go with the tags, the sequence-number bounds are kept at every backward.

A tensor kept from a side branch of the forward (a forward hook that appends
``output.abs().mean()`` to a list on the model, logits kept for an epoch metric) holds no tag. A
second search, on its own schedule, looks in the same names and in the plain attributes of the
modules they name for holders of graph-carrying tensors made in the forwards of two or more
earlier iterations: a tensor's iteration is read from its ``grad_fn``'s sequence number against
the newest number each recent backward met (no walk, nothing per op). Only such a holder's graphs
are walked, to a node an earlier backward freed (the checker's freed-node log): the graph hangs
from a forward already backpropagated. Placed on the statement that keeps it, looked up in the
frame's function, else in the module's class (``self.stats.append(...)`` in the hook), else in
the user's files involved (``module.stats.append(...)`` in a hook function).
"""
from __future__ import annotations

import re
import weakref
from bisect import bisect_left
from collections import deque
from typing import Optional

from ..graph import ACCUMULATE_GRAD, saved_released
from .base import Monitor

TAG_KEY = "autograd_lint_agl010"
_TAGGED_NODES = 8  # per backward: the loss and the terms it adds up
_TAG_DEPTH = 2  # the root and its direct inputs (deeper nodes are shared by design: GAN fakes)
_WINDOW = 8  # tags remembered
_DENSE = 32  # backwards that are all tagged; after them, _RUN in a row of every _PERIOD (runs,
_RUN, _PERIOD = 16, 64  # not every n-th: a loop of two backwards per iteration would alias it)
_KEPT = 2  # earlier backwards whose graphs must be alive before a search
_SEARCH_LIMIT = 20_000  # graph nodes visited per candidate tensor
_BOUNDS = 256  # backwards whose newest node sequence number is remembered
_WALK_LIMIT = 2_000  # nodes walked from a kept tensor of an earlier forward to a freed node
_PROBES = 8  # of them, those whose saved tensors are read (dir() of a node: slow)


class _Tag:
    __slots__ = ("iteration", "site", "__weakref__")

    def __init__(self, iteration: int, site) -> None:
        self.iteration = iteration
        self.site = site  # the backward's line: a kept loss holds graphs of two runs of one line


class LossAccumulation(Monitor):
    code = "AGL010"
    needs_steps = True  # reads checker.steps_done: the iteration a backward belongs to

    def __init__(self, checker) -> None:
        super().__init__(checker)
        # (backward number, weak reference to its tag) of the last _WINDOW tagged backwards, less
        # the tags already seen dead (a tag never comes back: a plain loop keeps this list short)
        self.history: list = []
        self.reported: set = set()
        self.count = 0
        if checker.sampler is not None:  # (the backwards a steady loop's sampling skips count)
            checker.sampler.bounds = []
        self.next_search = 0
        self.interval = 8
        # the newest node sequence number each recent backward met, ascending, and its iteration:
        # a tensor's grad_fn number tells in which iteration's forward it was made (the last
        # _BOUNDS entries count; trimmed in batches)
        self.tops: list[int] = []
        self.top_iterations: list[int] = []
        self.next_kept = _KEPT + 1  # the search for kept tensors of earlier forwards
        self.kept_interval = 8

    def on_exit(self) -> None:
        if self.count < _KEPT + 1:  # growth shows from the third backward on
            self.report.unwatched_codes.add(self.code)

    def on_backward_start(self, record) -> None:
        if not record.accumulate or not record.roots:
            return
        # (backwards the checker's sampling left unexamined count too: the schedules below keep
        # their pace in the program's time, and every backward examined while it samples is
        # tagged, the sampling's windows being runs already)
        sampler = self.checker.sampler
        by_steps = bool(self.checker.optimizers)
        if sampler is not None and sampler.bounds:  # (their loss nodes' numbers are the bounds)
            for number, steps in sampler.bounds:
                self.count += 1
                self._bound(number, steps if by_steps else self.count)
            sampler.bounds.clear()
        self.count += 1
        # (the iteration a backward belongs to: the optimizer steps so far)
        iteration = self.checker.steps_done if by_steps else self.count
        if self.count <= _DENSE or self.count % _PERIOD < _RUN or \
                (sampler is not None and sampler.skipped):
            self._tag_and_search(record, iteration)
        # the newest node this backward met, and its iteration, at every backward: a tensor's
        # iteration is read from them (no node, or another thread's numbering: not a bound)
        self._bound(record.top, iteration)

    def _bound(self, top: int, iteration: int) -> None:
        tops = self.tops
        if top >= 0 and (not tops or top > tops[-1]):
            tops.append(top)
            self.top_iterations.append(iteration)
            if len(tops) >= 2 * _BOUNDS:
                del tops[:len(tops) - _BOUNDS]
                del self.top_iterations[:len(self.top_iterations) - _BOUNDS]

    def _tag_and_search(self, record, iteration: int) -> None:
        # (read before this backward's tag joins the history; only when a search is due)
        search = self.count >= self.next_search and self._alive(_KEPT)
        kept = self.count >= self.next_kept and len(self.tops) >= _KEPT
        self._tag(record, iteration)
        if search or kept:
            holders = self._holders(record)
            found = set()
            if search:
                found = self._search(record, iteration, holders)
                if not found:
                    self.next_search = self.count + self.interval  # costly: back off
                    self.interval = min(self.interval * 2, 1024)
            if kept and not self._search_kept(record, iteration, holders, found):
                self.next_kept = self.count + self.kept_interval
                self.kept_interval = min(self.kept_interval * 2, 1024)

    def _alive(self, enough: int) -> bool:
        """At least ``enough`` earlier backwards' tags (of the last ``_WINDOW`` tagged ones) are
        still alive (their graphs are). Dead ones are dropped from the history on the way."""
        # (this backward's tag is not in yet; past the dense start the window reaches back one
        # period, to the previous run's tags)
        oldest = self.count - (_WINDOW if self.count <= _DENSE + _WINDOW else _PERIOD)
        kept = []
        for entry in self.history:
            if entry[0] >= oldest and entry[1]() is not None:
                kept.append(entry)
        self.history = kept
        return len(kept) >= enough

    def _tag(self, record, iteration: int) -> None:
        """Tag the roots, then their direct inputs (breadth first, ``_TAGGED_NODES`` at most)."""
        tag = _Tag(iteration, record.site)
        acc = ACCUMULATE_GRAD
        tagged = 0
        nodes = list(record.roots)  # the roots, then their inputs (the depth is _TAG_DEPTH = 2)
        roots = len(nodes)
        index = 0
        while index < len(nodes) and tagged < _TAGGED_NODES:
            node = nodes[index]
            index += 1
            if node is None or type(node) is acc:
                continue
            metadata = node.metadata
            if TAG_KEY not in metadata:
                metadata[TAG_KEY] = tag
            tagged += 1
            if index <= roots:
                nodes += [inner for inner, _ in node.next_functions]
        history = self.history
        history.append((self.count, weakref.ref(tag)))
        if len(history) > _WINDOW:  # (the window's entries are the newest ones)
            del history[0]

    # ------------------------------------------------------------------ finding the holder
    def _holders(self, record) -> list:
        """(path, frame, owner, tensor) for every graph-carrying tensor a name holds in the
        backward's frame and the user frames that called it (the loop that keeps the loss may call
        a ``train_step`` helper that runs the backward): locals, globals, ``self`` attributes, the
        plain attributes of the modules they name (a list a forward hook appends to), and the lists
        and dicts all of these hold. ``owner`` is ``(module, attribute)`` for a module's
        attribute, else None."""
        from ..frames import frame_scopes

        out = []
        seen_globals: set[int] = set()
        seen_modules: set[int] = set()
        module_type = _module_type()
        for frame in self._user_frames(record.frame):
            for prefix, scope in frame_scopes(frame):
                if scope is frame.f_globals and id(scope) in seen_globals:
                    continue
                seen_globals.add(id(frame.f_globals))
                modules = []
                if prefix == "self." and isinstance(frame.f_locals.get("self"), module_type):
                    modules.append(("self", frame.f_locals["self"]))
                for name, value in list(scope.items()):
                    if name.startswith("__"):
                        continue
                    for path, tensor in _tensors_in(prefix + name, value):
                        out.append((path, frame, None, tensor))
                    if isinstance(value, module_type) and not prefix:
                        modules.append((name, value))
                for name, module in modules:
                    for path, owner, tensor in _module_tensors(name, module, seen_modules):
                        out.append((path, frame, owner, tensor))
        return out

    def _search(self, record, current: int, holders: list) -> set:
        """Holders whose graphs hold tags of two or more earlier iterations (the paths found)."""
        held: dict[tuple, dict] = {}
        where: dict[tuple, tuple] = {}
        for path, frame, owner, tensor in holders:
            where.setdefault(path, (frame, owner))
            by_site = held.setdefault(path, {})
            for iteration, site in _iterations(tensor, current):
                by_site.setdefault(site, set()).add(iteration)
        found = set()
        for path, by_site in held.items():
            # kept across iterations: the graphs of two runs of one backward line, still alive
            # when the later one ran (a value rebuilt each iteration from that iteration's
            # losses, stepped by several optimizers in between, holds one run of each line)
            iterations = max((len(runs) for runs in by_site.values()), default=0)
            if iterations >= 2:
                frame, owner = where[path]
                self._found(record, frame, path, owner, iterations)
                found.add(path)
        return found

    def _search_kept(self, record, current: int, holders: list, done: set) -> bool:
        """Holders of graph-carrying tensors made in the forwards of two or more earlier
        iterations, whose graphs reach nodes an earlier backward already ran: a statistic a
        forward hook keeps, a list of outputs. Each tensor's iteration is read from its grad_fn's
        sequence number (no graph walk); only such a holder's graphs are walked."""
        buckets: dict[tuple, dict] = {}
        where: dict[tuple, tuple] = {}
        tops, iterations = self.tops[-_BOUNDS:], self.top_iterations[-_BOUNDS:]
        for path, frame, owner, tensor in holders:
            if path in done:
                continue
            index = bisect_left(tops, tensor.grad_fn._sequence_nr())
            if index >= len(tops) or iterations[index] >= current:
                continue  # made in this iteration
            where.setdefault(path, (frame, owner))
            buckets.setdefault(path, {}).setdefault(iterations[index], []).append(tensor)
        candidates = [(path, kept) for path, kept in buckets.items() if len(kept) >= 2]
        if not candidates:
            return False
        freed = self._freed_kinds()
        found = False
        for path, kept in candidates:
            confirmed = [iteration for iteration, tensors in kept.items()
                         if any(_reaches_freed(t, freed, _PROBES) for t in tensors[-2:])]
            if len(confirmed) >= 2:
                frame, owner = where[path]
                self._found(record, frame, path, owner, len(confirmed), kept=True)
                found = True
        return found

    def _freed_kinds(self) -> dict:
        """Sequence number -> node type of the nodes recent backwards of this thread freed."""
        import threading

        thread = threading.current_thread()
        out = {}
        for freed_by, seqs, kinds in self.checker._freed_log:
            if freed_by.thread is thread:
                out.update(zip(seqs, kinds))
        return out

    def _user_frames(self, frame, limit: int = 4) -> list:
        frames = []
        is_user = self.checker.frames.is_user_file
        while frame is not None and len(frames) < limit:
            if is_user(frame.f_code.co_filename):
                frames.append(frame)
            frame = frame.f_back
        return frames

    def _found(self, record, frame, path: tuple, owner, iterations: int,
               kept: bool = False) -> None:
        holder = path[0]
        shown = holder + "".join(f"[{key!r}]" for key in path[1:])
        site = _keep_site(frame, holder, path[1:], owner, self.checker.frames.is_user_file)
        key = site or (shown,)
        if key in self.reported:
            return
        self.reported.add(key)
        line = record.site[1] if record.site else "?"
        if kept:
            evidence = [f"at the backward on line {line}, {shown} held graph-carrying tensors "
                        f"made in the forwards of {iterations} earlier iterations, whose graphs "
                        f"reach nodes that earlier backwards already ran"]
            message = (f"{shown} keeps tensors that carry the graphs of earlier iterations: "
                       f"every iteration's graph stays alive and memory grows; keep .item() "
                       f"(or .detach()) instead")
        else:
            evidence = [f"at the backward on line {line}, {shown} held the graphs of "
                        f"{iterations} earlier iterations"]
            message = (f"{shown} keeps a tensor that carries its graph across iterations: every "
                       f"iteration's graph stays alive and memory grows; keep loss.item() (or "
                       f"loss.detach()) instead")
        if site is None:
            site = record.site
            evidence.append("the statement that keeps it was not found: reported at the backward")
        self.report.add(self.code, site, message, evidence=evidence)


def _keep_site(frame, holder: str, keys: tuple, owner, is_user) -> Optional[tuple]:
    """The one statement that keeps a value in the holder: in the function (or module) whose
    frame names it, else, for a module's attribute, in its class's methods (``self.stats.append``
    in a forward hook), else anywhere in the class's file or the frame's (``module.stats.append``
    in a hook function)."""
    from ..frames import lines_matching

    statements = _statement_lines(frame.f_code.co_filename)
    for pattern in _patterns(holder, keys):
        lines = [n for n in lines_matching(frame.f_code, pattern) if n in statements]
        if len(lines) == 1:
            return frame.f_code.co_filename, lines[0]
    if owner is None:
        return None
    module, attr = owner
    codes = []
    for cls in type(module).__mro__:
        for item in vars(cls).values():
            item = getattr(item, "__func__", item)
            code = getattr(item, "__code__", None)
            if code is not None and is_user(code.co_filename):
                codes.append(code)
    files = {code.co_filename: _statement_lines(code.co_filename) for code in codes}
    for pattern in _patterns("self." + attr, keys):
        lines = {(code.co_filename, n) for code in codes for n in lines_matching(code, pattern)
                 if n in files[code.co_filename]}
        if len(lines) == 1:
            return lines.pop()
    # a hook function of the user's (``module.stats.append(...)``), in the class's file or the
    # file that names the module
    files = {frame.f_code.co_filename} | {code.co_filename for code in codes}
    pattern = rf"(?<![\w.])\w+\s*\.\s*{re.escape(attr)}\s*(\.\s*(append|extend|insert)\(|\+=)"
    lines = []
    for name in sorted(files):
        statements = _statement_lines(name)
        lines.extend((name, n) for n in _file_lines_matching(name, pattern) if n in statements)
    return lines[0] if len(lines) == 1 else None


def _file_lines_matching(filename: str, pattern: str) -> list[int]:
    import linecache

    regex = re.compile(pattern)
    return [number for number, text in enumerate(linecache.getlines(filename), 1)
            if regex.search(text.split("#", 1)[0])]


def _module_type():
    import torch

    return torch.nn.Module


def _module_tensors(name: str, module, seen: set, limit: int = 1000):
    """(path, (module, attribute), tensor) for the graph-carrying tensors in the plain
    attributes of a module and its submodules (each module once)."""
    for index, (sub, child) in enumerate(module.named_modules()):
        if index >= limit:
            return
        if id(child) in seen:
            continue
        seen.add(id(child))
        prefix = f"{name}.{sub}." if sub else f"{name}."
        for attr, value in list(vars(child).items()):
            if attr.startswith("_") or attr == "training":
                continue
            for path, tensor in _tensors_in(prefix + attr, value):
                yield path, (child, attr), tensor


def _reaches_freed(tensor, freed: dict, probes: int = 0, limit: int = _WALK_LIMIT) -> bool:
    """The tensor's graph reaches a node an earlier backward ran (and freed): one in the log,
    or among the first ``probes`` nodes, one whose saved tensors were released (the log holds
    the last backwards only, and none the checker's sampling left unexamined)."""
    acc = ACCUMULATE_GRAD
    stack = [tensor.grad_fn]
    seen: set[int] = set()
    while stack and len(seen) < limit:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        kind = type(node)
        if kind is acc:
            continue
        if freed.get(node._sequence_nr()) is kind:
            return True
        if probes > 0:
            probes -= 1
            if saved_released(node):  # (a node that saves nothing tells nothing)
                return True
        stack.extend(child for child, _ in node.next_functions)
    return False


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
    """(iteration, backward line) of the earlier backwards whose tagged nodes the tensor's graph
    holds."""
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
            found.add((tag.iteration, tag.site))
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
        rf"\bheap(push|pushpop|replace)\s*\(\s*{name}\s*,",  # heapq.heappush(worst, ...)
        rf"(?<![\w.]){name}\s*\[[^\]]*\]\s*(\+=|=.*(?<![\w.]){name}\s*\[)",
        rf"(?<![\w.]){name}\s*\[[^\]]*\]\s*\.\s*(append|extend|insert)\(",
    ])
    return out
