"""Int8-friendly training: bound every ReLU to a fixed range (as ReLU6 does) so that the
post-training calibration sees the same activation range as training did."""
from torch import nn


class ActivationRange:
    def __init__(self, bound):
        self.bound = bound
        self.peak = {}

    def observe(self, name):
        def hook(module, inputs, output):
            self.peak[name] = max(self.peak.get(name, 0.0), float(output.detach().max()))
            output.clamp_(max=self.bound)        # in place: no extra activation copy
        return hook


def prepare_int8(model, bound=6.0):
    ranges = ActivationRange(bound)
    handles = [module.register_forward_hook(ranges.observe(name))
               for name, module in model.named_modules() if isinstance(module, nn.ReLU)]
    return ranges, handles
