import copy

import torch


class MeanTeacher:
    def __init__(self, student, decay=0.99):
        self.model = copy.deepcopy(student).requires_grad_(False)
        self.decay = decay

    @torch.no_grad()
    def update(self, student):
        for t, s in zip(self.model.parameters(), student.parameters()):
            t.lerp_(s, 1.0 - self.decay)

    def __call__(self, x):
        return self.model(x)
