"""AGL005 repeated-backward."""
from __future__ import annotations

from typing import Iterator

from ..findings import Finding
from .base import Context, Rule


class RepeatedBackward(Rule):
    code = "AGL005"
    name = "repeated-backward"
    summary = "backward() through a graph an earlier backward already freed"
    what = ("A second `backward()` (or `torch.autograd.backward` / `grad`) reaches graph nodes "
            "that an earlier backward freed (no `retain_graph=True`): the same tensor twice; two "
            "losses sharing an intermediate computed with grad; a recurrent state carried across "
            "loop iterations without `.detach()`.")
    why = ("PyTorch raises \"Trying to backward through the graph a second time (or directly access "
           "saved tensors after they have already been freed)\"; where no saved tensor is needed it "
           "silently adds the shared part's gradient twice.")
    example = ("for x, y in batches:\n"
               "    out, h = rnn(x, h)\n"
               "    loss = criterion(out, y)\n"
               "    loss.backward()           # AGL005: h still holds the last batch's graph")
    use_instead = ("h = h.detach()                # each iteration (truncated BPTT)\n"
                   "# or: loss1.backward(retain_graph=True); loss2.backward()\n"
                   "# or: (loss1 + loss2).backward()")
    fix_safety = "No automatic fix: several fixes are valid and they change behaviour."
    runtime = ("Observable: a backward reaches graph nodes that an earlier backward freed; both "
               "lines are named, also when torch raises.")

    INVALID = ['''
import torch
import torch.nn as nn
rnn = nn.GRUCell(3, 5)
h = torch.zeros(1, 5)
for _ in range(3):
    h = rnn(torch.randn(1, 3), h)
    loss = h.sum()
    loss.backward()
''']
    VALID = ['''
import torch
import torch.nn as nn
rnn = nn.GRUCell(3, 5)
h = torch.zeros(1, 5)
for _ in range(3):
    h = rnn(torch.randn(1, 3), h.detach())
    loss = h.sum()
    loss.backward()
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        for backward, first in freed_earlier(ctx.model):
            same_call = first.site is backward.site
            if same_call and backward.per_item:
                message = ("backward through a graph this same backward already freed for the "
                           "loop's previous item (the items share part of it); add the losses "
                           "and call backward() once, or pass retain_graph=True")
            elif same_call:
                message = ("backward through a graph already freed by this same backward in the "
                           "previous iteration; compute the loss anew each iteration, and detach "
                           "what is carried across iterations (h = h.detach())")
            else:
                place = ctx.place(first.site)
                message = (f"backward through a graph already freed by the backward on {place}; "
                           f"add the losses and call backward() once, or pass "
                           f"retain_graph=True to the backward on {place}")
            related = [(first.site, "earlier backward that freed the graph")]
            # (a shared helper's backward: the calls that ran the two, when they differ)
            if backward.through and first.through and backward.through[0] is not first.through[0]:
                related += [(first.through[0], "the earlier backward runs from this call"),
                            (backward.through[0], "this backward runs from this call")]
            # (the newest op of the freed part: the tensor shared, or carried over, to detach)
            built = max((node for node, fact in backward.freed_hits if fact is first),
                        key=lambda node: node.order, default=None)
            if built is not None and built.site is not first.site:
                related.append((built.site, "the freed graph was built here"))
            yield self.report(ctx, backward.site, message, related=tuple(related))


def freed_earlier(model) -> Iterator[tuple]:
    """(backward, the first earlier backward that freed part of its graph) of each backward
    that walks a freed graph; not one whose freed part a missing `.detach()` explains (AGL001
    reports that consequence)."""
    explained = set()
    for entry in model.foreign_entries:
        explained |= entry.graph_nodes
    for backward in model.facts.backwards:
        first = next((fact for node, fact in backward.freed_hits if node not in explained), None)
        if first is not None:
            yield backward, first


def carried_across_iterations(model) -> set[int]:
    """The backwards reported for walking the graph they freed themselves in the previous
    iteration (a hidden state carried without `.detach()`), by the id of their call."""
    return {id(backward.site) for backward, first in freed_earlier(model)
            if first.site is backward.site and not backward.per_item}
