"""A network frozen as a whole (`model.requires_grad_(False)`) and then given parts that train
(a LoRA layer set in place of a frozen linear, adapters appended to its ModuleList, one part
unfrozen with `requires_grad_(True)`) is frozen no longer throughout: its calls build graphs
through those parts, while its other parts stay frozen. (Session 50's held-out blind programs
mx10 and mx13 were missed: the call of the frozen network was taken to build no graph, so the
loss summed across steps and the teacher's undetached output into the student's update were
not seen.)"""
import textwrap

import pytest

from autograd_lint import lint_source

ADAPTED = '''
import copy
import torch
import torch.nn as nn
import torch.nn.functional as F


class LowRank(nn.Module):
    def __init__(self, base, rank=2):
        super().__init__()
        self.base = base
        self.down = nn.Parameter(torch.randn(rank, base.in_features) * 0.01)
        self.up = nn.Parameter(torch.zeros(base.out_features, rank))

    def forward(self, x):
        return self.base(x) + x @ self.down.t() @ self.up.t()


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.inner = nn.Linear(4, 8)
        self.outer = nn.Linear(8, 1)
        self.adapters = nn.ModuleList()

    def forward(self, x):
        h = torch.relu(self.inner(x))
        for adapter in self.adapters:
            h = h + adapter(h)
        return self.outer(h)


def adapt(model):
    model.requires_grad_(False)
ADAPT
    return [p for p in model.parameters() if p.requires_grad]


def pretrain(model):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for _ in range(5):
        opt.zero_grad()
        model(torch.randn(8, 4)).pow(2).mean().backward()
        opt.step()
    return model


@torch.no_grad()
def predict(model, x):
    return model(x)


base = pretrain(Net())
teacher = pretrain(copy.deepcopy(base))
teacher.eval()
student = copy.deepcopy(base)
optimizer = torch.optim.Adam(adapt(student), lr=1e-3)
for epoch in range(3):
    total = 0.0
    for step in range(10):
        x = torch.randn(8, 4)
        target = TEACHER
        loss = F.mse_loss(student(x), target)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += LOSS
    print(total)
'''

SET_IN_PLACE = '''    for name in ("inner", "outer"):
        setattr(model, name, LowRank(getattr(model, name)))'''
ASSIGNED = "    model.outer = LowRank(model.outer)"
APPENDED = "    model.adapters.append(nn.Linear(8, 8))"
UNFROZEN = "    model.outer.requires_grad_(True)"
WAYS = [SET_IN_PLACE, ASSIGNED, APPENDED, UNFROZEN]


def _lint(adapt, teacher="teacher(x)", loss="loss.item()"):
    source = textwrap.dedent(ADAPTED).replace("ADAPT", adapt).replace(
        "TEACHER", teacher).replace("LOSS", loss)
    return source, [(f.code, f.line) for f in lint_source(source, "adapt.py")]


def _line(source, text):
    return source.splitlines().index(text) + 1


@pytest.mark.parametrize("adapt", WAYS)
def test_the_teacher_output_into_the_adapted_student_update(adapt):
    source, found = _lint(adapt)
    assert found == [("AGL001", _line(source, "        target = teacher(x)"))]


@pytest.mark.parametrize("adapt", WAYS)
def test_the_loss_tensor_summed_over_steps(adapt):
    source, found = _lint(adapt, teacher="predict(teacher, x)", loss="loss")
    assert found == [("AGL010", _line(source, "        total += loss"))]


@pytest.mark.parametrize("adapt", WAYS)
def test_the_teacher_under_no_grad_and_the_loss_item(adapt):
    assert _lint(adapt, teacher="predict(teacher, x)")[1] == []


def test_a_frozen_feature_extractor_given_nothing_to_train():
    # the frozen network builds no graph: its output into another network's update is fine
    source = textwrap.dedent('''
        import torch
        import torch.nn as nn

        backbone = nn.Sequential(nn.Linear(4, 8), nn.ReLU())
        backbone.requires_grad_(False)
        head = nn.Linear(8, 1)
        optimizer = torch.optim.SGD(head.parameters(), lr=0.1)
        for step in range(10):
            features = backbone(torch.randn(8, 4))
            loss = head(features).pow(2).mean()
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
    ''')
    assert [f.code for f in lint_source(source, "probe.py")] == []
