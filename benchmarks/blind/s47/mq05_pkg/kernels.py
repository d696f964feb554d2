import torch


class KernelBatchSampler:
    """Synthetic stove-top runs. Features: moisture %, pan temp ramp (C/s), oil film (mm),
    kernel mass (mg), hull thickness (um); all roughly standardised."""

    def __init__(self, n, seed):
        g = torch.Generator().manual_seed(seed)
        moist = 13.5 + 1.5 * torch.randn(n, generator=g)
        ramp = 1.0 + 0.3 * torch.randn(n, generator=g)
        oil = 0.5 + 0.2 * torch.rand(n, generator=g)
        mass = 150 + 20 * torch.randn(n, generator=g)
        hull = 60 + 10 * torch.randn(n, generator=g)
        pressure = (moist - 10) * 0.9 + 0.02 * (hull - 60) - 0.6 * (moist > 15.5).float() * (moist - 15.5)
        self.pops = (pressure + 0.3 * torch.randn(n, generator=g) > 2.3).float()
        self.time = (90 / ramp + 0.05 * (mass - 150) - 2 * oil + 3 * torch.randn(n, generator=g) - 90) / 20
        self.volume = (pressure * 8 + 0.1 * (mass - 150) - 30) / 10
        self.x = torch.stack([(moist - 13.5) / 1.5, (ramp - 1) / 0.3, (oil - 0.6) / 0.06,
                              (mass - 150) / 20, (hull - 60) / 10], dim=1)
        self.gen = g

    def __len__(self):
        return self.x.shape[0]

    def epoch(self, batch_size):
        order = torch.randperm(len(self), generator=self.gen)
        for i in range(0, len(self), batch_size):
            j = order[i:i + batch_size]
            yield {"x": self.x[j], "pops": self.pops[j], "time": self.time[j], "volume": self.volume[j]}
