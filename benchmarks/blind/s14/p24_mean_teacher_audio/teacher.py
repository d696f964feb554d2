import copy

import torch


class EMATeacher:
    """Mean-teacher weights: an exponential moving average of the student's weights."""

    def __init__(self, student, decay=0.999):
        self.model = copy.deepcopy(student)
        for p in self.model.parameters():
            p.detach_()
        self.decay = decay
        self.num_updates = 0

    def update(self, student):
        self.num_updates += 1
        d = min(self.decay, (1 + self.num_updates) / (10 + self.num_updates))
        for t, s in zip(self.model.parameters(), student.parameters()):
            t.mul_(d).add_((1.0 - d) * s)
        for tb, sb in zip(self.model.buffers(), student.buffers()):
            tb.copy_(sb)

    def __call__(self, x):
        return self.model(x)


def spec_augment(mel, max_freq=6, max_time=10):
    mel = mel.clone()
    b, f, t = mel.shape
    for i in range(b):
        f0 = int(torch.randint(0, f - max_freq, (1,)))
        t0 = int(torch.randint(0, t - max_time, (1,)))
        mel[i, f0:f0 + int(torch.randint(0, max_freq, (1,))), :] = 0
        mel[i, :, t0:t0 + int(torch.randint(0, max_time, (1,)))] = 0
    return mel
