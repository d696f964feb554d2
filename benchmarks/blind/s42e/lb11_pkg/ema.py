import copy

import torch


class ShadowWeights:
    """Exponential moving average of a module's parameters, used for evaluation."""

    def __init__(self, module, decay=0.98):
        self.decay = decay
        self.shadow = copy.deepcopy(module)
        self.shadow.eval()

    @torch.no_grad()
    def update(self, module):
        for mine, live in zip(self.shadow.parameters(), module.parameters()):
            mine.lerp_(live, 1.0 - self.decay)
        for mine, live in zip(self.shadow.buffers(), module.buffers()):
            mine.copy_(live)

    @torch.no_grad()
    def load_into(self, module):
        for live, mine in zip(module.parameters(), self.shadow.parameters()):
            live.copy_(mine)
