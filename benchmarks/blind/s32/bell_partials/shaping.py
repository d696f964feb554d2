"""Edits applied to the network's weights after each optimiser step, and the averaged copy."""
import copy

from bell_partials.gradmode import without_autograd


@without_autograd
def keep_monotone(layer):
    layer.weight.clamp_(min=0.0)


@without_autograd
def renorm_rows(layer, max_norm):
    layer.weight.renorm_(p=2, dim=0, maxnorm=max_norm)


class WeightAverage:
    def __init__(self, model, decay=0.99):
        self.decay = decay
        self.shadow = copy.deepcopy(model).eval()
        self.shadow.requires_grad_(False)

    @without_autograd
    def update(self, model):
        for avg, live in zip(self.shadow.parameters(), model.parameters()):
            avg.lerp_(live, 1.0 - self.decay)
