"""A flag bound to a test (`per_context = True if (self.mask_dict is not None and x_ is not
None) else False`, or `flag = a and b`) is that test: a path that knows the tests it was made
of knows the flag, and a path that knows the flag knows them (`if per_context: backward` inside
a loop that runs the forward anew each iteration when `self.mask_dict is not None`). A false
AGL005 of GMvandeVen/continual-learning (session 43); the same code with the forward left out
of the loop still backpropagates twice through one graph."""
import textwrap

from autograd_lint import lint_source

LEARNER = '''
import sys
import torch
from torch import nn
import torch.nn.functional as F


class Learner(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 3)
        self.mask_dict = None
        self.optimizer = torch.optim.SGD(self.parameters(), lr=0.1)

    def forward(self, x):
        return self.fc(x)

    def train_a_batch(self, x, y, x_=None, y_=None):
        self.optimizer.zero_grad()
        per_context = FLAG
        if x_ is not None:
            if self.mask_dict is None:
                y_hat_all = self(x_)
            for replay_id in range(len(y_)):
                if self.mask_dict is not None:
                    y_hat_all = self(x_)
                loss_r = F.cross_entropy(y_hat_all, y_[replay_id])
                if per_context:
                    loss_r.backward()
        loss = F.cross_entropy(self(x), y)
        loss.backward()
        self.optimizer.step()


learner = Learner()
learner.mask_dict = MASKS
learner.train_a_batch(torch.randn(8, 4), torch.randint(0, 3, (8,)),
                      torch.randn(8, 4), [torch.randint(0, 3, (8,))] * 2)
'''

FLAGS = ["True if ((self.mask_dict is not None) and (x_ is not None)) else False",
         "self.mask_dict is not None and x_ is not None"]


def codes(flag: str, masks: str = "sys.argv", source: str = LEARNER) -> list[str]:
    text = textwrap.dedent(source).replace("FLAG", flag).replace("MASKS", masks)
    return [f.code for f in lint_source(text, "learner.py")]


def test_the_flag_and_its_tests_agree():
    for flag in FLAGS:
        assert codes(flag) == []
        assert codes(flag, "None") == []
        assert codes(flag, "{0: []}") == []


def test_one_forward_backpropagated_each_iteration_is_still_reported():
    once = LEARNER.replace("            if self.mask_dict is None:\n                y_hat_all",
                           "            if True:\n                y_hat_all").replace(
        "                if self.mask_dict is not None:\n                    y_hat_all = self(x_)\n",
        "")
    for flag in FLAGS:
        assert codes(flag, source=once) == ["AGL005"]
        assert codes(flag, "{0: []}", source=once) == ["AGL005"]
        assert codes(flag, "None", source=once) == []  # (no mask: the flag is false)


def test_a_flag_made_of_itself_is_not_a_test_of_anything_known():
    # (`search = search or budget is not None`: what `search` held before is its own test)
    source = '''
import torch


def descend(target, steps=5, lr=0.1, search=False, budget=None):
    search = search or budget is not None
    z = torch.randn(3, 4, requires_grad=True)
    opt = torch.optim.Adam([z], lr=lr)
    for _ in range(steps):
        err = (z - target).pow(2).sum()
        if search:
            z = torch.randn(3, 4)
        elif not search:
            opt.zero_grad()
            err.backward()
            opt.step()
            z = z - lr * z.grad
    return z


descend(torch.zeros(3, 4))
'''
    assert [f.code for f in lint_source(source, "descent.py")] == ["AGL003"]
