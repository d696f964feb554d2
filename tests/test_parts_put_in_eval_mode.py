"""`model.encoder.eval(); out = model(tokens)` with grad on: the part in eval mode runs inside the
forward of the network that holds it, which training shares, so AGL009 is reported at the
synthesis' call of that network (where a `no_grad()` goes), not at `self.encoder(...)` in the
forward. Under `no_grad` nothing is reported."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import torch
import torch.nn as nn


class Speaker(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(40, 16)
        self.encoder = nn.GRU(16, 16, batch_first=True)
        self.decoder = nn.Linear(16, 8)

    def forward(self, tokens):
        hidden, _ = self.encoder(self.embed(tokens))
        return self.decoder(hidden)


def synthesize(model, tokens):
    model.encoder.eval()
    CALL
    return frames[0].cpu().data.numpy()


model = Speaker()
opt = torch.optim.Adam(model.parameters(), lr=1e-3)
for step in range(20):
    tokens = torch.randint(0, 40, (4, 12))
    loss = model(tokens).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
print(synthesize(model, torch.randint(0, 40, (1, 12))).shape)
'''


def findings(call: str) -> list[tuple[str, int]]:
    source = textwrap.dedent(PROGRAM).replace("CALL", call)
    return [(f.code, f.line) for f in lint_source(source, "speak.py")]


def test_reported_at_the_call_of_the_network_holding_the_part():
    assert findings("frames = model(tokens)") == [("AGL009", 20)]


def test_nothing_under_no_grad():
    assert findings("with torch.no_grad():\n        frames = model(tokens)") == []


SOBOLEV = '''
import torch
import torch.nn as nn
from kd_losses import InputGradientMatch   # not read: it may differentiate by the input


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = nn.Linear(6, 16)
        self.body = nn.Sequential(nn.BatchNorm1d(16), nn.ReLU())
        self.head = nn.Linear(16, 3)

    def forward(self, x):
        return self.head(self.body(self.stem(x)))


def score(student, teacher, match, x, y):
    student.eval()
    teacher.body.eval()
    x.requires_grad = True
    return match(student(x), teacher(x), x, y).item()


student, teacher = Net(), Net()
match = InputGradientMatch()
opt = torch.optim.SGD(student.parameters(), lr=0.1)
for step in range(10):
    x, y = torch.randn(8, 6), torch.randint(0, 3, (8,))
    loss = nn.functional.cross_entropy(student(x), y)
    opt.zero_grad()
    loss.backward()
    opt.step()
    print(score(student, teacher, match, torch.randn(8, 6), y))
'''


def test_a_part_run_on_an_input_made_to_require_grad():
    assert [f.code for f in lint_source(SOBOLEV, "sobolev.py")] == []
