import copy

import torch


class MomentumTeacher:
    """Slow-moving copy of the student encoder; provides regression targets."""

    def __init__(self, student, *, momentum=0.99):
        self.net = copy.deepcopy(student)
        self.momentum = momentum

    @torch.no_grad()
    def update(self, student):
        for t, s in zip(self.net.parameters(), student.parameters()):
            t.mul_(self.momentum).add_(s, alpha=1 - self.momentum)
        for tb, sb in zip(self.net.buffers(), student.buffers()):
            tb.copy_(sb)

    @torch.no_grad()
    def targets(self, *views):
        self.net.train()
        return [self.net(v) for v in views]
