"""A flag set to a literal in one branch and tested later (`if args.convert_from is not None:
args.evaluate = True; convert(model)` ... `if args.evaluate: validate(); return`): the later test
agrees with the first one's truth, and what the function does after the return it takes on one
path (train with the optimizer built before the conversion) cannot follow that path. No
AGL019 for a conversion that only evaluation follows (ShichenLiu/CondenseNet's
`convert_model`); one that training follows is still reported."""
import textwrap

import pytest

from autograd_lint import lint_source

CONVERT = '''
import argparse
import torch
import torch.nn as nn

parser = argparse.ArgumentParser()
parser.add_argument("--evaluate", action="store_true")
parser.add_argument("--convert", default=None)
args = parser.parse_args()


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(4, 2)

    def forward(self, x):
        return self.fc(x)


def convert(model):
    for name in model._modules:
        child = model._modules[name]
        if isinstance(child, nn.Linear):
            model._modules[name] = nn.Linear(child.in_features, child.out_features)


def main():
    model = Net()
    optimizer = torch.optim.SGD(model.parameters(), lr=0.1)
    if args.convert is not None:
        SET
        convert(model)
    if TEST:
        with torch.no_grad():
            model(torch.randn(2, 4))
        return
    for epoch in range(2):
        optimizer.zero_grad()
        model(torch.randn(2, 4)).sum().backward()
        optimizer.step()


main()
'''


def _codes(flag_set: str, test: str = "args.evaluate") -> list[tuple[int, str]]:
    source = textwrap.dedent(CONVERT).replace("SET", flag_set).replace("TEST", test)
    return [(f.line, f.code) for f in lint_source(source, "convert.py")]


@pytest.mark.parametrize("test", ["args.evaluate", "args.convert is not None or args.evaluate"])
def test_a_conversion_only_evaluation_follows(test):
    assert _codes("args.evaluate = True", test) == []


def test_a_flag_of_a_local_name_set_in_the_branch():
    source = textwrap.dedent(CONVERT).replace(
        "    model = Net()", "    evaluate = args.evaluate\n    model = Net()").replace(
        "SET", "evaluate = True").replace("TEST", "evaluate")
    assert [(f.line, f.code) for f in lint_source(source, "convert.py")] == []


@pytest.mark.parametrize("flag_set", ["args.evaluate = False", "args.note = True"])
def test_a_conversion_training_may_follow_is_reported(flag_set):
    assert _codes(flag_set) == [(25, "AGL019")]
