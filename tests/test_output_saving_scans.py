"""Ops whose backward reads their own output: `torch.cumprod` (a volume renderer's
transmittance), `prod`, `tan`, `logcumsumexp`. Shifting that output in place
(`trans[:, 1:] = trans[:, :-1].clone()`, the exclusive-product trick) makes the backward fail
(AGL006; session 50's blind program mw07 was missed: cumprod was not known to save its output).
Shifting a copy, or building the shifted product with `torch.cat`, is fine."""
import textwrap

import pytest

from autograd_lint import lint_source

RENDER = '''
import torch
import torch.nn as nn

field = nn.Linear(3, 2)
optimizer = torch.optim.Adam(field.parameters())


def render(points, spacing):
    sigma, shade = field(points).unbind(-1)
    alpha = 1.0 - torch.exp(-torch.relu(sigma) * spacing)
    trans = SCAN
SHIFT
    return (alpha * trans * shade).sum(-1)


for step in range(10):
    pixel = render(torch.randn(16, 8, 3), 0.1)
    loss = pixel.pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''

IN_PLACE = "    trans[:, 1:] = trans[:, :-1].clone()\n    trans[:, 0] = 1.0"


def _lint(scan, shift):
    source = textwrap.dedent(RENDER).replace("SCAN", scan).replace("SHIFT", shift)
    return source, [(f.code, f.line) for f in lint_source(source, "render.py")]


@pytest.mark.parametrize("scan", [
    "torch.cumprod(1.0 - alpha + 1e-10, dim=-1)", "(1.0 - alpha).cumprod(-1)",
    "torch.logcumsumexp(-alpha, dim=-1)", "torch.tan(alpha)"])
def test_the_scan_shifted_in_place(scan):
    source, found = _lint(scan, IN_PLACE)
    first = source.splitlines().index("    trans[:, 1:] = trans[:, :-1].clone()") + 1
    assert ("AGL006", first) in found and {code for code, _ in found} == {"AGL006"}


@pytest.mark.parametrize("shift", [
    "    trans = torch.cat([torch.ones_like(trans[:, :1]), trans[:, :-1]], -1)",
    "    trans = trans.clone()\n" + IN_PLACE])
def test_the_scan_shifted_out_of_place(shift):
    _, found = _lint("torch.cumprod(1.0 - alpha + 1e-10, dim=-1)", shift)
    assert found == []


def test_an_in_place_edit_of_a_cumulative_sum():
    # cumsum's backward is a reversed cumsum of the gradient: it saves nothing
    _, found = _lint("torch.cumsum(alpha, dim=-1)", IN_PLACE)
    assert found == []
