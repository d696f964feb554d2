"""Two pitfalls reading showed the analysis missing, each with its look-alikes:

- `torch.tensor(np.random.randn(3), requires_grad=True).float()`: numpy's float arrays are
  float64, so `.float()` makes a float32 copy, which is no leaf (AGL020; the optimizer raises
  "can't optimize a non-leaf Tensor"). On a float32 tensor `.float()` returns the tensor
  itself, and on a float64 one `.double()` does.
- `heapq.heappush(worst, (loss, step))` keeps each loss, and its graph, as an append does
  (AGL010); pushing `loss.item()` keeps a number."""
import textwrap

import pytest

from autograd_lint import lint_source

LEAF = '''
import numpy as np
import torch

X = torch.randn(10, 3)
y = torch.randn(10)
w = MAKE
opt = torch.optim.SGD([w], lr=0.1)
for _ in range(3):
    loss = ((X.to(w.dtype) @ w - y.to(w.dtype)) ** 2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''


def _codes(source: str) -> list[tuple[int, str]]:
    return [(f.line, f.code) for f in lint_source(textwrap.dedent(source), "fit.py")]


@pytest.mark.parametrize("make", [
    "torch.tensor(np.random.randn(3), requires_grad=True).float()",
    "torch.tensor(np.zeros(3), requires_grad=True).to(torch.float32)",
    "torch.zeros(3, dtype=torch.float64, requires_grad=True).float()",
])
def test_a_float64_leaf_converted_to_float32_is_no_leaf(make):
    assert _codes(LEAF.replace("MAKE", make)) == [(7, "AGL020")]


@pytest.mark.parametrize("make", [
    "torch.tensor(np.random.randn(3), dtype=torch.float32, requires_grad=True)",
    "torch.tensor(np.random.randn(3).astype(np.float32), requires_grad=True).float()",
    "torch.tensor(np.random.randn(3), requires_grad=True).double()",
    "torch.tensor(np.random.randn(3), requires_grad=True).to(torch.float64)",
    "torch.tensor(np.random.randn(3)).float().requires_grad_()",
    "torch.tensor([0.1, 0.2, 0.3], requires_grad=True).float()",
])
def test_conversions_that_return_the_leaf_itself_are_quiet(make):
    assert _codes(LEAF.replace("MAKE", make)) == []


HEAP = '''
import heapq

import torch
import torch.nn as nn
import torch.nn.functional as F

model = nn.Linear(4, 1)
opt = torch.optim.Adam(model.parameters())
worst = []
for step in range(100):
    x, y = torch.randn(8, 4), torch.randn(8, 1)
    loss = F.mse_loss(model(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    heapq.heappush(worst, (ENTRY, step))
    if len(worst) > 5:
        heapq.heappop(worst)
'''


def test_losses_pushed_on_a_heap_keep_their_graphs():
    assert _codes(HEAP.replace("ENTRY", "loss")) == [(17, "AGL010")]


def test_numbers_pushed_on_a_heap_are_quiet():
    assert _codes(HEAP.replace("ENTRY", "loss.item()")) == []


def test_the_runtime_checker_confirms_the_heap_at_the_push(capsys, tmp_path):
    import json

    pytest.importorskip("torch", reason="the runtime checker needs torch")
    from autograd_lint.runtime.runner import main

    script = tmp_path / "heap.py"
    script.write_text(textwrap.dedent(HEAP.replace("ENTRY", "loss")).lstrip())
    main(["--format", "json", str(script)])
    data = json.loads(capsys.readouterr().out)
    assert [(f["code"], f["line"], f["status"]) for f in data["static_findings"]] == \
        [("AGL010", 16, "confirmed")]
    assert [(f["code"], f["line"]) for f in data["runtime_findings"]] == [("AGL010", 16)]
