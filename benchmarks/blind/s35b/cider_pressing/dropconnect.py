import torch


class DropConnect:
    """Bernoulli masks on whole weight matrices (Wan et al., 2013), redrawn every step."""

    def __init__(self, model, targets, p=0.2, generator=None):
        self.model = model
        self.targets = tuple(targets)
        self.p = p
        self.generator = generator

    def weights(self):
        state = self.model.state_dict()
        for name in self.targets:
            w = state[name]
            keep = torch.rand(w.shape, generator=self.generator) >= self.p
            state[name] = w * keep / (1 - self.p)
        return state
