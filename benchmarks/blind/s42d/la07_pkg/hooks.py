"""Forward hooks: unit dropout on the clue code, and saturation statistics for the log."""
import torch


class CodeUnitDrop:
    """Zero whole code units during training so that no single unit carries one setter."""

    def __init__(self, p, gen):
        self.p = p
        self.gen = gen
        self.enabled = True

    def __call__(self, module, inputs, output):
        if not (self.enabled and module.training):
            return None
        keep = (torch.rand(output.shape[1], generator=self.gen) > self.p).float()
        output.mul_(keep / (1.0 - self.p))
        return None


class SaturationMeter:
    def __init__(self):
        self.seen = 0
        self.saturated = 0

    def __call__(self, module, inputs, output):
        a = output.detach().abs()
        self.saturated += int((a > 0.97).sum())
        self.seen += a.numel()

    def pop(self):
        frac = self.saturated / max(1, self.seen)
        self.seen = self.saturated = 0
        return frac


def attach(net, p_drop, gen):
    tanh = net.bottleneck[1]
    dropper = CodeUnitDrop(p_drop, gen)
    meter = SaturationMeter()
    handles = [tanh.register_forward_hook(dropper), tanh.register_forward_hook(meter)]
    return dropper, meter, handles
