"""A memory updated at the start of each batch from what the last batch stashed (`if
self.pending is None: return`, then `self.state = self.cell(msgs, self.state)`) first holds a
graph in the second batch, and the third batch's backward walks the part the second one freed
(AGL005, observed on the third call). Detaching the memory after each step, or stashing
detached messages into a memory rebuilt from scratch, is fine."""
import textwrap

import pytest

from autograd_lint.engine import lint_paths

MEMORY = '''
import torch
import torch.nn as nn


class NodeMemory(nn.Module):
    def __init__(self, n, dim):
        super().__init__()
        self.cell = nn.GRUCell(dim, dim)
        self.register_buffer("state", torch.zeros(n, dim))
        self.pending = None

    def stash(self, nodes, messages):
        self.pending = (nodes, messages)

    def flush(self):
        if self.pending is None:
            return
        nodes, messages = self.pending
        self.state = self.state.index_copy(0, nodes, self.cell(messages, self.state[nodes]))
        self.pending = None
'''

MODEL = '''
import torch
import torch.nn as nn

from .memory import NodeMemory


class Linker(nn.Module):
    def __init__(self, n=20, dim=8):
        super().__init__()
        self.embed = nn.Embedding(n, dim)
        self.memory = NodeMemory(n, dim)

    def score(self, a, b):
        za = self.embed(a) + self.memory.state[a]
        zb = self.embed(b) + self.memory.state[b]
        return (za * zb).sum(-1)

    def messages(self, a, b):
        return torch.cat([a, b]), torch.cat([self.embed(b), self.embed(a)])
'''

TRAIN = '''
import torch
import torch.nn.functional as F

from .model import Linker

model = Linker()
opt = torch.optim.Adam(model.embed.parameters(), lr=1e-2)
opt.add_param_group({"params": model.memory.parameters()})
for step in range(6):
    a = torch.randperm(20)[:5]
    b = torch.randperm(20)[:5]
    opt.zero_grad()
    model.memory.flush()
    loss = F.softplus(-model.score(a, b)).mean()
    loss.backward()
    opt.step()
    AFTER
    nodes, msgs = model.messages(a[:2], b[:2])
    model.memory.stash(nodes, msgs)
'''


def codes(tmp_path, after: str) -> list[str]:
    package = tmp_path / "links_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "memory.py").write_text(textwrap.dedent(MEMORY))
    (package / "model.py").write_text(textwrap.dedent(MODEL))
    (package / "train.py").write_text(textwrap.dedent(TRAIN).replace("AFTER", after))
    return sorted(f.code for f in lint_paths([str(package)], jobs=1).findings)


def test_a_memory_rebuilt_from_the_last_batch_and_never_detached(tmp_path):
    assert codes(tmp_path, "pass") == ["AGL005"]


@pytest.mark.parametrize("after", [
    "model.memory.state = model.memory.state.detach()",
    "model.memory.state = torch.zeros_like(model.memory.state)",
])
def test_a_memory_detached_after_each_step(tmp_path, after):
    assert codes(tmp_path, after) == []
