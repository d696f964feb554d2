import torch
import torch.nn.functional as F
from torch import nn
from torch.distributions import StudentT


class StudentTNoise(nn.Module):
    """Heavy-tailed observation noise with a learned scale (minutes)."""

    def __init__(self, df=4.0, init_scale=8.0):
        super().__init__()
        self.df = df
        raw = torch.log(torch.expm1(torch.tensor(init_scale)))
        self.raw_scale = nn.Parameter(raw)

    @property
    def scale(self):
        return F.softplus(self.raw_scale)

    def distribution(self):
        return StudentT(self.df, loc=torch.zeros(()), scale=self.scale)

    def forward(self, residual):
        return -self.distribution().log_prob(residual).mean()
