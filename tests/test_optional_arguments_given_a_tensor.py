"""`x is None` of a tensor computed on every path (`b["w"] / n` handed to a helper's
`weights=None`) is known false: the helper's other branch, a backward of the per-sample loss
with no `gradient=`, does not run for that call (AGL007). A tensor that is None on some path,
a `.grad` or a layer's `bias` stays unknown; a call that passes nothing still takes the branch."""
import pytest

from autograd_lint import lint_source

HELPER = '''
import torch
import torch.nn as nn
import torch.nn.functional as F

net = nn.Linear(4, 1)
opt = torch.optim.Adam(net.parameters())


def apply_gradients(optimizer, per_sample, weights=None):
    optimizer.zero_grad()
    if weights is None:
        per_sample.backward()
    else:
        per_sample.backward(gradient=weights)
    optimizer.step()


for _ in range(3):
    batch = {"x": torch.randn(8, 4), "y": torch.randn(8), "w": torch.rand(8)}
    per_sample = F.smooth_l1_loss(net(batch["x"]).squeeze(1), batch["y"], reduction="none")
    apply_gradients(opt, per_sample, {weights})
'''


@pytest.mark.parametrize("weights, expected", [
    ('weights=batch["w"] / len(per_sample)', []),
    ("batch['w'] * 0.5", []),
    ('weights=batch["w"] if batch["w"].sum() > 0 else None', ["AGL007"]),
    ("", ["AGL007"]),
])
def test_a_computed_weight_is_never_none(weights, expected):
    source = HELPER.replace("{weights}", weights).replace(", )", ")")
    assert [f.code for f in lint_source(source, "train.py")] == expected
