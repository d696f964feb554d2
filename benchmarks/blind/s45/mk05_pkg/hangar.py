import torch
from torch.utils.data import DataLoader, TensorDataset

from .lite import DataModule

TARGETS = ("glide_m", "airtime_s", "drift_m")


class ThrowDataModule(DataModule):
    """Indoor test throws of folded paper airplanes (synthetic)."""

    def __init__(self, n_throws=6000, batch_size=128, targets=TARGETS, seed=0):
        self.n_throws, self.batch_size, self.targets, self.seed = n_throws, batch_size, targets, seed

    @property
    def num_targets(self):
        return len(self.targets)

    def setup(self, stage):
        g = torch.Generator().manual_seed(self.seed)
        n = self.n_throws
        wing_area = 0.015 + 0.02 * torch.rand(n, generator=g)
        aspect = 2 + 4 * torch.rand(n, generator=g)
        nose_weight = 0.5 + 2.5 * torch.rand(n, generator=g)
        dihedral = -5 + 20 * torch.rand(n, generator=g)
        elevator = -3 + 8 * torch.rand(n, generator=g)
        gsm = torch.tensor([70.0, 80.0, 100.0])[torch.randint(0, 3, (n,), generator=g)]
        launch_speed = 3 + 5 * torch.rand(n, generator=g)
        launch_angle = -5 + 20 * torch.rand(n, generator=g)
        asym = 0.5 * torch.randn(n, generator=g)
        load = gsm * wing_area / 1000 + nose_weight / 1000
        ld = (3 + 0.9 * aspect - 0.04 * (elevator - 2) ** 2 * 10 - 0.15 * (nose_weight - 1.6) ** 2 * 4).clamp(1.5)
        height = 1.6 + launch_speed * torch.sin(torch.deg2rad(launch_angle)) * 0.3
        glide = (ld * height * (1 + 0.05 * launch_speed) * (1 - 8 * (load - 0.0015).abs())).clamp(0.5)
        airtime = glide / (2.5 + 400 * load) + 0.1 * dihedral.clamp(0) / 10
        drift = asym * glide * 0.15 / (1 + 0.1 * dihedral.clamp(0))
        x = torch.stack([wing_area * 100, aspect, nose_weight, dihedral, elevator, gsm / 100,
                         launch_speed, launch_angle, asym], 1)
        y = torch.stack([glide, airtime, drift], 1)
        y = y + 0.05 * y.std(0) * torch.randn(y.shape, generator=g)
        cols = [TARGETS.index(t) for t in self.targets]
        self.x_mean, self.x_std = x.mean(0), x.std(0)
        self.y_mean, self.y_std = y[:, cols].mean(0), y[:, cols].std(0)
        x = (x - self.x_mean) / self.x_std
        y = (y[:, cols] - self.y_mean) / self.y_std
        split = int(0.8 * n)
        self.train_set = TensorDataset(x[:split], y[:split])
        self.val_set = TensorDataset(x[split:], y[split:])

    def train_dataloader(self):
        return DataLoader(self.train_set, batch_size=self.batch_size, shuffle=True)

    def val_dataloader(self):
        return DataLoader(self.val_set, batch_size=512)
