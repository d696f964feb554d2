import time

import torch


class StepMeter:
    def __init__(self):
        self.reset()

    def reset(self):
        self.loss_sum = torch.zeros(())
        self.n = 0
        self.t0 = time.perf_counter()
        self.window = []

    def add(self, loss, n):
        self.loss_sum += loss.detach() * n
        self.window.append(loss.detach())
        self.n += n

    def summary(self):
        dt = time.perf_counter() - self.t0
        recent = torch.stack(self.window[-8:]).mean().item()
        return self.loss_sum.item() / self.n, recent, self.n / dt
