"""AGL005 at run time: a backward reaches graph nodes an earlier backward freed.

Every backward that does not retain its graph stamps the nodes it executes with a small mark
(which backward, which line) in the node's own ``metadata``. The walk of each later backward,
done before the engine runs, finds marked nodes: the finding names both lines before torch
raises "Trying to backward through the graph a second time", and also when torch does not raise
because the shared part saves no tensors (its gradient is then silently added again). When torch
raises, both lines are added to the exception as notes; the exception itself propagates as is.
When the freed graph is the foreign network of an AGL001 finding, the AGL001 finding explains it.
"""
from __future__ import annotations

from .base import Monitor

_SECOND_TIME = "backward through the graph a second time"


class RepeatedBackward(Monitor):
    code = "AGL005"

    def on_backward_start(self, record) -> None:
        if not record.hits:
            return
        groups: dict[int, tuple] = {}
        for node, mark in record.hits:
            groups.setdefault(id(mark), (mark, []))[1].append(node)
        foreign = self.checker.monitor_by_code.get("AGL001")
        for mark, nodes in groups.values():
            if mark.suspicion is not None and foreign is not None:
                note = foreign.on_freed_graph(mark.suspicion, record)
                if note:
                    record.add_note(note)
                continue
            if foreign is not None:  # another network's freed graph, entered without .detach()
                note = foreign.on_foreign_freed(record, mark, nodes)
                if note:
                    record.add_note(note)
                    continue
            record.agl005 = [*record.agl005, (mark, nodes, self._record(record, mark, nodes))]
            record.wants_end = True

    def _record(self, record, mark, nodes):
        from ..graph import node_title

        kinds = sorted({node_title(n) for n in nodes})
        same_line = mark.site is not None and record.site == mark.site
        if _repeated(record, mark):
            where = "this same backward on an earlier iteration"
            advice = "detach the tensor carried across iterations (e.g. h = h.detach())"
        else:
            where = ("an earlier backward on this same line" if same_line else
                     f"the backward on line {mark.site[1] if mark.site else '?'}")
            advice = ("pass retain_graph=True to the first backward, or add the losses and call "
                      "backward once")
        message = (f"backward reaches {len(nodes)} graph node(s) already freed by {where} "
                   f"({', '.join(kinds[:3])}{', ...' if len(kinds) > 3 else ''}); {advice}")
        evidence = [f"freed nodes reached: {', '.join(kinds)}"]
        related = [(mark.site, "earlier backward that freed the graph (no retain_graph=True)")]
        graph = None if self.report.has(self.code, record.site) else \
            _dot(record, mark, nodes, self.checker)
        event = self.report.add(self.code, record.site, message, related=related,
                                evidence=evidence, graph=graph)
        return event

    def on_backward_end(self, record, exc) -> None:
        if not record.agl005:
            return
        raised = exc is not None and _SECOND_TIME in str(exc)
        for mark, nodes, event in record.agl005:
            if raised:
                text = ("torch raised \"Trying to backward through the graph a second time\"; "
                        "autograd-lint saw it coming before the engine ran")
            elif exc is None:
                text = ("torch did not raise (the shared nodes save no tensors): the gradient "
                        "through them was silently added a second time")
            else:
                text = f"the backward raised {type(exc).__name__}"
            if event.count == 1 and text not in event.evidence:
                event.evidence.append(text)
            if exc is not None:
                first = _where(mark.site)
                second = _where(record.site)
                if _repeated(record, mark):
                    what = (f"the backward at {second} reaches graph nodes that the same backward "
                            f"freed on an earlier iteration")
                    options = "detach the tensor carried across iterations (h = h.detach())"
                else:
                    what = (f"the backward at {second} reaches graph nodes that the backward at "
                            f"{first} already freed (it ran without retain_graph=True)")
                    options = ("retain_graph=True on the first backward, or add the losses and "
                               "call backward once")
                record.add_note(f"autograd-lint AGL005: {what}. Options: {options}.")

    def on_exception(self, exc) -> None:
        self.attribute(exc, None)

    def attribute(self, exc, site) -> None:
        """Torch raised for a freed graph and no walk saw it coming: report the line."""
        if not isinstance(exc, RuntimeError) or _SECOND_TIME not in str(exc):
            return
        if id(exc) in self.checker._exceptions_seen:
            return
        self.checker._exceptions_seen.add(id(exc))
        site = site or self.checker.frames.traceback_site(exc.__traceback__)
        if site is None or self.report.has(self.code, site) or self.report.has("AGL001", site) \
                or _explained_by_agl001(self.report, site):
            return
        if self.checker.light:
            why = "light mode does not track which backward freed it"
        elif self.checker.backward_ok == 0:
            why = "the earlier backward ran before the checker started"
        else:  # (code torch.compile compiled runs its own backward nodes)
            why = "which backward freed it was not observed"
        self.report.add(self.code, site,
                        f"backward through a graph that an earlier backward already freed ({why}); "
                        f"pass retain_graph=True to the first backward, detach the carried "
                        f"tensor, or add the losses and call backward once",
                        evidence=["torch raised \"Trying to backward through the graph a second "
                                  "time\""])


def _repeated(record, mark) -> bool:
    """The backward that freed the nodes is this one on an earlier iteration: the same line,
    instruction and caller (two backwards on one line, or a helper's line called from two
    places, differ in them)."""
    if mark.site is None or record.site != mark.site or mark.call is None:
        return False
    frame = record.frame
    if frame is None:
        return False
    back = frame.f_back
    call = (frame.f_lasti, id(back.f_code), back.f_lasti) if back is not None else \
        (frame.f_lasti,)
    return call == mark.call


def _explained_by_agl001(report, site) -> bool:
    """An AGL001 finding names this backward as the one that ran into the other network's
    freed graph (or reached its parameters): the error is that finding's consequence."""
    import os

    for event in report.events:
        finding = event.finding
        if finding.code != "AGL001":
            continue
        for related in finding.related:
            path = related.path or event.file
            if related.line == site[1] and os.path.realpath(path) == os.path.realpath(site[0]):
                return True
    return False


def _where(site) -> str:
    if site is None:
        return "?"
    import os

    return f"{os.path.basename(site[0])}:{site[1]}"


def _dot(record, mark, nodes, checker) -> str:
    from ..graph import Dot, add_node, parent_path, structure
    from ..naming import Namer

    namer = Namer(record.frame, checker)
    roots = record.roots or []
    line = record.site[1] if record.site else "?"
    first = mark.site[1] if mark.site else "?"
    dot = Dot(f"AGL005: backward at line {line} reaches nodes freed by the backward at line {first}")
    all_nodes, children, _ = structure(roots, limit=20000)
    for node in nodes[:5]:
        path = parent_path(all_nodes, children, roots, id(node))
        prev = None
        for i, key in enumerate(path):
            n = all_nodes[key]
            kind = "root" if i == 0 else ("freed" if key == id(node) else "")
            extra = f"freed by backward\nat line {first}" if key == id(node) else ""
            if i == 0:
                extra = f"backward at line {line}" + ("\n" + extra if extra else "")
            k = add_node(dot, n, namer.param, kind, extra)
            if prev is not None:
                dot.edge(prev, k, "hot" if key == id(node) else "")
            prev = k
    return dot.source()
