import torch
from torch import nn

from calibration import MachineCalibration


class TensionLossModel(nn.Module):
    """Stringbed tension = calibrated reference tension x retained fraction."""

    def __init__(self, d_in, n_machines, hidden=48):
        super().__init__()
        self.calibration = MachineCalibration(n_machines)
        self.retention = nn.Sequential(
            nn.Linear(d_in, hidden), nn.Tanh(),
            nn.Linear(hidden, hidden), nn.Tanh(),
            nn.Linear(hidden, 1),
        )

    def forward(self, x, machine, reference):
        actual = self.calibration(reference, machine)
        retained = torch.sigmoid(self.retention(x).squeeze(1) + 2.0)
        return actual * retained
