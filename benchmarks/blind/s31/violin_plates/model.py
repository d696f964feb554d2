"""Log-frequency model, monotone in log thickness, log stiffness and -log density."""
import torch
from torch import nn

from violin_plates.plates import MODES, ZONES


class ModalNet(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.monotone_in = nn.Linear(ZONES + 3, hidden)
        self.monotone_out = nn.Linear(hidden, len(MODES))
        self.arching = nn.Sequential(nn.Linear(1, 8), nn.Tanh(), nn.Linear(8, len(MODES)))
        self.offset = nn.Parameter(torch.tensor([4.4, 5.1, 5.8]))

    def monotone_layers(self):
        return [self.monotone_in, self.monotone_out]

    def forward(self, log_inputs, arching):
        centred = log_inputs - log_inputs.new_tensor([1.07] * ZONES + [2.47, 0.26, -6.23])
        h = torch.tanh(self.monotone_in(centred))
        return self.offset + self.monotone_out(h) / 32 + 0.05 * self.arching(arching)
