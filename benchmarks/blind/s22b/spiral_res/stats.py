import torch


def rescale_(h, factor):
    h.mul_(factor)
    return h


class GateMonitor:
    def __init__(self):
        self.saturated = []

    def record(self, gate):
        g = gate.clone()
        g.clamp_(0.05, 0.95)
        frac = ((g == 0.05) | (g == 0.95)).float().mean()
        self.saturated.append(frac.item())
