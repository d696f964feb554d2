"""A setting compared with literals in several tests (`if self.use_replay in ("inequality",
"both"): ... backward ...` then `if self.use_replay == "inequality": ... elif ... == "both":
... else:`) has one value per object: the block runs once per literal it is compared with, and
once for any other value, each run deciding every such test (A-GEM's replay backward and the
final backward never meet on one path: GMvandeVen/continual-learning, session 43, a false
AGL005). A known value decides a membership test as it decides an equality."""
import textwrap

from autograd_lint import lint_source

LEARNER = '''
import sys
import torch
from torch import nn
import torch.nn.functional as F


class Learner(nn.Module):
    def __init__(self, mode="normal"):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.use_replay = mode
        self.optimizer = torch.optim.SGD(self.parameters(), lr=0.1)

    def forward(self, x):
        return self.fc(x)

    def train_a_batch(self, x, y, x_, y_, rnt=0.5):
        self.optimizer.zero_grad()
        loss_replay = F.cross_entropy(self(x_), y_)
        if self.use_replay in ('inequality', 'both'):
            if self.use_replay == 'both':
                loss_replay = (1 - rnt) * loss_replay
            loss_replay.backward()
            grad_rep = torch.cat([p.grad.view(-1) for p in self.parameters()])
            if self.use_replay == 'inequality':
                self.optimizer.zero_grad()
        loss_cur = F.cross_entropy(self(x), y)
        if self.use_replay == 'inequality':
            loss_total = loss_cur
        elif self.use_replay == 'both':
            loss_total = rnt * loss_cur
        else:
            loss_total = FINAL
        loss_total.backward()
        self.optimizer.step()
        return loss_total.item()

CALLS
'''

KNOWN = '''
for mode in ("normal", "inequality", "both"):
    learner = Learner(mode)
    learner.train_a_batch(torch.randn(8, 4), torch.randint(0, 3, (8,)),
                          torch.randn(8, 4), torch.randint(0, 3, (8,)))
'''

UNKNOWN = '''
learner = Learner(sys.argv[1])
learner.train_a_batch(torch.randn(8, 4), torch.randint(0, 3, (8,)),
                      torch.randn(8, 4), torch.randint(0, 3, (8,)))
'''

GOOD = "rnt * loss_cur + (1 - rnt) * loss_replay"


def codes(calls: str, final: str = GOOD) -> list[str]:
    source = textwrap.dedent(LEARNER).replace("CALLS", calls).replace("FINAL", final)
    return [f.code for f in lint_source(source, "learner.py")]


def test_each_value_runs_its_own_path():
    assert codes(UNKNOWN) == []
    assert codes("") == []  # (the method as an entry, its instance's setting not known)


def test_a_known_value_decides_membership():
    assert codes(KNOWN) == []


def test_a_path_that_backpropagates_twice_is_still_reported():
    # (on the "both" path the first backward freed what the last one walks again)
    source = LEARNER.replace("loss_total = rnt * loss_cur\n", "loss_total = loss_cur + loss_replay\n")
    assert [f.code for f in lint_source(textwrap.dedent(source).replace("CALLS", UNKNOWN)
                                        .replace("FINAL", GOOD), "learner.py")] == ["AGL005"]
