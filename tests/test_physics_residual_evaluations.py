"""Physics-informed code evaluates a network on collocation points that require grad and
differentiates its output by them (`torch.autograd.grad(u, x, create_graph=True)`) in code the
analysis does not see, or sees too deep to follow: no evaluation without a backward (AGL009).
The derivatives it gathers column by column are one value's parts, not graphs kept across
iterations, and a loss method that gathers per-chunk losses for its weights and returns the
step's loss keeps nothing across training iterations (AGL010)."""
import pytest

from autograd_lint import lint_paths

POINTS = '''
import torch
import torch.nn as nn
from fluidsim.residuals import momentum_residual  # not in the project: not seen


class Field(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(2, 32), nn.Tanh(), nn.Linear(32, 3))

    def forward(self, coords):
        return self.body(coords)


def check_consistency(field, bounds):
    lo, hi = bounds["x"]
    xs = torch.rand(64, 1, requires_grad={grad}) * (hi - lo) + lo
    ys = torch.rand(64, 1, requires_grad={grad})
    points = torch.cat([xs, ys], dim=1)
    field.eval()
    prediction = field(points)
    residual = momentum_residual(points, prediction)
    return float(residual.abs().mean())


if __name__ == "__main__":
    print(check_consistency(Field(), {{"x": (0.0, 2.0)}}))
'''


@pytest.mark.parametrize("grad, expected", [
    ("True", []),             # the points ask for the output's derivative: a residual, not eval
    ("False", ["AGL009"]),    # plain inputs: the unseen helper is a metric of an evaluation
])
def test_evaluation_on_points_that_require_grad(tmp_path, grad, expected):
    (tmp_path / "consistency.py").write_text(POINTS.format(grad=grad))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected


DEEP = '''
import torch
import torch.nn as nn


class Field(nn.Module):
    def __init__(self):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(2, 32), nn.Tanh(), nn.Linear(32, 1))

    def forward(self, coords):
        return self.body(coords)


def divergence(u, x):
    {body}


{levels}


def audit(field):
    points = torch.rand(32, 2)
    field.eval()
    u = field(points)
    return level_0(u, points)


if __name__ == "__main__":
    print(audit(Field()))
'''

DIFFERENTIATES = '''grads = torch.autograd.grad(u.sum(), x, create_graph=True, allow_unused=True)[0]
    if grads is None:
        return 0.0
    return float(grads.sum(dim=1).abs().mean())'''

MEASURES = '''spread = u.std() / (u.abs().mean() + 1e-6)
    if spread > 10:
        return 0.0
    return float(spread + x.mean())'''


def _levels(count: int) -> str:
    """A chain of helpers past the depth the analysis follows, ending at `divergence`."""
    lines = []
    for index in range(count):
        callee = f"level_{index + 1}" if index + 1 < count else "divergence"
        lines.append(f"def level_{index}(u, x):\n    scale = x.shape[0] + {index}\n"
                     f"    if scale < 0:\n        raise ValueError(scale)\n"
                     f"    return {callee}(u, x)\n")
    return "\n\n".join(lines)


@pytest.mark.parametrize("body, expected", [
    (DIFFERENTIATES, []),          # cut at the depth limit, it may differentiate the output
    (MEASURES, ["AGL009"]),        # cut, but it names nothing that differentiates or steps
])
def test_evaluation_handed_to_a_helper_past_the_depth_limit(tmp_path, body, expected):
    (tmp_path / "audit.py").write_text(DEEP.format(body=body, levels=_levels(12)))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected


DERIVATIVES = '''
import torch
import torch.nn as nn


def second_derivatives(u, x):
    first = torch.autograd.grad(u, x, torch.ones_like(u), create_graph=True)[0]
    columns = []
    for i in range(x.shape[1]):
        column = torch.autograd.grad(first[:, i:i + 1], x, torch.ones_like(u),
                                     create_graph=True)[0]
        columns.append(column[:, i:i + 1])
    return torch.cat(columns, dim=1)


net = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 1))
net.load_state_dict(torch.load("field.pt"))
history = []
for _ in range(3):  # a check of the trained field's residual on fresh points
    x = torch.rand(32, 2, requires_grad=True)
    u = net(x)
    laplace = second_derivatives(u, x).sum(dim=1)
    print(float(laplace.abs().mean()))
    {keep}
'''


@pytest.mark.parametrize("keep, expected", [
    ("pass", []),                                   # the columns of one value, cat and used
    ("history.append(laplace.abs().mean())", ["AGL010"]),  # each check's graph kept: growth
])
def test_derivative_columns_gathered_in_a_loop(tmp_path, keep, expected):
    (tmp_path / "laplace.py").write_text(DERIVATIVES.replace("{keep}", keep))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected


LOSS_MANAGER = '''
import math

import torch


def causal_weights(losses, tolerance=1.0):
    """Later chunks count once the earlier ones are solved (numbers only)."""
    weights, seen = [], 0.0
    for loss in losses:
        weights.append(math.exp(-tolerance * seen))
        seen += float(loss.detach())
    return weights


class LossManager:
    def __init__(self, width):
        self.model = torch.nn.Sequential(torch.nn.Linear(3, width), torch.nn.Tanh(),
                                         torch.nn.Linear(width, 4))

    def residual_loss(self, points):
        return self.model(points).pow(2).mean()

    def {name}(self, batch):
        points = batch["points"].requires_grad_(True)
        chunk_losses = []
        for chunk in batch["chunks"]:
            chunk_losses.append(self.residual_loss(chunk))
        weights = causal_weights(chunk_losses)
        total = self.residual_loss(points) * weights[0]
        return {returned}


def build_losses(config):
    return LossManager(config["width"])
'''


@pytest.mark.parametrize("name, returned, expected", [
    ("compute_loss", "total", []),                         # the caller's step backpropagates
    ("compute_loss", "total, {'w': weights}", []),         # ... the first of what it returns
    ("score", "total.item()", ["AGL010"]),                 # numbers only: graphs kept to no end
])
def test_per_chunk_losses_of_a_loss_method_run_on_its_own(tmp_path, name, returned, expected):
    (tmp_path / "losses.py").write_text(LOSS_MANAGER.replace("{name}", name)
                                        .replace("{returned}", returned))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected
