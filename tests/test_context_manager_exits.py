"""A project `@contextmanager` that freezes modules and restores their flags on exit:
`params = [p for m in modules for p in m.parameters()]` and the saved flags are bound before
the yield and read after it. The exit ran as a function of its own, without those names, so
the restore did nothing and the critic stayed frozen: the next critic step's loss was a false
"no graph" (AGL018, s38c z14). Bindings made only by reading are bound again on exit."""
import textwrap

from autograd_lint import lint_source
from autograd_lint.semantics.walk import split_at_yield
import libcst as cst

PROGRAM = '''
from contextlib import contextmanager

import torch
import torch.nn as nn
import torch.nn.functional as F


@contextmanager
def freeze(*modules):
    params = [p for m in modules for p in m.parameters()]
    flags = [p.requires_grad for p in params]
    for p in params:
        p.requires_grad_(False)
    try:
        yield
    finally:
        for p, flag in zip(params, flags):
            p.requires_grad_(flag)


G, D = nn.Linear(4, 4), nn.Linear(4, 1)
opt_g = torch.optim.Adam(G.parameters())
opt_d = torch.optim.Adam(D.parameters())
for _ in range(3):
    fake = G(torch.randn(8, 4))
    opt_d.zero_grad()
    d_loss = F.softplus(-D(torch.randn(8, 4))).mean() + F.softplus(D(fake.detach())).mean()
    d_loss.backward()
    opt_d.step()
    opt_g.zero_grad()
    with freeze(D):
        g_loss = F.softplus(-D(fake)).mean()
    g_loss.backward()
    opt_g.step()
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source).lstrip(), "t.py")]


def test_a_freeze_context_that_restores_its_flags_is_not_a_lasting_freeze():
    assert _codes(PROGRAM) == []


def test_a_freeze_without_restore_leaves_the_critic_without_a_graph():
    source = PROGRAM.replace("            p.requires_grad_(flag)", "            pass")
    assert [code for _, code in _codes(source)] == ["AGL018"]


def test_the_exit_binds_again_only_what_reads_state():
    function = cst.parse_module(textwrap.dedent('''
        def ctx(model, log):
            was = model.training
            handle = model.register_forward_hook(log)
            names = [n for n, _ in model.named_parameters()]
            model.eval()
            yield
            model.train(was)
            handle.remove()
            print(names)
        ''')).body[0]
    _, leave = split_at_yield(function)
    code = cst.Module([]).code_for_node(leave)
    assert "was = model.training" in code and "names = [" in code
    assert "register_forward_hook" not in code and "model.eval()" not in code
