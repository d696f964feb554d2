"""Functions kept in a list and called in a loop (`for callback in after_step: callback(params)`
of `make_step(..., after_step=[reset_padding])`) run, each in turn: an in-place edit of a trained
leaf in one of them is AGL002 (blind set s44b, mh17); the same edit under `torch.no_grad()` is
fine."""
import textwrap

import pytest

from autograd_lint import lint_source

STEP = '''
import torch


def init():
    table = 0.3 * torch.randn(10, 4)
    table[0] = 0.0
    return {"ingredients": table.requires_grad_(), "W": torch.zeros(4, 2, requires_grad=True)}


def reset_padding(params, keys=("ingredients",)):
    for key in keys:
        params[key][0] = 0.0


@torch.no_grad()
def reset_padding_safely(params, keys=("ingredients",)):
    for key in keys:
        params[key][0] = 0.0


def log(params):
    print(sum(float(p.detach().norm()) for p in params.values()))


def make_step(params, opt, after_step=()):
    def step(ids):
        opt.zero_grad()
        value = (params["ingredients"][ids] @ params["W"]).sum()
        value.backward()
        opt.step()
        for callback in after_step:
            callback(params)
        return value.item()
    return step


params = init()
opt = torch.optim.Adam(params.values(), lr=0.1)
step = make_step(params, opt, after_step=CALLBACKS)
for i in range(3):
    step(torch.tensor([1, 2]))
'''


def _findings(callbacks: str):
    source = textwrap.dedent(STEP).replace("CALLBACKS", callbacks)
    return [(f.line, f.code) for f in lint_source(source, "step.py")]


@pytest.mark.parametrize("callbacks", ["[reset_padding]", "[log, reset_padding]",
                                       "(reset_padding, log)"])
def test_a_callback_that_edits_a_leaf_in_place(callbacks):
    assert _findings(callbacks) == [(13, "AGL002")]


@pytest.mark.parametrize("callbacks", ["[reset_padding_safely]", "[log, reset_padding_safely]",
                                       "[]"])
def test_callbacks_that_edit_under_no_grad(callbacks):
    assert _findings(callbacks) == []
