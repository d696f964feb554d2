"""Script folders that share a top-level `utils.py` by star imports (`from utils import *` in
each task folder, the shared utils doing `from parameters import *` of the running task's own
`parameters.py`): Python puts the running script's folder on `sys.path` for every module, so the
shared file reads that folder's settings and torch names. And where a star import cannot be read
to its end, `nn`, `F` and `torch` that a module reads and never binds are torch's."""
import textwrap

import libcst

from autograd_lint import lint_paths
from autograd_lint.semantics.project import conventional_names

PARAMETERS = '''
import torch
import torch.nn as nn

HIDDEN = 8
'''

SHARED_UTILS = '''
from parameters import *

def zeros(*shape):
    return torch.zeros(*shape)
'''

MODEL = '''
from utils import *


class Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(4, HIDDEN)
        self.dec = nn.Linear(HIDDEN, 2)

    def forward(self, x, y):
        {zeroing}
        out = self.dec(self.enc(x))
        return ((out - y) ** 2).mean()
'''

TRAIN = '''
import torch

from utils import *
from model import *

net = Seq()
enc_optim = torch.optim.Adam(net.enc.parameters(), lr=1e-3)
dec_optim = torch.optim.Adam(net.dec.parameters(), lr=1e-3)
for _ in range(3):
    loss = net(torch.randn(5, 4), torch.randn(5, 2))
    loss.backward()
    enc_optim.step()
    dec_optim.step()
'''


def _task(tmp_path, zeroing: str) -> str:
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    (tmp_path / "utils.py").write_text(SHARED_UTILS.lstrip())
    task = tmp_path / "pointer"
    task.mkdir()
    (task / "parameters.py").write_text(PARAMETERS.lstrip())
    (task / "model.py").write_text(MODEL.lstrip().replace("{zeroing}", zeroing))
    (task / "train.py").write_text(TRAIN.lstrip())
    return str(task / "train.py")


def _codes(path: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_paths([path], jobs=1).findings]


def test_a_forward_that_zeroes_its_own_gradients_is_seen_through_shared_star_imports(tmp_path):
    # (the class's base `nn.Module` comes from the task's parameters.py through ../utils.py)
    assert _codes(_task(tmp_path, "self.zero_grad()")) == []


def test_without_the_zeroing_the_steps_accumulate(tmp_path):
    assert _codes(_task(tmp_path, "pass")) == [(12, "AGL004"), (13, "AGL004")]


LIBRARY_STAR_MODEL = '''
import torch
from some_toolkit.all import *


class Seq(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(4, 8)
        self.dec = nn.Linear(8, 2)

    def forward(self, x, y):
        {zeroing}
        return F.mse_loss(self.dec(self.enc(x)), y)


net = Seq()
enc_optim = torch.optim.Adam(net.enc.parameters(), lr=1e-3)
dec_optim = torch.optim.Adam(net.dec.parameters(), lr=1e-3)
for _ in range(3):
    loss = net(torch.randn(5, 4), torch.randn(5, 2))
    loss.backward()
    enc_optim.step()
    dec_optim.step()
'''


def _library_star(tmp_path, zeroing: str) -> str:
    path = tmp_path / "train.py"
    path.write_text(textwrap.dedent(LIBRARY_STAR_MODEL).lstrip().replace("{zeroing}", zeroing))
    return str(path)


def test_nn_from_a_library_star_import_is_torch_nn(tmp_path):
    assert _codes(_library_star(tmp_path, "self.zero_grad()")) == []


def test_nn_from_a_library_star_import_still_shows_accumulating_steps(tmp_path):
    assert _codes(_library_star(tmp_path, "pass")) == [(22, "AGL004"), (23, "AGL004")]


def test_only_names_the_module_reads_and_never_binds_are_taken_as_torch():
    module = libcst.parse_module(textwrap.dedent('''
        from toolkit import *
        from toolkit.layers import nn
        F = make_functional()

        class Net(nn.Module):
            def forward(self, x):
                return F.relu(torch.tanh(x))
    '''))
    assert conventional_names(module) == {"torch"}
