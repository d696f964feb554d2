"""AGL018: a loss made anew from numbers (`torch.tensor(1.0 - metric, requires_grad=True)`) is
a leaf; its backward fills only its own .grad and the optimizer stepped after it trains nothing.
A leaf the optimizer holds, or one a loop adds trained terms to, is fine."""
import os
import textwrap

from autograd_lint import lint_paths, lint_source

METRIC = '''
import numpy as np


def concordance(risk, time):
    risk, time = np.asarray(risk), np.asarray(time)
    agree = (risk[:, None] > risk[None, :]) & (time[:, None] < time[None, :])
    return float(agree.mean())
'''

TRAIN = '''
import torch
import torch.nn as nn
from metric import concordance


def metric_loss(risk, time):
    c = concordance(risk.detach().numpy(), time.numpy())
    return LOSS


model = nn.Sequential(nn.Linear(5, 8), nn.Tanh(), nn.Linear(8, 1))
optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
x, time = torch.randn(64, 5), torch.rand(64)
for epoch in range(10):
    loss = metric_loss(model(x).squeeze(1), time)
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''


def findings(tmp_path, loss: str):
    (tmp_path / "metric.py").write_text(textwrap.dedent(METRIC))
    (tmp_path / "train.py").write_text(textwrap.dedent(TRAIN.replace("LOSS", loss)))
    result = lint_paths([str(tmp_path)])
    return sorted((os.path.basename(f.path), f.line, f.code) for f in result.findings)


def test_a_loss_rebuilt_from_a_metric_is_reported(tmp_path):
    assert findings(tmp_path, "torch.tensor(1.0 - c, requires_grad=True)") == [
        ("train.py", 18, "AGL018")]


def test_a_differentiable_loss_is_fine(tmp_path):
    assert findings(tmp_path, "(risk - time).pow(2).mean() + 0 * c") == []


def test_leaves_that_join_trained_terms_or_are_trained_are_fine():
    source = '''
    import torch
    import torch.nn as nn

    model = nn.Linear(4, 1)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    batches = [torch.randn(8, 4) for _ in range(3)]
    for epoch in range(3):
        loss = torch.zeros(1, requires_grad=True)
        for b in batches:
            loss = loss + model(b).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()

    w = torch.randn(3, requires_grad=True)
    opt2 = torch.optim.SGD([w], lr=0.1)
    for _ in range(3):
        opt2.zero_grad()
        w.backward(torch.ones(3))
        opt2.step()
    '''
    assert [f.code for f in lint_source(textwrap.dedent(source), "t.py")] == []
