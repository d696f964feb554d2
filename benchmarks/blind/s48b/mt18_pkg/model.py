import torch
import torch.nn as nn

from .jet import fly, landing_distance


class HoseModel(nn.Module):
    """Exit speed per nozzle setting and one drag constant for the spray."""

    def __init__(self, settings, speed_guess=8.0, k_guess=0.05):
        super().__init__()
        self.settings = list(settings)
        self.log_speed = nn.ParameterDict({
            s: nn.Parameter(torch.tensor(float(speed_guess)).log()) for s in self.settings})
        self.log_k = nn.Parameter(torch.tensor(float(k_guess)).log())

    def speeds(self, setting_idx):
        table = torch.stack([self.log_speed[s] for s in self.settings]).exp()
        return table[setting_idx]

    def forward(self, setting_idx, angle_deg):
        positions, _ = fly(self.speeds(setting_idx), angle_deg, self.log_k.exp())
        return landing_distance(positions)
