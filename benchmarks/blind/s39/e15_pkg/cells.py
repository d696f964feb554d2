"""Synthetic constant-current charge curves of aged cells."""
import torch


def charge_curves(n, points=64, seed=0):
    """Voltage over normalised time; capacity fade shortens and sharpens the knee."""
    g = torch.Generator().manual_seed(seed)
    soh = 0.7 + 0.3 * torch.rand(n, 1, generator=g)            # 70 % .. 100 %
    resistance = 0.05 + 0.1 * (1 - soh) + 0.01 * torch.rand(n, 1, generator=g)
    t = torch.linspace(0, 1, points)[None]
    frac = (t / soh).clamp(max=1.0)
    ocv = 3.4 + 0.6 * frac + 0.15 * torch.tanh(12 * (frac - 0.9))
    volt = ocv + resistance + 0.004 * torch.randn(n, points, generator=g)
    dvdt = torch.diff(volt, dim=1, prepend=volt[:, :1]) * points
    return torch.stack([(volt - 3.8) / 0.3, dvdt / 5], dim=1), soh.squeeze(1)


class CellData:
    def __init__(self, n_train=800, n_val=200, batch_size=32):
        self.train = charge_curves(n_train, seed=0)
        self.val = charge_curves(n_val, seed=1)
        self.batch_size = batch_size

    def train_loader(self):
        x, y = self.train
        for j in torch.randperm(len(x)).split(self.batch_size):
            yield x[j], y[j]

    def val_loader(self):
        x, y = self.val
        for j in torch.arange(len(x)).split(100):
            yield x[j], y[j]
