import copy

import torch


class MeanTeacher:
    """Exponential moving average of the student's weights, used as a consistency target."""

    def __init__(self, student, decay):
        self.teacher = copy.deepcopy(student)
        self.decay = decay

    @torch.no_grad()
    def update(self, student):
        for t, s in zip(self.teacher.parameters(), student.parameters()):
            t.mul_(self.decay).add_(s, alpha=1 - self.decay)
        for t, s in zip(self.teacher.buffers(), student.buffers()):
            t.copy_(s)
