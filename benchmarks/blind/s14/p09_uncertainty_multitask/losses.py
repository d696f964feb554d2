import torch
import torch.nn as nn
import torch.nn.functional as F


class UncertaintyWeighting(nn.Module):
    """Kendall et al. 2018: L = sum_i exp(-s_i) * L_i + s_i, with learned s_i = log sigma_i^2."""

    def __init__(self, task_names):
        super().__init__()
        self.task_names = list(task_names)
        self.log_vars = nn.Parameter(torch.zeros(len(self.task_names)))

    def forward(self, task_losses):
        total = 0.0
        for i, name in enumerate(self.task_names):
            total = total + torch.exp(-self.log_vars[i]) * task_losses[name] + self.log_vars[i]
        return total


def task_losses(outputs, batch):
    return {
        "attrs": F.binary_cross_entropy_with_logits(outputs["attrs"], batch["attrs"]),
        "landmarks": F.mse_loss(outputs["landmarks"], batch["landmarks"]),
    }
