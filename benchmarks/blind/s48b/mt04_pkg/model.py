import torch
import torch.nn as nn
import torch.nn.functional as F


class DampingField(nn.Module):
    """gamma_theta(f, A) >= 0; the vector field is dA/dt = -gamma_theta * A."""

    def __init__(self, width=32):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(2, width), nn.SiLU(),
                                 nn.Linear(width, width), nn.SiLU(),
                                 nn.Linear(width, 1))

    def rate(self, freq, amp):
        return F.softplus(self.net(torch.cat([freq, amp], dim=1)))

    def forward(self, freq, amp):
        return -self.rate(freq, amp) * amp
