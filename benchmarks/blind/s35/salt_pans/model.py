from torch import nn

from calibration import apply_instrument, instrument_terms


class BrineModel(nn.Module):
    def __init__(self, n_weather, n_pans, hidden=32):
        super().__init__()
        self.evaporation = nn.Sequential(
            nn.Linear(n_weather, hidden), nn.SiLU(),
            nn.Linear(hidden, hidden), nn.SiLU(),
            nn.Linear(hidden, 1),
        )
        self.hydrometers = instrument_terms(n_pans)

    def true_density(self, x):
        return 20.0 + 5.0 * self.evaporation(x).squeeze(-1)

    def forward(self, x, pan):
        return apply_instrument(self.true_density(x), self.hydrometers, pan)
