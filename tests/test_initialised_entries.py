"""Uninitialised memory (AGL015) written through a dict entry built here
(`params["w2"].normal_()` of `{"w2": torch.empty(...)}`) or through a view attribute
(`nn.init.kaiming_uniform_(w.T)`) is initialised; an entry or a view read first is not."""
import textwrap

from autograd_lint import lint_source

PARAMS = '''
import math
import torch

params = {"w1": torch.empty(3, 4, requires_grad=True),
          "w2": torch.empty(4, 1, requires_grad=True)}
INIT_W1
with torch.no_grad():
    params["w2"].normal_(0.0, 1.0).mul_(0.01)
opt = torch.optim.SGD(params.values(), lr=0.1)
for _ in range(3):
    x = torch.randn(5, 3)
    loss = (x @ params["w1"] @ params["w2"]).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''

VIEW = '''
import math
import torch

w = torch.empty(4, 3, requires_grad=True)
INIT
opt = torch.optim.SGD([w], lr=0.1)
for _ in range(3):
    loss = (torch.randn(5, 3) @ w.T).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def codes(program: str, hole: str, text: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(program.replace(hole, text))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_dict_entries_initialised_in_place():
    init = 'torch.nn.init.kaiming_uniform_(params["w1"], a=math.sqrt(5))'
    assert codes(PARAMS, "INIT_W1", init) == []


def test_dict_entry_left_uninitialised():
    assert codes(PARAMS, "INIT_W1", "pass") == [(5, "AGL015")]


def test_initialised_through_transposed_view():
    assert codes(VIEW, "INIT", "torch.nn.init.kaiming_uniform_(w.T, a=math.sqrt(5))") == []


def test_transposed_view_read_before_init():
    assert codes(VIEW, "INIT", "pass") == [(5, "AGL015")]
