"""A layer rebuilt into a name, then put on the model after the optimizer exists (AGL019), is
stale like one built in place; a part the optimizer already owns (a spare table swapped in), or
a new one handed to `add_param_group`, is not."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''import torch
from torch import nn


class PriceModel(nn.Module):
    def __init__(self, n):
        super().__init__()
        self.vessels = nn.Embedding(n, 4)
        self.body = nn.Linear(7, 1)
        self.spare = nn.Embedding(n, 4)

    def forward(self, x, vessel):
        return self.body(torch.cat([x, self.vessels(vessel)], dim=1)).squeeze(-1)

    def add_vessels(self, n_new):
        old = self.vessels
        GROWN
        self.vessels = grown
        return self


class Trainer:
    def __init__(self, model):
        self.model = model
        self.optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)

    def fit(self, x, v, y):
        for _ in range(3):
            loss = (self.model(x, v) - y).pow(2).mean()
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()


model = PriceModel(5)
trainer = Trainer(model)
x, y = torch.randn(8, 3), torch.randn(8)
trainer.fit(x, torch.randint(0, 5, (8,)), y)
model.add_vessels(3)
REGISTER
trainer.fit(x, torch.randint(0, 5, (8,)), y)
'''


def codes(grown: str, register: str = "") -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("GROWN", grown).replace("REGISTER", register))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_grown_table_is_stale():
    assert codes("grown = nn.Embedding(old.num_embeddings + n_new, 4)") == [(18, "AGL019")]


def test_owned_spare_swapped_in():
    assert codes("grown = self.spare") == []


def test_grown_table_given_to_the_optimizer():
    register = 'trainer.optimizer.add_param_group({"params": model.vessels.parameters()})'
    assert codes("grown = nn.Embedding(old.num_embeddings + n_new, 4)", register) == []
