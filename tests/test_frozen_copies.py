"""ema_pytorch's `EMA(model)` keeps a deep copy whose parameters require no grad: evaluating
through it after `eval()` builds no graph (no AGL009). The trained model evaluated the same way
is reported."""
import textwrap

from autograd_lint import lint_source

EVAL = '''
import torch
import torch.nn as nn
from ema_pytorch import EMA

model = nn.Linear(4, 2)
ema = EMA(model, beta=0.999)
print(sum(p.numel() for p in ema.parameters()), "averaged weights")
optimizer = torch.optim.Adam(model.parameters())
for _ in range(3):
    loss = model(torch.randn(8, 4)).pow(2).mean()
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
    ema.update()
EVALUATED.eval()
print(EVALUATED(torch.randn(8, 4)).sum().item())
'''


def codes(evaluated: str) -> list[str]:
    source = textwrap.dedent(EVAL.replace("EVALUATED", evaluated))
    return [f.code for f in lint_source(source, "t.py")]


def test_the_moving_average_copy_builds_no_graph():
    assert codes("ema") == []


def test_the_trained_model_is_still_reported():
    assert codes("model") == ["AGL009"]
