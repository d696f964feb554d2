import math

import torch


class EntropyTemperature:
    """log(alpha) trained by plain SGD on the usual SAC temperature objective."""

    def __init__(self, act_dim, init_alpha=0.2, lr=3e-3):
        self.log_alpha = torch.full((1,), math.log(init_alpha), requires_grad=True)
        self.target_entropy = -float(act_dim)
        self.lr = lr

    @property
    def alpha(self):
        return self.log_alpha.detach().exp()

    def update(self, logp):
        loss = -(self.log_alpha * (logp.detach() + self.target_entropy)).mean()
        loss.backward()
        with torch.no_grad():
            self.log_alpha -= self.lr * self.log_alpha.grad
            self.log_alpha.clamp_(-7.0, 2.0)
        self.log_alpha.grad = None
        return loss.item()
