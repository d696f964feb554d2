"""`retain_graph=` read by value, not by spelling: `retain_graph=retain` of a name bound to
False, or `kwargs.get("retain_graph", False)` where no caller passed it, retains nothing, so a
second backward through the shared graph fails (AGL005). Blind set s37c (v08) forwarded
`**kwargs` through three helpers to a `backprop` that read it so. A dict whose every key is
known gives `.get(key, default)` its entry or the default (blind s22b's `chain_dqn` read
`cfg.get("reduction", "mean")` of a config saying "none": AGL007, missed before)."""
import textwrap

import pytest

from autograd_lint import lint_source

TWO_TERMS = '''
import torch
import torch.nn as nn
import torch.nn.functional as F

trunk = nn.Linear(4, 8)
h1 = nn.Linear(8, 1)
h2 = nn.Linear(8, 1)
opt = torch.optim.Adam([*trunk.parameters(), *h1.parameters(), *h2.parameters()])


def backprop(terms, **kwargs):
    RETAIN
    for name, term in terms.items():
        term.backward(retain_graph=retain)


def step(x, y, **kwargs):
    opt.zero_grad()
    z = trunk(x)
    terms = {"a": F.mse_loss(h1(z), y), "b": F.mse_loss(h2(z), y)}
    backprop(terms, **kwargs)
    opt.step()


for _ in range(3):
    step(torch.randn(4, 4), torch.randn(4, 1)CALLER)
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


@pytest.mark.parametrize("retain", ['retain = False', 'retain = kwargs.get("retain_graph", False)',
                                    'retain = kwargs.get("retain_graph")'])
def test_retain_graph_known_false_by_value_is_a_second_backward_through_a_freed_graph(retain):
    source = TWO_TERMS.replace("RETAIN", retain).replace("CALLER", "")
    assert _codes(source) == [(14, "AGL005")]


@pytest.mark.parametrize("retain, caller", [
    ('retain = True', ''),
    ('retain = kwargs.get("retain_graph", True)', ''),
    ('retain = kwargs.get("retain_graph", False)', ', retain_graph=True'),
])
def test_retain_graph_true_or_passed_by_the_caller_is_quiet(retain, caller):
    source = TWO_TERMS.replace("RETAIN", retain).replace("CALLER", caller)
    assert _codes(source) == []


def test_a_caller_passing_kwargs_not_known_keeps_it_unknown():
    source = TWO_TERMS.replace("RETAIN", 'retain = kwargs.get("retain_graph", False)').replace(
        "CALLER", ", **options").replace("for _ in range(3):", "options = load_options()\n"
                                                               "for _ in range(3):")
    assert _codes(source) == []


CONFIG = '''
import torch
from torch import nn

LOSSES = {"huber": nn.SmoothL1Loss, "mse": nn.MSELoss}
CFG = {"kind": "huber", "reduction": REDUCTION}


def make_loss(cfg):
    return LOSSES[cfg["kind"]](reduction=cfg.get("reduction", "mean"))


q = nn.Linear(4, 2)
opt = torch.optim.Adam(q.parameters())
criterion = make_loss(CFG)
for _ in range(3):
    loss = criterion(q(torch.randn(8, 4)), torch.randn(8, 2))
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def test_a_config_entry_read_with_get_reaches_the_loss():
    assert _codes(CONFIG.replace("REDUCTION", '"none"')) == [(18, "AGL007")]
    assert _codes(CONFIG.replace("REDUCTION", '"mean"')) == []
