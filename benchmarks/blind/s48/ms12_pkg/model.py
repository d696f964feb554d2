import torch
from torch import nn

WOOD = 2
REF_AMP = 3.0            # regulation amplitude, degrees


class ClockRate(nn.Module):
    """Daily rate error (s/day) of a set of clocks; the physical coefficients are passed in."""

    def __init__(self, n_clocks=1):
        super().__init__()
        self.offset = nn.Parameter(torch.zeros(n_clocks))
        self.hygro = nn.Linear(1, 1)           # wooden rods swell with humidity
        nn.init.zeros_(self.hygro.weight)
        nn.init.zeros_(self.hygro.bias)

    def set_num_clocks(self, n_clocks):
        self.offset = nn.Parameter(torch.zeros(n_clocks))

    def forward(self, batch, coeffs):
        thermal = coeffs["alpha"][batch["rod"]] * (batch["temp"] - 20.0)
        circular = coeffs["circular"] * (batch["amp"] ** 2 - REF_AMP ** 2)
        wood = (batch["rod"] == WOOD).float() * self.hygro(batch["humidity"][:, None]).squeeze(-1)
        return self.offset[batch["clock"]] + thermal + circular + wood
