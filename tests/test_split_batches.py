"""`for idx in torch.randperm(n).split(batch_size)`: each chunk indexes a batch of rows, as a
DataLoader of known batch size yields one. A per-sample loss of such a batch, weighted but not
reduced, has several elements: backward() without gradient= raises (AGL007)."""
from __future__ import annotations

import textwrap

from autograd_lint import lint_source

PROGRAM = """
import torch
import torch.nn as nn


def fit(model, opt, data, criterion, batch_size={size}):
    x, y, w = data["train"]
    for idx in torch.randperm(len(x)).split(batch_size):
        nll = criterion(model(x[idx]), y[idx]).sum(dim=1)
        loss = {loss}
        opt.zero_grad()
        loss.backward()
        opt.step()


model = nn.Linear(6, 3)
opt = torch.optim.Adam(model.parameters(), lr=3e-3)
data = {"train": (torch.randn(3000, 6), torch.randn(3000, 3), torch.rand(3000))}
fit(model, opt, data, nn.MSELoss(reduction="none"))
"""


def codes(size: str, loss: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("{size}", size).replace("{loss}", loss))
    return [(f.line, f.code) for f in lint_source(source, "train.py")]


def test_a_weighted_per_sample_loss_of_a_chunk_is_not_reduced():
    assert codes("128", "(w[idx] * nll) / w[idx].sum()") == [(12, "AGL007")]


def test_a_weighted_sum_of_the_chunk_is_one_element():
    assert codes("128", "torch.dot(w[idx], nll) / w[idx].sum()") == []


def test_chunks_of_one_row_are_not_known_to_hold_several():
    assert codes("1", "(w[idx] * nll) / w[idx].sum()") == []
