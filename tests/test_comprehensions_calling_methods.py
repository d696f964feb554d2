"""A comprehension whose element calls a method of a project class on a local object
(`losses = [refiner.train_iteration() for _ in range(iters)]`) runs it once per item, as a
loop does: a step per item of an optimizer zeroed only before the comprehension accumulates
gradients (AGL004; session 50's blind program mw02 was missed, its comprehension run once).
Zeroed inside the method: nothing."""
import textwrap

import pytest

from autograd_lint import lint_source

SOURCE = '''
import sys
import torch
import torch.nn as nn


class Refiner:
    def __init__(self, field, poses):
        self.field, self.poses = field, poses
        self.field_opt = torch.optim.Adam(field.parameters())
        self.pose_opt = torch.optim.Adam(poses.parameters())

    def start_epoch(self):
        self.pose_opt.zero_grad()

    def train_iteration(self):
        self.field_opt.zero_grad()
ZERO
        loss = self.field(self.poses(torch.randn(4, 3))).pow(2).mean()
        loss.backward()
        self.field_opt.step()
        self.pose_opt.step()
        return loss.item()


def main(epochs, iters):
    refiner = Refiner(nn.Linear(3, 1), nn.Linear(3, 3))
    for epoch in range(epochs):
        refiner.start_epoch()
        losses = ITERATIONS
        print(sum(losses) / len(losses))


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
'''


@pytest.mark.parametrize("iterations", [
    "[refiner.train_iteration() for _ in range(iters)]",
    "list(refiner.train_iteration() for _ in range(iters))"])
def test_steps_of_an_optimizer_zeroed_once_per_epoch(iterations):
    source = textwrap.dedent(SOURCE).replace("ZERO\n", "").replace("ITERATIONS", iterations)
    found = [(f.code, f.line) for f in lint_source(source, "refine.py")]
    assert found == [("AGL004", source.splitlines().index("        self.pose_opt.step()") + 1)]


def test_the_optimizer_zeroed_in_each_iteration():
    source = textwrap.dedent(SOURCE).replace(
        "ZERO", "        self.pose_opt.zero_grad()").replace(
        "ITERATIONS", "[refiner.train_iteration() for _ in range(iters)]")
    assert [f.code for f in lint_source(source, "refine.py")] == []
