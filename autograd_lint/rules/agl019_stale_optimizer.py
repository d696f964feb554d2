"""AGL019 stale-optimizer."""
from __future__ import annotations

from typing import Iterator

from ..findings import Finding
from .base import Context, Rule


NEW_LEAVES = "gets new leaf tensors"  # (a container of leaves an optimizer was built over)


class StaleOptimizer(Rule):
    code = "AGL019"
    name = "stale-optimizer"
    summary = "A layer is replaced after the optimizer was built from the model's parameters"
    what = ("`opt = SGD(model.parameters())` followed by `model.fc = nn.Linear(...)`, "
            "`model.classifier[-1] = nn.Linear(...)` (a layer of a Sequential or ModuleList) or "
            "a new `nn.Parameter` (also a tensor stored into an `nn.ParameterList` / "
            "`nn.ParameterDict` slot, which wraps it in a new parameter), while `opt` still "
            "steps afterwards. `load_state_dict` is fine. Also a whole network built after the "
            "optimizer that steps a backward through it, when no optimizer holds it: a model "
            "rebuilt from a checkpoint after `AdamW(model.parameters())`, a head built after "
            "`SGD(encoder.parameters())`. And a dict or list of leaves an optimizer was built "
            "over, given new leaves while it still steps (`params.update(draw_start(gen))`, "
            "`params[\"w\"] = torch.randn(n, requires_grad=True)`, `params = draw_start(gen)` "
            "in a multi-start search).")
    why = ("The optimizer holds the old parameter objects: it keeps updating the detached old "
           "layer while the new one, used in the forward, never trains.")
    example = ("opt = torch.optim.SGD(model.parameters(), lr=0.1)\n"
               "model.fc = nn.Linear(512, 10)        # AGL019")
    use_instead = ("model.fc = nn.Linear(512, 10)\n"
                   "opt = torch.optim.SGD(model.parameters(), lr=0.1)   # build it after the swap")
    fix_safety = "No automatic fix."
    runtime = ("Observable: parameters used in the forward that no optimizer owns, or optimizer "
               "parameters that never receive gradients. A layer or parameter swapped in is "
               "watched (registration hooks); a whole network built after the optimizer is not "
               "(nothing tells the checker where a network was built), so that kind is not "
               "observable at run time; nor are leaves a container is given anew (the "
               "optimizer's stopped leaves are reported as AGL003 there).")

    INVALID = ['''
import torch
import torch.nn as nn
model = nn.Sequential(nn.Linear(3, 4))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model.head = nn.Linear(4, 1)
for _ in range(2):
    opt.zero_grad()
    model.head(model(torch.randn(2, 3))).sum().backward()
    opt.step()
''', '''
import torch
import torch.nn as nn
model = nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
model = nn.Linear(3, 1)                  # rebuilt: opt still holds the first one
for _ in range(2):
    opt.zero_grad()
    model(torch.randn(2, 3)).sum().backward()
    opt.step()
''']
    VALID = ['''
import torch
import torch.nn as nn
model = nn.Sequential(nn.Linear(3, 4))
model.head = nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(2):
    opt.zero_grad()
    model.head(model(torch.randn(2, 3))).sum().backward()
    opt.step()
''']

    @classmethod
    def runtime_observable(cls, finding, accelerator: bool) -> bool:
        # (leaves a container holds, given anew: the optimizer's stopped leaves are AGL003's
        # at run time, where no module shows the swap)
        return "builds a network after" not in finding.message and NEW_LEAVES not in \
            finding.message

    def check(self, ctx: Context) -> Iterator[Finding]:
        for site, optimizers, label, evidence in ctx.model.facts.stale_optimizer:
            message = (f"'{label}' is replaced after {optimizers} was built, and {optimizers} "
                       f"never sees it; build the optimizer after the swap")
            if site in ctx.model.facts.leaf_slots:  # `params.update(draw_start(gen))`
                message = (f"'{label}' {NEW_LEAVES} after {optimizers} was built, and "
                           f"{optimizers} still steps the old ones; write into the old ones in "
                           f"place (.copy_() under torch.no_grad()) or build the optimizer after")
            elif site in ctx.model.facts.parameter_slots:  # a projection storing new tensors
                message = (f"'{label}' = ... puts a new parameter in place of the one "
                           f"{optimizers} updates, and {optimizers} never sees it; write into "
                           f"the old one in place (.copy_() under torch.no_grad())")
            yield self.report(ctx, site, message, related=evidence)
        for site, optimizer, evidence in ctx.model.facts.untrained_networks:
            if ctx.owns(site):
                yield self.report(ctx, site, (
                    f"'{ctx.snippet(site)}' builds a network after {optimizer} was built, and no "
                    f"optimizer updates it; build {optimizer} after it or add its parameters"),
                    related=evidence)
