import torch
from torch import nn


class DwellNet(nn.Module):
    """Log-normal dwell time: predicts the mean and the log-sd of log(days)."""

    def __init__(self, n_in, width=48):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(n_in, width), nn.Tanh(), nn.Linear(width, width),
                                  nn.Tanh(), nn.Linear(width, 2))

    def forward(self, x):
        mu, log_sd = self.body(x).unbind(1)
        return mu, log_sd.clamp(-3, 2)

    @staticmethod
    def nll(mu, log_sd, days):
        z = (days.log() - mu) / log_sd.exp()
        return 0.5 * z ** 2 + log_sd
