"""AGL001 gan-missing-detach."""
from __future__ import annotations

from dataclasses import replace
from typing import Iterator

from .. import lazy_cst as cst

from ..findings import Finding
from ..fixes import detach_argument, receiver_text
from ..semantics.walk import names_in, walk
from .base import Context, Rule


# (by name: a run served by the cache never imports libcst)
_COMPREHENSIONS = frozenset({"GeneratorExp", "ListComp", "SetComp"})
_COLLECTIONS = frozenset({"List", "Tuple", "Set", "Dict", "DictComp"})


class GanMissingDetach(Rule):
    code = "AGL001"
    name = "gan-missing-detach"
    summary = "Output of a network another optimizer trains flows into this update without .detach()"
    what = ("In the update step of an optimizer (the code before its `step()`), a tensor produced "
            "by a network that another optimizer owns (typically the generator) is fed into the "
            "network being updated (typically the discriminator) without `.detach()` and outside "
            "`torch.no_grad()`. Also a target network (a copy of the trained network) called "
            "with grad inside the loss, and a network another optimizer trained, put in eval mode "
            "and called with grad inside the loss (a distillation teacher).")
    why = ("`backward()` then walks the generator's whole graph during the discriminator step: "
           "wasted compute and memory, gradients written into the generator's `.grad`, and the "
           "generator's graph freed, so the generator step later fails with \"Trying to backward "
           "through the graph a second time\" or, with `retain_graph=True`, silently trains on "
           "polluted gradients.")
    example = ("fake = netG(noise)\n"
               "out = netD(fake)              # AGL001\n"
               "lossD = criterion(out, zeros)\n"
               "lossD.backward()\n"
               "optD.step()")
    use_instead = ("out = netD(fake.detach())\n"
                   "# or: with torch.no_grad(): fake = netG(noise)")
    fix_kind = "sometimes"
    fix_safety = ("Safe: `.detach()` is appended to the argument. Unsafe when the tensor is also "
                  "differentiated elsewhere (a gradient penalty takes gradients with respect to "
                  "it) or the same discriminator output also feeds the generator's loss: detaching "
                  "there changes what those compute.")
    runtime = ("Observable: the discriminator's backward reaches AccumulateGrad nodes of parameters "
               "that another optimizer owns; a teacher is seen when its output enters the loss "
               "beside the updated network while it is in eval mode and its optimizer is alive "
               "(else that finding is 'not observable').")

    INVALID = ['''
import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake).mean()
    lossD.backward()
    optD.step()
''']
    VALID = ['''
import torch
from torch import nn, optim
netG, netD = nn.Linear(4, 8), nn.Linear(8, 1)
optG, optD = optim.Adam(netG.parameters()), optim.Adam(netD.parameters())
for _ in range(3):
    fake = netG(torch.randn(2, 4))
    optD.zero_grad()
    lossD = netD(fake.detach()).mean()
    lossD.backward()
    optD.step()
    optG.zero_grad()
    lossG = -netD(fake).mean()
    lossG.backward()
    optG.step()
''']

    def check(self, ctx: Context) -> Iterator[Finding]:
        for entry in ctx.model.foreign_entries:
            if entry.into_label is not None and entry.mixed:
                name = ctx.snippet(entry.node)
                message = (f"'{name}' carries {entry.module_label}'s graph into the update of "
                           f"{entry.stepping_label} through {entry.into_label}, with what it "
                           f"trains; detach the {entry.module_label} output where it joins")
                fix = None
            elif entry.into_label is not None:
                name = ctx.snippet(entry.node)
                # (a generator or a list of tensors has no .detach(): its items are detached)
                item = entry.node.elt if type(entry.node).__name__ in _COMPREHENSIONS else None
                spelt = receiver_text(entry.node, name) if item is None else \
                    receiver_text(item, ctx.snippet(item))
                detached = f"{spelt}.detach()" if item is None else \
                    f"{spelt}.detach() for each item"
                message = (f"'{name}' from {entry.module_label} reaches the update of "
                           f"{entry.stepping_label} through {entry.into_label}; use {detached}")
                fix = detach_argument(item if item is not None else entry.node,
                                      f"Use {spelt}.detach()")
                collection = type(entry.node).__name__ in _COLLECTIONS or \
                    entry.container and item is None
                if collection:
                    message = (f"'{name}' from {entry.module_label} reaches the update of "
                               f"{entry.stepping_label} through {entry.into_label}; detach its "
                               f"items")
                    fix = None
                if _shared_output(entry, ctx):
                    # the same netD(fake) output also feeds the generator's loss: a detach here
                    # would stop the generator's training; this update needs a forward of its own
                    detached = "its items detached" if collection else detached
                    message = (f"'{name}' from {entry.module_label} reaches the update of "
                               f"{entry.stepping_label} through {entry.into_label}, whose "
                               f"output also feeds another update; run {entry.into_label} on "
                               f"{detached} for this one")
                    fix = None
                if fix is not None and (_differentiated_elsewhere(entry.node, ctx) or
                                        _parameter_of_a_function(entry.node, ctx)):
                    # a gradient penalty differentiates w.r.t. this very tensor, or the site is
                    # in a helper the generator's update calls too: detaching changes those
                    fix = replace(fix, safe=False)
            elif entry.teacher:
                message = (f"{entry.module_label} {TEACHER}: its output reaches the update of "
                           f"{entry.stepping_label} with grad; compute it under torch.no_grad()")
                fix = None
            else:
                message = (f"{entry.module_label} output reaches the update of "
                           f"{entry.stepping_label} with grad; compute it under torch.no_grad()")
                fix = None
            yield self.report(ctx, entry.node, message, fix=fix, related=_chain(entry))


TEACHER = "is in eval mode and trained by another optimizer"


def _chain(entry) -> tuple:
    """The evidence: where the foreign network made the tensor, the backward of the update it
    enters, and the step that applies that backward."""
    links = []
    if entry.producer is not None and entry.producer is not entry.node:
        links.append((entry.producer, f"made by {entry.module_label}, which "
                                      f"{entry.stepping_label} does not train"))
    links.append((entry.backward.site, "backward of this update"))
    links.extend((step.site, f"{_label_of(step.optimizer, entry.stepping_label)} steps")
                 for step in entry.steps)
    return tuple(links)


def _label_of(optimizer, fallback: str) -> str:
    return getattr(optimizer, "label", None) or fallback


def _shared_output(entry, ctx: Context) -> bool:
    """The call that receives the tensor is also part of another update's loss (a backward
    that fills `.grad`; not a gradient penalty's `autograd.grad`)."""
    return any(other.site is not entry.backward.site and other.accumulates and
               entry.into_node in other.loss.nodes for other in ctx.model.facts.backwards)


def _parameter_of_a_function(argument, ctx: Context) -> bool:
    """Is the tensor a parameter of the function its site is in (`def D(X): h = D_shared(X)`)?
    That function runs for other updates too (the generator's, through `D(G_sample)`), where a
    `.detach()` there would cut what they train."""
    if not isinstance(argument, cst.Name):
        return False
    for node in walk(ctx.module):
        if isinstance(node, cst.FunctionDef):
            params = node.params
            names = {param.name.value for param in (*params.posonly_params, *params.params,
                                                    *params.kwonly_params)}
            if argument.value in names and any(inner is argument for inner in walk(node.body)):
                return True
    return False


def _differentiated_elsewhere(argument, ctx: Context) -> bool:
    if not isinstance(argument, cst.Name):
        return True
    return any(not fact.accumulates and argument.value in names_in(fact.site)
               for fact in ctx.model.facts.backwards)
