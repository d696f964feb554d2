"""A criterion's value carries a graph only if its inputs do. Given detached predictions and a
batch an unseen call returned (whose graph, if any, is not known), whether the value carries one
is unknown: keeping it in a list (AGL010) or handing the list to numpy (AGL013) is not reported.
The same criterion of the undetached predictions still is."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
import numpy as np
import torch
import torch.nn as nn
from data_provider import make_loader   # another package: not read


class Exp:
    def __init__(self):
        self.model = nn.Linear(7, 1)
        self.opt = torch.optim.Adam(self.model.parameters(), lr=1e-3)
        self.loader = make_loader("val")

    def _one_batch(self, batch_x, batch_y):
        return self.model(batch_x.float()), batch_y.float()

    def train(self, criterion):
        for batch_x, batch_y in make_loader("train"):
            pred, true = self._one_batch(batch_x, batch_y)
            loss = criterion(pred, true)
            self.opt.zero_grad()
            loss.backward()
            self.opt.step()

    def vali(self, criterion):
        total_loss = []
        for batch_x, batch_y in self.loader:
            pred, true = self._one_batch(batch_x, batch_y)
            loss = criterion(PRED, true.detach().cpu())
            total_loss.append(loss)
        return np.average(total_loss)


exp = Exp()
for epoch in range(3):
    exp.train(nn.MSELoss())
    print(exp.vali(nn.MSELoss()))
'''


def codes(pred: str) -> list[str]:
    source = textwrap.dedent(PROGRAM).replace("PRED", pred)
    return sorted(f.code for f in lint_source(source, "exp.py"))


def test_a_criterion_of_detached_predictions_and_an_unseen_batch():
    assert "AGL010" not in codes("pred.detach().cpu()")
    assert "AGL013" not in codes("pred.detach().cpu()")


def test_the_same_criterion_of_predictions_with_their_graph_is_kept():
    assert "AGL010" in codes("pred")
