"""`getattr(models, args.arch)(args)` of a project package whose every public name is a network
class (ShichenLiu/CondenseNet's `models/__init__.py` re-exports four) builds one of those
networks: a forward after `eval()` with grad on is AGL009, in a helper handed the network too
(CondenseNet's `measure_model` after `validate`). A package that also exports a function or a
plain class may hand back anything: unknown, quiet."""
import textwrap

import pytest

from autograd_lint import lint_paths

NETS = '''
import torch.nn as nn


class DenseNet(nn.Module):
    def __init__(self, args):
        super().__init__()
        self.fc = nn.Linear(8, 10)

    def forward(self, x):
        return self.fc(x)
'''

INIT = '''
from .densenet import DenseNet as densenet
from .wide import WideNet as widenet
EXTRA
'''

WIDE = NETS.replace("DenseNet", "WideNet")

MAIN = '''
import argparse

import torch
import torch.nn as nn

import models

parser = argparse.ArgumentParser()
parser.add_argument("--arch", default="densenet")
args = parser.parse_args()


def validate(loader, model, criterion):
    model.eval()
    total = 0.0
    with torch.no_grad():
        for x, y in loader:
            total += criterion(model(x), y).item()
    return total


def count_outputs(model):
    sample = torch.zeros(1, 8)
    return model.forward(sample).numel()


def main():
    model = getattr(models, args.arch)(args)
    model = nn.DataParallel(model)
    criterion = nn.CrossEntropyLoss()
    loader = [(torch.randn(4, 8), torch.randint(0, 10, (4,)))]
    validate(loader, model, criterion)
    print(count_outputs(model))


main()
'''


def _lint(tmp_path, extra: str = "") -> list[tuple[str, int, str]]:
    package = tmp_path / "models"
    package.mkdir()
    (package / "__init__.py").write_text(textwrap.dedent(INIT).replace("EXTRA", extra))
    (package / "densenet.py").write_text(NETS)
    (package / "wide.py").write_text(WIDE)
    main = tmp_path / "main.py"
    main.write_text(MAIN)
    return sorted((f.path.rsplit("/", 1)[-1], f.line, f.code)
                  for f in lint_paths([str(main)]).findings)


@pytest.mark.parametrize("extra", ["", "import math", "_private_helper = None"])
def test_a_network_picked_by_name_from_a_package_of_networks(tmp_path, extra):
    assert _lint(tmp_path, extra) == [("main.py", 25, "AGL009")]


@pytest.mark.parametrize("extra", [
    "def build(args):\n    return None",
    "class Settings:\n    depth = 3",
    "from .wide import *",
])
def test_a_package_that_exports_other_things_is_unknown(tmp_path, extra):
    assert _lint(tmp_path, extra) == []
