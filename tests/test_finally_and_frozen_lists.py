"""A `return` inside `try` runs the `finally` too: a helper that switches grad off and restores
the caller's mode there (`previous = torch.is_grad_enabled()` ... `torch.set_grad_enabled(
previous)`) leaves the next forward with grad on; one that never restores leaves it off, and the
next loss trains nothing (AGL018). A network frozen on purpose and kept in a plain list (a
distillation teacher out of `state_dict()`) is no unregistered module (AGL011); a trainable one
is."""
import textwrap

from autograd_lint import lint_source

RESTORE = '''
import torch
from torch import nn


def call_without_grad(fn, *args):
    previous = torch.is_grad_enabled()
    torch.set_grad_enabled(False)
    try:
        return fn(*args)
    finally:
        RESTORE


def clamp_(model):
    model.weight.clamp_(min=0.0)


model = nn.Linear(3, 1)
optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
for _ in range(3):
    optimizer.zero_grad()
    loss = model(torch.randn(4, 3)).pow(2).mean()
    loss.backward()
    optimizer.step()
    call_without_grad(clamp_, model)
'''

DISTILLER = '''
import torch
from torch import nn


class Distiller(nn.Module):
    def __init__(self, student, teacher):
        super().__init__()
        self.student = student
        self._teacher = [TEACHER]

    def loss(self, x, y):
        pred = self.student(x)
        soft = self._teacher[0](x)
        return nn.functional.mse_loss(pred, soft) + nn.functional.mse_loss(pred, y)


distiller = Distiller(nn.Linear(3, 1), nn.Linear(3, 1))
optimizer = torch.optim.SGD(distiller.parameters(), lr=0.1)
for _ in range(3):
    loss = distiller.loss(torch.randn(4, 3), torch.randn(4, 1))
    optimizer.zero_grad()
    loss.backward()
    optimizer.step()
'''


def codes(program: str, hole: str, text: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(program.replace(hole, text))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_grad_mode_restored_in_finally():
    assert codes(RESTORE, "RESTORE", "torch.set_grad_enabled(previous)") == []


def test_grad_mode_left_off():
    assert codes(RESTORE, "RESTORE", "pass") == [(24, "AGL018")]


def test_frozen_teacher_in_a_plain_list():
    assert codes(DISTILLER, "TEACHER", "teacher.eval().requires_grad_(False)") == []


def test_trainable_network_in_a_plain_list():
    assert codes(DISTILLER, "TEACHER", "teacher") == [(10, "AGL011")]
