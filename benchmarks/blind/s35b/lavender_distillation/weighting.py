import torch
from torch import nn


class UncertaintyWeighting(nn.Module):
    """Homoscedastic task weighting (Kendall, Gal and Cipolla, 2018)."""

    def __init__(self, tasks):
        super().__init__()
        self.tasks = tuple(tasks)
        self.log_vars = nn.Parameter(torch.zeros(len(self.tasks)))

    def forward(self, losses):
        total = 0.0
        for i, task in enumerate(self.tasks):
            total = total + 0.5 * torch.exp(-self.log_vars[i]) * losses[task]
            total = total + 0.5 * self.log_vars[i]
        return total

    def sigmas(self):
        return dict(zip(self.tasks, self.log_vars.detach().mul(0.5).exp().tolist()))
