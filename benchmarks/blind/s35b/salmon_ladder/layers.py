import torch
from torch import nn


class BlendedNorm(nn.Module):
    """Feature normalisation for very small batches.

    Training statistics are a blend of the batch moments and the running moments, as in
    moving-average batch normalisation; evaluation uses the running moments only.
    """

    def __init__(self, width, momentum=0.1, blend=0.5, eps=1e-5):
        super().__init__()
        self.momentum, self.blend, self.eps = momentum, blend, eps
        self.register_buffer("running_mean", torch.zeros(width))
        self.register_buffer("running_var", torch.ones(width))
        self.weight = nn.Parameter(torch.ones(width))
        self.bias = nn.Parameter(torch.zeros(width))

    def forward(self, h):
        if self.training:
            batch_mean = h.mean(dim=0)
            batch_var = h.var(dim=0, unbiased=False)
            mean = self.blend * batch_mean + (1 - self.blend) * self.running_mean
            var = self.blend * batch_var + (1 - self.blend) * self.running_var
            m = self.momentum
            self.running_mean = (1 - m) * self.running_mean + m * batch_mean
            self.running_var = (1 - m) * self.running_var + m * batch_var
        else:
            mean, var = self.running_mean, self.running_var
        return (h - mean) / torch.sqrt(var + self.eps) * self.weight + self.bias
