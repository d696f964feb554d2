"""Synthetic two-phase decanter records of an olive mill."""
import torch

INPUTS = ("ripeness_index", "fruit_moisture", "malax_minutes", "malax_temp",
          "added_water", "talc", "crusher_rpm")


class MillLog:
    """The lab panel decides which columns are analysed; they are known once loaded."""

    def __init__(self, n_batches, seed=0, analyses=("yield_pct", "polyphenols", "k232")):
        g = torch.Generator().manual_seed(seed)
        x = torch.rand(n_batches, len(INPUTS), generator=g)
        ripe, moist, minutes, temp, water, talc, rpm = x.unbind(dim=1)
        columns = {
            "yield_pct": 14.0 + 5.0 * ripe - 6.0 * (moist - 0.4) + 2.0 * minutes
                         + 1.5 * temp + 1.0 * talc - 1.2 * water,
            "polyphenols": 520.0 - 220.0 * ripe - 150.0 * temp - 90.0 * minutes
                           - 60.0 * water + 40.0 * rpm,
            "k232": 1.7 + 0.4 * temp * minutes + 0.1 * ripe,
        }
        y = torch.stack([columns[name] for name in analyses], dim=1)
        y = y * (1 + 0.02 * torch.randn(y.shape, generator=g))
        self.analyses = tuple(analyses)
        self.inputs = x
        self.mean, self.std = y.mean(dim=0), y.std(dim=0)
        self.targets = (y - self.mean) / self.std

    @property
    def n_targets(self):
        return len(self.analyses)

    def split(self, fraction=0.8):
        cut = int(fraction * self.inputs.shape[0])
        return ((self.inputs[:cut], self.targets[:cut]),
                (self.inputs[cut:], self.targets[cut:]))
