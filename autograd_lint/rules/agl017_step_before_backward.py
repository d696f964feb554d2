"""AGL017 step-before-backward."""
from __future__ import annotations

from typing import Iterator

from ..findings import Finding
from .agl005_repeated_backward import carried_across_iterations
from .base import Context, Rule


class StepBeforeBackward(Rule):
    code = "AGL017"
    name = "step-before-backward"
    summary = "An optimizer step changes weights that a pending backward still needs"
    what = ("A graph is built through a network (`out = netD(fake)`), then that network's "
            "optimizer steps (`optD.step()` edits its parameters in place), then a backward runs "
            "through the older graph (typically the generator loss computed from the same `out`).")
    why = ("Torch ≥ 1.5 raises \"one of the variables needed for gradient computation has been "
           "modified by an inplace operation\"; older versions silently used wrong gradients.")
    example = ("out = netD(fake)\n"
               "lossD = crit(out, zeros); lossD.backward(retain_graph=True)\n"
               "optD.step()                     # AGL017\n"
               "lossG = crit(out, ones); lossG.backward()")
    use_instead = ("optD.step()\n"
                   "lossG = crit(netD(fake), ones)   # recompute after the step\n"
                   "lossG.backward()")
    fix_safety = "No automatic fix: recomputing or reordering are both valid."
    runtime = ("Observable: a saved parameter's version moves between the forward and the "
               "backward; the step() line that moved it is reported.")

    INVALID = ['''
import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
optD.zero_grad()
optG.zero_grad()
out = netD(netG(torch.randn(2, 4)))
lossD = out.mean()
lossD.backward(retain_graph=True)
optD.step()
lossG = -out.mean()
lossG.backward()
optG.step()
''']
    VALID = ['''
import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
optD.zero_grad()
fake = netG(torch.randn(2, 4))
lossD = netD(fake.detach()).mean()
lossD.backward()
optD.step()
optG.zero_grad()
lossG = -netD(fake).mean()
lossG.backward()
optG.step()
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        # (a backward through the graph of the previous iteration, carried without .detach():
        # AGL005 reports it, and its step in between is the same mistake seen twice)
        carried = carried_across_iterations(ctx.model)
        for step_site, backward_site, label, step_call, backward_call in \
                ctx.model.facts.stale_graph:
            if id(backward_site) in carried:
                continue
            # (the backward may be in another file: "line 19 of free_adv.py", never "line 0")
            message = (f"{label}.step() changes weights the backward on "
                       f"{ctx.place(backward_site)} still needs; recompute the forward after "
                       f"the step or backward before it")
            related = [(backward_site, "backward through the older graph")]
            # (a shared helper's step and backward: the calls that ran each, as the caller spells
            # them, `update_params(self.q1_optim, ...)` and then the policy's)
            if step_call is not None and step_call is not backward_call:
                related.append((step_call, "the step runs from this call"))
            if backward_call is not None and backward_call is not step_call:
                related.append((backward_call, "the backward runs from this call"))
            # one missing .detach() often causes both: the AGL001 of the same update, linked
            cause = next((entry.node for entry in ctx.model.foreign_entries
                          if entry.into_label is not None and entry.stepping_label == label), None)
            if cause is not None:
                related.append((cause, "the tensor this update takes without .detach() (AGL001)"))
            yield self.report(ctx, step_site, message, related=tuple(related))
