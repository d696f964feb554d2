import copy

from .model import MonotoneLinear


def project_monotone(net):
    """Clip the monotone layer back into the feasible set. Callers run this under no_grad."""
    for module in net.modules():
        if isinstance(module, MonotoneLinear):
            module.weight.clamp_(min=0.0)


class WeightEMA:
    def __init__(self, net, decay):
        self.decay = decay
        self.shadow = copy.deepcopy(net).requires_grad_(False).eval()

    def update(self, net):
        for ema_p, p in zip(self.shadow.parameters(), net.parameters()):
            ema_p.lerp_(p, 1.0 - self.decay)

    def state_dict(self):
        return self.shadow.state_dict()

    def load_state_dict(self, state):
        self.shadow.load_state_dict(state)
