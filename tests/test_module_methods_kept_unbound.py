"""A network's reading method kept unbound and called later (`self.param_list =
[self.named_parameters]`, then `for n, p in gen()`: continual-learning code's way of listing
the parameters to regularise) yields the network's parameters, not a layer's output: its
parameters are leaves (no AGL008), iterating them is no forward (no AGL009), and editing one in
place outside no_grad is still AGL002. First look of session 43 (GMvandeVen/continual-learning:
four false AGL008)."""
import textwrap

from autograd_lint import lint_source

LEARNER = '''
import torch
from torch import nn
import torch.nn.functional as F

class Learner(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.param_list = [self.named_parameters]
        self.opt = torch.optim.SGD(self.parameters(), lr=0.1)

    def forward(self, x):
        return self.fc(x)

    def snapshot(self):
        old = {}
        for gen_params in self.param_list:
            for n, p in gen_params():
                old[n] = p.detach().clone()
        return old

    def importance(self, old, W):
        for gen_params in self.param_list:
            for n, p in gen_params():
                if p.grad is not None:
                    W[n].add_(-p.grad * (p.detach() - old[n]))

    def train_step(self, x, y):
        old = self.snapshot()
        W = {n: torch.zeros_like(v) for n, v in old.items()}
        self.opt.zero_grad()
        loss = F.cross_entropy(self(x), y)
        loss.backward()
        self.opt.step()
        self.importance(old, W)
        return W

learner = Learner()
for _ in range(2):
    learner.train_step(torch.randn(8, 4), torch.randint(0, 3, (8,)))
'''

MANUAL_STEP = '''
import torch
from torch import nn
import torch.nn.functional as F

class Learner(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.param_list = [self.named_parameters]

    def forward(self, x):
        return self.fc(x)

    def sgd_step(self, lr):
        for gen_params in self.param_list:
            for n, p in gen_params():
                p.sub_(lr * p.grad)

learner = Learner()
for _ in range(2):
    loss = F.cross_entropy(learner(torch.randn(8, 4)), torch.randint(0, 3, (8,)))
    learner.zero_grad()
    loss.backward()
    learner.sgd_step(0.1)
'''


def codes(source: str) -> list[str]:
    return sorted(f.code for f in lint_source(textwrap.dedent(source), "learner.py"))


def test_parameters_listed_by_an_unbound_method_are_leaves():
    assert codes(LEARNER) == []


def test_an_in_place_edit_of_them_is_still_reported():
    assert codes(MANUAL_STEP) == ["AGL002"]


def test_bound_directly_to_a_name():
    source = MANUAL_STEP.replace("for gen_params in self.param_list:",
                                 "for gen_params in [self.named_parameters]:")
    assert codes(source) == ["AGL002"]
    assert codes(LEARNER.replace("self.param_list = [self.named_parameters]",
                                 "self.param_list = [self.named_parameters, self.named_buffers]")
                 ) == []
