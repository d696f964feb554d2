import torch


class PorositySensitivity:
    """Tracks which sand properties drive the predicted porosity risk, as the running mean
    of |d logit / d input| (in the units the model sees), updated every training step."""

    def __init__(self, names, momentum=0.9):
        self.names = names
        self.momentum = momentum
        self.value = torch.zeros(len(names))

    def update(self, model, x):
        probe = x.detach().clone().requires_grad_(True)
        _, logit = model(probe)
        logit.sum().backward()
        grad = probe.grad.abs().mean(0) * model.spread
        model.zero_grad(set_to_none=True)
        self.value.mul_(self.momentum).add_(grad, alpha=1.0 - self.momentum)

    def ranking(self, top=3):
        order = torch.argsort(self.value, descending=True)[:top]
        return [(self.names[i], round(self.value[i].item(), 3)) for i in order]
