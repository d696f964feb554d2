"""A training wrapper's `def backward(self, loss): loss.backward()` walks the loss its caller
hands it: a loss with no graph (computed by a `@torch.no_grad()` metric helper) is reported
(AGL018) at the caller's `runner.backward(loss)`, where the loss is chosen, not inside the
wrapper every caller shares. A loss computed with grad is not reported."""
import textwrap

from autograd_lint.engine import lint_paths

METRICS = '''
import torch
import torch.nn.functional as F


@torch.no_grad()
def scored_nll(net, x, y):
    return F.cross_entropy(net(x), y)


def train_nll(net, x, y):
    return F.cross_entropy(net(x), y)
'''

RUNNER = '''
import torch


class Runner:
    def __init__(self, clip=1.0):
        self.clip = clip
        self.net = None

    def attach(self, net):
        self.net = net
        return net

    def backward(self, loss):
        loss.backward()
        torch.nn.utils.clip_grad_norm_(self.net.parameters(), self.clip)
'''

STEP = '''
import torch
import torch.nn as nn

from .metrics import scored_nll, train_nll
from .runner import Runner


def step(net, opt, runner, x, y):
    opt.zero_grad()
    loss = LOSS
    runner.backward(loss)
    opt.step()
    return loss.item()


net = nn.Linear(10, 3)
opt = torch.optim.SGD(net.parameters(), lr=0.1)
runner = Runner()
runner.attach(net)
for it in range(5):
    step(net, opt, runner, torch.randn(8, 10), torch.randint(0, 3, (8,)))
'''


def findings(tmp_path, loss: str) -> list[tuple[str, str, int]]:
    package = tmp_path / "fit_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "metrics.py").write_text(textwrap.dedent(METRICS))
    (package / "runner.py").write_text(textwrap.dedent(RUNNER))
    (package / "step.py").write_text(textwrap.dedent(STEP).replace("LOSS", loss))
    return [(f.code, f.path.rsplit("/", 1)[-1], f.line)
            for f in lint_paths([str(package)], jobs=1).findings]


def test_a_graphless_loss_reported_where_it_is_handed_to_the_wrapper(tmp_path):
    assert findings(tmp_path, "scored_nll(net, x, y)") == [("AGL018", "step.py", 12)]


def test_a_loss_with_its_graph(tmp_path):
    assert findings(tmp_path, "train_nll(net, x, y)") == []
