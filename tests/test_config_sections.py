"""A loss built from a dataclass config section: nested sections made by
`field(default_factory=Section)`, `dataclasses.asdict(section)`, `kwargs.pop("name")` and
`getattr(nn, name)(**kwargs)` carry the section's `reduction` to the loss (AGL007 where it is
"none"); a `**kwargs` whose entries are not known leaves the reduction unknown (no finding)."""
import textwrap

from autograd_lint import lint_source

PROGRAM = '''
from dataclasses import asdict, dataclass, field

import torch
from torch import nn


@dataclass
class LossSection:
    name: str = "SmoothL1Loss"
    beta: float = 1.0
    reduction: str = REDUCTION


@dataclass
class RunConfig:
    epochs: int = 3
    loss: LossSection = field(default_factory=LossSection)


def build(section):
    kwargs = asdict(section)
    name = kwargs.pop("name")
    return getattr(nn, name)(**kwargs)


def fit(cfg, batches):
    model = nn.Linear(3, 2)
    criterion = BUILD
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    for x, y in batches:
        optimizer.zero_grad()
        loss = criterion(model(x), y)
        loss.backward()
        optimizer.step()


fit(RunConfig(), [(torch.randn(4, 3), torch.randn(4, 2))])
'''


def codes(reduction='"none"', build="build(cfg.loss)") -> list[tuple[int, str]]:
    source = textwrap.dedent(PROGRAM.replace("REDUCTION", reduction).replace("BUILD", build))
    return sorted((f.line, f.code) for f in lint_source(source, "t.py"))


def test_an_unreduced_loss_from_a_nested_section_is_reported():
    assert codes() == [(34, "AGL007")]


def test_the_same_section_reducing_is_fine():
    assert codes(reduction='"mean"') == []


def test_keywords_of_unknown_entries_leave_the_reduction_unknown():
    assert codes(build="nn.SmoothL1Loss(**vars(cfg))") == []
