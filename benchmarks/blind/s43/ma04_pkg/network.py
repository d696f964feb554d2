import torch.nn as nn


class TrapNet(nn.Module):
    """Shared spectrum encoder with one species head per region."""

    def __init__(self, n_bins, species_per_region, hidden=64):
        super().__init__()
        self.trunk = nn.Sequential(
            nn.Linear(n_bins, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
        )
        self.heads = {region: nn.Linear(hidden, len(names))
                      for region, names in species_per_region.items()}

    def forward(self, spectra, region):
        return self.heads[region](self.trunk(spectra))
