import torch

# features: wind speed, wind angle, heart rate, prone(1)/standing(0), lap, temperature
ATHLETES = ["aalto", "berger", "castelli", "dahl", "eberle"]


def _make_profiles(n_features, gen):
    profiles = {}
    base = torch.tensor([-1.2, 0.4, -0.9, 1.5, -0.3, 0.2])[:n_features]
    for i, name in enumerate(ATHLETES):
        quirk = 0.6 * torch.randn(n_features, generator=gen)
        profiles[name] = (base + quirk, 0.8 + 0.3 * i)
    return profiles


class RangeLog:
    """Synthetic shooting log: every shot is one row, labelled hit (1) / miss (0)."""

    def __init__(self, n_features=6, seed=0):
        self.gen = torch.Generator().manual_seed(seed)
        self.n_features = n_features
        self.profiles = _make_profiles(n_features, self.gen)

    @property
    def athletes(self):
        return list(self.profiles)

    def shots(self, name, n):
        w, b = self.profiles[name]
        x = torch.randn(n, self.n_features, generator=self.gen)
        logit = x @ w + b + 0.5 * torch.sin(2.0 * x[:, 0])
        y = (torch.rand(n, generator=self.gen) < torch.sigmoid(logit)).float()
        return x, y

    def sessions(self, batch):
        """Endless task sampler: yields (athlete, x, y) round-robin with random order."""
        while True:
            order = torch.randperm(len(self.profiles), generator=self.gen).tolist()
            for k in order:
                name = self.athletes[k]
                x, y = self.shots(name, batch)
                yield name, x, y
