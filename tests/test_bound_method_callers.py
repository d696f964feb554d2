"""An evaluation that runs a model's method through a name bound to it (`encode =
model.encode`, then `encode(x)` after `model.eval()`) is reported at that call, the place to
wrap in no_grad (AGL009), as `model.encode(x)` is."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
from torch import nn


class AutoEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.enc = nn.Linear(4, 2)
        self.dec = nn.Linear(2, 4)

    def encode(self, x):
        return self.enc(x)

    def forward(self, x):
        return self.dec(self.encode(x))


model = AutoEncoder()
model.load_state_dict(torch.load("ae.pt"))
model.eval()
CALL
'''


def messages(call: str) -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("CALL", call))
    return [(f.line, f.message) for f in lint_source(source, "t.py") if f.code == "AGL009"]


def test_bound_method_call_is_named():
    found = messages("encode = model.encode\ncodes = encode(torch.randn(8, 4))")
    assert len(found) == 1 and found[0][0] == 23 and "'encode()' runs 'self.enc'" in found[0][1]


def test_attribute_call_is_named():
    found = messages("codes = model.encode(torch.randn(8, 4))")
    assert len(found) == 1 and found[0][0] == 22 and \
        "'model.encode()' runs 'self.enc'" in found[0][1]


def test_under_no_grad_silent():
    assert messages("encode = model.encode\nwith torch.no_grad():\n    encode(torch.randn(8, 4))"
                    ) == []
