import copy

import torch


class MomentumTeacher:
    """Keeps an exponential moving average of the student's weights."""

    def __init__(self, student, momentum=0.996):
        self.module = copy.deepcopy(student)
        self.momentum = momentum

    @torch.no_grad()
    def update(self, student):
        for t, s in zip(self.module.parameters(), student.parameters()):
            t.mul_(self.momentum).add_(s, alpha=1.0 - self.momentum)

    @torch.no_grad()
    def __call__(self, *views):
        return [self.module(v) for v in views]
