import torch
import torch.nn as nn


class TyreLeak(nn.Module):
    """Permeation through the butyl tube (power law in overpressure) plus a
    small network for the temperature-sensitive valve-core seep."""

    def __init__(self, conductance=0.05, exponent=1.0, width=16):
        super().__init__()
        self.log_c = nn.Parameter(torch.tensor(float(conductance)).log())
        self.log_n = nn.Parameter(torch.tensor(float(exponent)).log())
        self.valve = nn.Sequential(nn.Linear(2, width), nn.Tanh(), nn.Linear(width, 1), nn.Softplus())

    def forward(self, overpressure, temperature):
        dp = overpressure.clamp_min(1e-4)
        wall = self.log_c.exp() * dp ** self.log_n.exp()
        seep = 0.01 * self.valve(torch.stack([dp, temperature.expand_as(dp)], dim=-1)).squeeze(-1)
        return wall + seep
