"""A module that is one of several classes (`criterions[args.mode]` of a dict of criterion
objects, `A() if flag else B()`) runs one of their forwards: each is followed on a path of its own,
as the branches of an `if` are, so what one of them does (an in-place edit of a tensor softmax
saved, a backward of its own) is seen. When none of them does anything wrong, nothing is
reported."""
import textwrap

from autograd_lint import lint_source

DISTIL = '''
import argparse
import torch
import torch.nn as nn
import torch.nn.functional as F

parser = argparse.ArgumentParser()
parser.add_argument("--mode", default="kl")
args = parser.parse_args()


class Cosine(nn.Module):
    def forward(self, s, t):
        return 1 - F.cosine_similarity(s, t.detach()).mean()


class SoftKL(nn.Module):
    def forward(self, s, t):
        q = torch.softmax(s / 2.0, dim=1)
        p = torch.softmax(t / 2.0, dim=1)
        CLAMP
        return (p * (p.log() - q.log())).sum(1).mean()


student, teacher = nn.Linear(6, 3), nn.Linear(6, 3).requires_grad_(False)
criterions = {"cos": Cosine(), "kl": SoftKL()}
opt = torch.optim.SGD(student.parameters(), lr=0.1)
for _ in range(20):
    x = torch.randn(16, 6)
    loss = criterions[args.mode](student(x), teacher(x))
    opt.zero_grad()
    loss.backward()
    opt.step()
'''

PICKED = DISTIL.replace('criterions = {"cos": Cosine(), "kl": SoftKL()}',
                        'criterion = SoftKL() if args.mode == "kl" else Cosine()') \
    .replace("criterions[args.mode]", "criterion")


def codes(source: str, clamp: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(source).replace("CLAMP", clamp)
    return sorted((f.line, f.code) for f in lint_source(source, "distil.py"))


def test_an_inplace_edit_in_one_of_the_criteria_of_a_dict_picked_by_mode():
    """(the student's softmax output, which softmax saved, clamped in place)"""
    assert codes(DISTIL, "q.clamp_(min=1e-6)") == [(21, "AGL006")]


def test_one_of_two_classes_built_by_a_conditional_expression():
    assert codes(PICKED, "q.clamp_(min=1e-6)") == [(21, "AGL006")]


def test_criteria_that_edit_only_what_no_graph_saved_are_quiet():
    """(the frozen teacher's probabilities carry no graph: clamping them in place is fine)"""
    assert codes(DISTIL, "p.clamp_(min=1e-6)") == []
    assert codes(DISTIL, "q = q.clamp(min=1e-6)") == []


EVALUATED = '''
import sys
import torch
import torch.nn as nn


class Wide(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Linear(4, 16)
        self.fc = nn.Linear(16, 2)

    def forward(self, x):
        return self.fc(torch.relu(self.conv1(x)))


class Small(nn.Module):
    def __init__(self):
        super().__init__()
        self.bn1 = nn.Linear(4, 2)

    def forward(self, x):
        return self.bn1(x)


model = Wide() if sys.argv[1] == "wide" else Small()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    opt.zero_grad()
    model(torch.randn(2, 4)).sum().backward()
    opt.step()
model.eval()
print(model(torch.randn(2, 4)).argmax(1))
'''


def test_one_of_several_networks_put_in_eval_mode_is_reported_at_its_call():
    """(each class's forward runs in the mode the one of several was put in: the layers inside
    are not evaluations of their own)"""
    found = [(f.line, f.code, f.message.split(" with ")[0]) for f in
             lint_source(EVALUATED, "pick.py")]
    assert found == [(33, "AGL009", "'model' runs after eval()")]


NESTED = '''
import torch
import torch.nn as nn
from loaders import batches   # another package: not read


class FixedTime(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.table = nn.Embedding(24, d)

    def forward(self, hours):
        return self.table(hours)


class LearnedTime(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.proj = nn.Linear(1, d)

    def forward(self, hours):
        return self.proj(hours.float().unsqueeze(-1))


class Embedding(nn.Module):
    def __init__(self, d, fixed):
        super().__init__()
        self.value = nn.Linear(3, d)
        self.time = FixedTime(d) if fixed else LearnedTime(d)

    def forward(self, x, hours):
        return self.value(x) + self.time(hours)


class Forecaster(nn.Module):
    def __init__(self, d=8, fixed=True):
        super().__init__()
        self.embed = Embedding(d, fixed)
        self.head = nn.Linear(d, 1)

    def forward(self, x, hours):
        return self.head(self.embed(x, hours))


class Stacked(nn.Module):
    def __init__(self, d=8, fixed=True):
        super().__init__()
        self.embed = Embedding(d, fixed)
        self.head = nn.Sequential(nn.Linear(d, d), nn.ReLU(), nn.Linear(d, 1))

    def forward(self, x, hours):
        return self.head(self.embed(x, hours))


MODELS = {"plain": Forecaster, "stacked": Stacked}


class Exp:
    def __init__(self, name="plain"):
        self.model = MODELS[name]()
        self.opt = torch.optim.Adam(self.model.parameters())

    def _one_batch(self, x, hours):
        return self.model(x, hours)

    def train(self):
        self.model.train()
        for x, hours, y in batches("train"):
            loss = (self._one_batch(x, hours) - y).pow(2).mean()
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()

    def test(self):
        self.model.eval()
        return [self._one_batch(x, hours).detach().numpy() for x, hours, _ in batches("test")]


exp = Exp()
exp.train()
print(len(exp.test()))
'''


def test_one_of_several_layers_inside_an_evaluated_network_is_not_reported_itself():
    """(the layer is a part of the network the evaluation runs: that call is the one named,
    not the one-of-two embedding inside its forward)"""
    found = [(f.line, f.code) for f in lint_source(NESTED, "exp.py")]
    assert all(line >= 60 for line, _ in found), found
    assert [code for _, code in found] == ["AGL009"]
