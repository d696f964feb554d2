"""A network's plain dict of criteria built from a registry by names known only at run time
(`{n: TERMS[n](**opts.get(n, {})) for n in names}`) holds whichever the names pick: when one
of the registered classes holds parameters (a learned projection), that one is not registered
(AGL011), whichever others the dict may hold. A registry of parameter-free criteria only is
fine in a plain dict."""
import textwrap

from autograd_lint.engine import lint_paths

TERMS = '''
import torch.nn as nn
import torch.nn.functional as F


class Agreement(nn.Module):
    def forward(self, s, t, y):
        return F.kl_div(F.log_softmax(s, -1), F.softmax(t, -1), reduction="batchmean")


class Labels(nn.Module):
    def forward(self, s, t, y):
        return F.cross_entropy(s, y)


class Projected(nn.Module):
    def __init__(self, width=10):
        super().__init__()
        self.proj = PROJECTION

    def forward(self, s, t, y):
        return F.mse_loss(self.proj(s), t)


TERMS = {"agree": Agreement, "labels": Labels, "proj": Projected}
'''

WRAPPER = '''
import torch
import torch.nn as nn

from .terms import TERMS


class Student(nn.Module):
    def __init__(self, teacher, names, width=10):
        super().__init__()
        self.net = nn.Linear(6, width)
        self.teacher = teacher.requires_grad_(False)
        opts = {"proj": {"width": width}}
        self.terms = {n: TERMS[n](**opts.get(n, {})) for n in names}

    def forward(self, x, y):
        with torch.no_grad():
            t = self.teacher(x)
        s = self.net(x)
        return sum(term(s, t, y) for term in self.terms.values())
'''

RUN = '''
import torch
import torch.nn as nn

from .wrapper import Student

model = Student(nn.Linear(6, 10), "agree+proj".split("+"))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
for step in range(10):
    x, y = torch.randn(16, 6), torch.randint(0, 10, (16,))
    opt.zero_grad()
    model(x, y).backward()
    opt.step()
'''


def codes(tmp_path, projection: str) -> list[str]:
    package = tmp_path / "distil_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "terms.py").write_text(textwrap.dedent(TERMS).replace("PROJECTION", projection))
    (package / "wrapper.py").write_text(textwrap.dedent(WRAPPER))
    (package / "run.py").write_text(textwrap.dedent(RUN))
    return sorted(f.code for f in lint_paths([str(package)], jobs=1).findings)


def test_one_registered_criterion_holds_parameters(tmp_path):
    assert codes(tmp_path, "nn.Linear(width, width)") == ["AGL011"]


def test_every_registered_criterion_is_parameter_free(tmp_path):
    assert codes(tmp_path, "nn.Identity()") == []
