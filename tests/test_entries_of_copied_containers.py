"""A container copied from another (`effective = dict(params)`) given computed entries
(`effective[k] = params[k] * mask`) leaves the other's leaves in place: no AGL003 (blind set
s44b, mh12: RigL-style masked weights). Entries a loop writes under keys not known here and
retains (`effective[k].retain_grad()`) have their `.grad` read later without AGL008 or AGL020.
Rebinding the original's entries, or reading unretained entries' `.grad`, is still reported."""
import textwrap

import pytest

from autograd_lint import lint_source

MASKED = '''
import math

import torch
import torch.nn.functional as F


def init(sizes):
    params, masks = {}, {}
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        params[f"w{i}"] = (torch.randn(a, b) * math.sqrt(2 / a)).requires_grad_()
        params[f"b{i}"] = torch.zeros(b, requires_grad=True)
        masks[f"w{i}"] = (torch.rand(a, b) < 0.5).float()
    return params, masks


def masked(params, masks):
    effective = COPY
    for k, m in masks.items():
        effective[k] = params[k] * m
        RETAIN
    return effective


def forward(weights, x):
    x = F.silu(x @ weights["w0"] + weights["b0"])
    return (x @ weights["w1"] + weights["b1"]).squeeze(-1)


params, masks = init([6, 16, 1])
opt = torch.optim.Adam(params.values(), lr=1e-2)
saliency = {k: torch.zeros_like(m) for k, m in masks.items()}
for step in range(4):
    x, y = torch.randn(32, 6), torch.randn(32)
    effective = masked(params, masks)
    err = F.mse_loss(forward(effective, x), y)
    opt.zero_grad()
    err.backward()
    for k in masks:
        saliency[k] += effective[k].grad.abs()
    opt.step()
'''


def _codes(copy: str, retain: str = "effective[k].retain_grad()") -> list[str]:
    source = textwrap.dedent(MASKED).replace("COPY", copy).replace("RETAIN", retain)
    return sorted({f.code for f in lint_source(source, "masked.py")})


@pytest.mark.parametrize("copy", ["dict(params)", "params.copy()"])
def test_computed_entries_of_a_copy_leave_the_leaves(copy):
    assert _codes(copy) == []


def test_computed_entries_of_the_original_replace_its_leaves():
    assert "AGL003" in _codes("params")


def test_unretained_entries_have_no_grad():
    assert "AGL008" in _codes("dict(params)", retain="pass")
