"""A function is followed at least once in each grad mode it is called in, past the depth limit
(a network's `forward` six calls below a script's `main()`, followed before only from the
evaluation under `no_grad`), and a dataclass a forward returns keeps its fields' graphs (an
`out.loss` backpropagated walks the forward's graph)."""
from autograd_lint import lint_paths

LAYERS = '''
import torch
import torch.nn as nn


class Attention(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.score = nn.Linear(dim, 1)

    def forward(self, states):
        dist = torch.softmax(self.score(states).squeeze(-1), dim=-1)
        context = torch.bmm(dist.unsqueeze(1), states).squeeze(1)
        return context, dist
'''

MODEL = '''
from dataclasses import dataclass
from typing import Optional

import torch
import torch.nn as nn

from .layers import Attention


@dataclass
class Output:
    loss: Optional[torch.Tensor]
    logits: torch.Tensor


class Copier(nn.Module):
    def __init__(self, dim=8):
        super().__init__()
        self.attention = Attention(dim)
        self.gate = nn.Linear(dim, 1)

    def step(self, states):
        context, dist = self.attention(states)
        gate = torch.sigmoid(self.gate(context))
        copy = dist.{edit}(1.0 - gate)
        return copy

    def forward(self, states, labels=None):
        logits = self.step(states)
        loss = None
        if labels is not None:
            loss = nn.functional.cross_entropy(logits, labels)
        return Output(loss=loss, logits=logits)
'''

TRAINER = '''
import torch


class Trainer:
    def __init__(self, model, batches):
        self.model, self.batches = model, batches
        self.optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)

    def compute_loss(self, inputs):
        return self.model(**inputs).loss

    def training_step(self, inputs):
        self.model.train()
        loss = self.compute_loss(inputs)
        loss.backward()
        return loss.item()

    def evaluate(self):
        self.model.eval()
        with torch.no_grad():
            return [self.model(**inputs).logits.argmax(-1) for inputs in self.batches]

    def train(self):
        for epoch in range(2):
            self.evaluate()
            for inputs in self.batches:
                self.optimizer.zero_grad()
                self.training_step(inputs)
                self.optimizer.step()
'''

TRAIN = '''
import torch

from .model import Copier
from .trainer import Trainer


def main():
    batches = [{"states": torch.randn(4, 5, 8), "labels": torch.randint(0, 5, (4,))}
               for _ in range(3)]
    Trainer(Copier(), batches).train()


if __name__ == "__main__":
    main()
'''


def _package(tmp_path, edit: str) -> str:
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'demo'\n")
    package = tmp_path / "copier"
    package.mkdir()
    (package / "__init__.py").write_text("")
    for name, text in (("layers", LAYERS), ("model", MODEL.replace("{edit}", edit)),
                       ("trainer", TRAINER), ("train", TRAIN)):
        (package / f"{name}.py").write_text(text.lstrip())
    return str(package / "model.py")


def test_an_in_place_edit_on_the_training_path_below_the_depth_limit(tmp_path):
    found = lint_paths([_package(tmp_path, "mul_")], jobs=1).findings
    assert [(f.line, f.code) for f in found] == [(25, "AGL006")]


def test_the_out_of_place_op_is_quiet(tmp_path):
    assert lint_paths([_package(tmp_path, "mul")], jobs=1).findings == []


SCRIPT = '''
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Output:
    loss: torch.Tensor
    probs: torch.Tensor


class Scorer(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 3)

    def forward(self, x, y):
        probs = torch.softmax(self.fc(x), dim=-1)
        loss = nn.functional.nll_loss(probs.log(), y)
        return Output(loss=loss, probs=probs)


model = Scorer()
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    out = model(torch.randn(4, 6), torch.randint(0, 3, (4,)))
    out.probs.{edit}(0.5)
    opt.zero_grad()
    out.loss.backward()
    opt.step()
'''


def test_the_fields_of_a_dataclass_a_forward_returns_keep_their_graphs(tmp_path):
    # (`out.probs`, which the softmax saved, edited in place before `out.loss.backward()`)
    path = tmp_path / "score.py"
    path.write_text(SCRIPT.lstrip().replace("{edit}", "mul_"))
    assert [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings] == \
        [(28, "AGL006")]
    path.write_text(SCRIPT.lstrip().replace("{edit}", "mul"))
    assert lint_paths([str(path)], jobs=1).findings == []


DISTILL = '''
from dataclasses import dataclass

import torch
import torch.nn as nn


@dataclass
class Output:
    logits: torch.Tensor


class Net(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.fc = nn.Linear(6, width)
        self.head = nn.Linear(width, 3)

    def forward(self, x):
        return Output(logits=self.head(torch.relu(self.fc(x))))


teacher, student = Net(32), Net(4)
teacher_opt = torch.optim.SGD(teacher.parameters(), lr=0.1)
student_opt = torch.optim.SGD(student.parameters(), lr=0.1)
for _ in range(3):
    x, y = torch.randn(8, 6), torch.randint(0, 3, (8,))
    teacher_opt.zero_grad()
    nn.functional.cross_entropy(teacher(x).logits, y).backward()
    teacher_opt.step()
teacher.eval()
for _ in range(3):
    x = torch.randn(8, 6)
    soft = teacher(x).logits.softmax(-1)
    loss = nn.functional.kl_div(student(x).logits.log_softmax(-1), soft, reduction="batchmean")
    student_opt.zero_grad()
    loss.backward()
    student_opt.step()
'''


def test_a_teachers_dataclass_output_carries_its_graph_into_the_students_loss(tmp_path):
    path = tmp_path / "distill.py"
    path.write_text(DISTILL.lstrip())
    assert [(f.line, f.code) for f in lint_paths([str(path)], jobs=1).findings] == \
        [(33, "AGL001")]
