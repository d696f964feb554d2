"""An evaluation that runs a network through a helper the training step runs too (an ODE
roll-out) is reported at its own call of the helper, where the no_grad() goes, not inside the
helper (AGL009). A backward restricted to some tensors (`loss.backward(inputs=...)`) walks only
the graph from them on and writes only their `.grad`: what fed them from another network is no
foreign input of that update (AGL001)."""
import pytest

from autograd_lint import lint_paths

ROLLOUT = '''
import torch
import torch.nn as nn


def rk4_rollout(field, state0, times):
    state, path = state0, [state0]
    for i in range(len(times) - 1):
        h = times[i + 1] - times[i]
        k1 = field(state)
        k2 = field(state + 0.5 * h * k1)
        k3 = field(state + 0.5 * h * k2)
        k4 = field(state + h * k3)
        state = state + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        path.append(state)
    return torch.stack(path, dim=1)
'''

TRAIN = '''
import torch
import torch.nn as nn

from rollout import rk4_rollout


def forecast_error(field, start, target, times):
    field.eval()
    {evaluate}
    field.train()
    return float((predicted - target).pow(2).mean())


def main():
    field = nn.Sequential(nn.Linear(2, 16), nn.Tanh(), nn.Linear(16, 2))
    opt = torch.optim.Adam(field.parameters(), lr=1e-3)
    times = torch.linspace(0, 1, 6)
    start, target = torch.randn(8, 2), torch.randn(8, 6, 2)
    for _ in range(3):
        loss = (rk4_rollout(field, start, times) - target).pow(2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
    print(forecast_error(field, start, target, times))


if __name__ == "__main__":
    main()
'''


@pytest.mark.parametrize("evaluate, expected", [
    ("predicted = rk4_rollout(field, start, times)", [("AGL009", "train.py", 10)]),
    ("with torch.no_grad():\n        predicted = rk4_rollout(field, start, times)", []),
])
def test_evaluation_through_a_rollout_the_training_shares(tmp_path, evaluate, expected):
    (tmp_path / "rollout.py").write_text(ROLLOUT)
    (tmp_path / "train.py").write_text(TRAIN.replace("{evaluate}", evaluate))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [(f.code, f.path.rsplit("/", 1)[-1], f.line) for f in result.findings] == expected


ADAPTIVE = '''
import torch
import torch.nn as nn


class PointWeights(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.raw = nn.Parameter(torch.ones(n, 1))

    def forward(self, residual):
        return (self.raw ** 2 * residual ** 2).mean()


net = nn.Sequential(nn.Linear(1, 16), nn.Tanh(), nn.Linear(16, 1))
weights = PointWeights(32)
opt_net = torch.optim.Adam(net.parameters(), lr=1e-3)
opt_w = torch.optim.Adam(weights.parameters(), lr=1e-2, maximize=True)
for _ in range(3):
    x = torch.rand(32, 1)
    residual = net(x) - torch.sin(x)
    weighted = weights(residual)
    opt_w.zero_grad()
    weighted.backward({restrict})
    opt_w.step()
    residual = net(x) - torch.sin(x)
    opt_net.zero_grad()
    weights(residual).backward()
    opt_net.step()
'''


@pytest.mark.parametrize("restrict, expected", [
    ("inputs=list(weights.parameters())", []),    # only the weights' graph is walked
    ("", ["AGL001"]),                             # the network's graph too: its .grad written
])
def test_backward_restricted_to_the_weights_it_updates(tmp_path, restrict, expected):
    (tmp_path / "adaptive.py").write_text(ADAPTIVE.replace("{restrict}", restrict))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected


CASCADE = '''
import torch
import torch.nn as nn


class Stage:
    def __init__(self, name, net, inputs, target):
        self.name, self.net, self.inputs, self.target = name, net, inputs, target
        self.optimizer = torch.optim.SGD(net.parameters(), lr=0.1)

    def predict(self, ctx):
        return self.net(*({read} for key in self.inputs))

    def learn(self, ctx):
        out = self.predict(ctx)
        ctx[self.name] = out
        loss = (out - ctx[self.target]).pow(2).mean()
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()


def learn_batch(stages, batch):
    ctx = dict(batch)
    return {stage.name: stage.learn(ctx) for stage in stages}


stages = [Stage("thickness", nn.Linear(4, 1), ("image",), "true_thickness"),
          Stage("grade", nn.Linear(1, 1), ("thickness",), "true_grade")]
for _ in range(3):
    learn_batch(stages, {"image": torch.randn(8, 4), "true_thickness": torch.randn(8, 1),
                         "true_grade": torch.randn(8, 1)})
'''


@pytest.mark.parametrize("read, expected", [
    ("ctx[key]", ["AGL001"]),             # the first stage's prediction, undetached
    ("ctx[key].detach()", []),
])
def test_an_unrestricted_backward_still_walks_what_it_was_handed(tmp_path, read, expected):
    (tmp_path / "cascade.py").write_text(CASCADE.replace("{read}", read))
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [f.code for f in result.findings] == expected
