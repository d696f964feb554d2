import torch
from torch import nn


class MachineCalibration:
    """Per-machine affine correction of the tension the stringer dialled in."""

    def __init__(self, n_machines):
        self.offset = nn.Parameter(torch.zeros(n_machines))
        self.log_gain = nn.Parameter(torch.zeros(n_machines))

    def __call__(self, reference, machine):
        return torch.exp(self.log_gain[machine]) * reference + self.offset[machine]
