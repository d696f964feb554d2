"""A runner's work split over its own methods (`run` -> `validate` -> `_batches` -> `_one`) is
one object's work: followed a little deeper than calls into other code, so that what the
innermost method does (here an evaluation with grad on, AGL009) is seen from the script."""
import textwrap

from autograd_lint import lint_source

RUNNER = '''
import torch
import torch.nn as nn


class Runner:
    def __init__(self, model, optimizer, batches):
        self.model = model
        self.optimizer = optimizer
        self.batches = batches

    def run(self, epochs):
        for _ in range(epochs):
            self.train_epoch()
            self.validate()

    def train_epoch(self):
        self.model.train()
        for x, y in self.batches:
            self.optimizer.zero_grad()
            nn.functional.mse_loss(self.model(x), y).backward()
            self.optimizer.step()

    def validate(self):
        self.model.eval()
        WRAP
        return self._mean_error()

    def _mean_error(self):
        return sum(self._error(x, y) for x, y in self.batches) / len(self.batches)

    def _error(self, x, y):
        return (self._predict(x) - y).abs().mean().item()

    def _predict(self, x):
        return self.model(x)


def main():
    net = nn.Linear(4, 1)
    runner = Runner(net, torch.optim.SGD(net.parameters(), lr=0.1),
                    [(torch.randn(8, 4), torch.randn(8, 1))])
    runner.run(3)


main()
'''


def codes(wrap: str):
    source = textwrap.dedent(RUNNER)
    if wrap:
        source = source.replace("        WRAP\n        return self._mean_error()",
                                "        with torch.no_grad():\n"
                                "            return self._mean_error()")
    else:
        source = source.replace("        WRAP\n", "")
    return [(f.code, f.line) for f in lint_source(source, "runner.py")]


def test_the_innermost_methods_evaluation_is_seen():
    assert codes("") == [("AGL009", 35)]


def test_under_no_grad_it_is_fine():
    assert codes("no_grad") == []
