"""Criteria picked from a table by names known only at run time (`nn.ModuleDict({n: table[n]
for n in names})`) are each of the table's criteria, and `crit(*pairs[n])` of a dict of
equally long tuples unpacks one of them: the loop over the criteria runs each forward on its
pair. A meter that sums what it is handed (`self.total += value * n`) then keeps every
iteration's graph when handed the loss tensors (AGL010), not when handed `.item()`."""
import textwrap

from autograd_lint.engine import lint_paths

LOSSES = '''
import torch.nn as nn
import torch.nn.functional as F


class Fidelity(nn.Module):
    def forward(self, pred, target):
        return F.l1_loss(pred, target)


class Smoothness(nn.Module):
    def forward(self, pred, reference):
        return F.mse_loss(pred[:, 1:] - pred[:, :-1], reference[:, 1:] - reference[:, :-1])


def pick_criteria(spec):
    table = {"fid": Fidelity(), "smooth": Smoothness()}
    return nn.ModuleDict({name: table[name] for name in spec.split(",")})
'''

METERS = '''
class Running:
    def __init__(self):
        self.total, self.count = 0.0, 0

    def add(self, value, n=1):
        self.total += value * n
        self.count += n

    def mean(self):
        return self.total / max(self.count, 1)
'''

LOOP = '''
import sys

import torch
import torch.nn as nn

from .losses import pick_criteria
from .meters import Running


def fit(spec, epochs=3):
    net = nn.Linear(16, 16)
    criteria = pick_criteria(spec)
    opt = torch.optim.Adam(net.parameters(), lr=1e-3)
    for epoch in range(epochs):
        meters = {name: Running() for name in criteria}
        for step in range(20):
            x, y = torch.randn(8, 16), torch.randn(8, 16)
            out = net(x)
            pairs = {"fid": (out, y), "smooth": (out, x)}
            terms = {name: crit(*pairs[name]) for name, crit in criteria.items()}
            opt.zero_grad()
            sum(terms.values()).backward()
            opt.step()
            for name, term in terms.items():
                meters[name].add(HANDED, x.shape[0])
        print(epoch, {name: m.mean() for name, m in meters.items()})


if __name__ == "__main__":
    fit(sys.argv[1] if len(sys.argv) > 1 else "fid,smooth")
'''


def findings(tmp_path, handed: str) -> list[tuple[str, str]]:
    package = tmp_path / "smooth_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "losses.py").write_text(textwrap.dedent(LOSSES))
    (package / "meters.py").write_text(textwrap.dedent(METERS))
    (package / "loop.py").write_text(textwrap.dedent(LOOP).replace("HANDED", handed))
    result = lint_paths([str(package)], jobs=1)
    return sorted((f.code, f.path.rsplit("/", 1)[-1]) for f in result.findings)


def test_loss_tensors_handed_to_a_summing_meter(tmp_path):
    assert ("AGL010", "loop.py") in findings(tmp_path, "term")


def test_numbers_handed_to_the_same_meter(tmp_path):
    assert findings(tmp_path, "term.item()") == []
