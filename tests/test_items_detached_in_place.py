"""`for s in state: s.detach_()` detaches every item of `state` in place: the hidden state the
next batch carries is cut, so its backward frees nothing of the last one (d2l-pytorch's RNN
from scratch, a false AGL005 in session 43's look). Detaching copies that are thrown away
(`s.detach()`), or items of another container, leaves the carried graph: still reported."""
import textwrap

import pytest

from autograd_lint import lint_source

RNN = '''
import torch


def get_params():
    params = [torch.randn(4, 8) * 0.01, torch.randn(8, 8) * 0.01, torch.zeros(8)]
    for p in params:
        p.requires_grad_(True)
    return params


def init_state(batch, hidden):
    return (torch.zeros(batch, hidden),)


def cell(inputs, state, params):
    W, U, b = params
    H, = state
    outputs = []
    for X in inputs:
        H = torch.tanh(X @ W + H @ U + b)
        outputs.append(H)
    return outputs, (H,)


def train(cell, get_params, init_state, random_iter, epochs):
    params = get_params()
    others = init_state(2, 8)
    for epoch in range(epochs):
        if not random_iter:
            state = init_state(2, 8)
        for k in range(4):
            if random_iter:
                state = init_state(2, 8)
            else:
                for s in state:
                    CUT
            outputs, state = cell(torch.randn(3, 2, 4), state, params)
            total = torch.cat(outputs, dim=0).sum()
            total.backward()
            with torch.no_grad():
                for p in params:
                    p -= 0.1 * p.grad
                    p.grad.zero_()


train(cell, get_params, init_state, True, 2)
train(cell, get_params, init_state, False, 2)
'''


def _codes(cut: str) -> list[str]:
    source = textwrap.dedent(RNN).replace("CUT", cut)
    return [finding.code for finding in lint_source(source, "rnn.py")]


def test_each_item_detached_in_place_cuts_the_carried_state():
    assert _codes("s.detach_()") == []


@pytest.mark.parametrize("cut", ["s.detach()", "s = s.detach()", "pass"])
def test_detached_copies_leave_the_carried_graph(cut):
    assert _codes(cut) == ["AGL005"]


def test_items_of_another_container_leave_the_carried_graph():
    source = textwrap.dedent(RNN).replace("for s in state:", "for s in others:")
    assert [f.code for f in lint_source(source.replace("CUT", "s.detach_()"), "rnn.py")] \
        == ["AGL005"]
