"""Synthetic dive log. Air used (bar) = SAC (L/min at the surface) x ambient pressure x minutes / tank litres."""
import torch


def dive_log(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    depth, minutes, temp = u(6, 30), u(25, 60), u(8, 29)
    current = torch.rand(n, generator=g) < 0.3
    logged_dives = torch.exp(u(1.5, 7.0))
    mass = u(50, 110)
    drysuit = (temp < 14) & (torch.rand(n, generator=g) < 0.7)
    tank = torch.where(torch.rand(n, generator=g) < 0.6, torch.tensor(12.0), torch.tensor(15.0))
    sac = (11 + 0.09 * (mass - 70) + 6.0 / torch.log(logged_dives) + 0.12 * (20 - temp).clamp(min=0)
           + 4.0 * current.float() - 1.0 * drysuit.float())
    sac = sac * torch.exp(0.07 * torch.randn(n, generator=g))
    bar_used = sac * (1 + depth / 10) * minutes / tank
    x = torch.stack([(depth - 18) / 7, (minutes - 42) / 10, (temp - 18) / 6, current.float(),
                     torch.log(logged_dives) / 4 - 1, (mass - 80) / 17, drysuit.float(), tank / 15], 1)
    aux = torch.stack([depth, minutes, tank], 1)
    return x, aux, bar_used


class DiveData:
    def __init__(self, n_train=1800, n_val=400, batch_size=16):
        x, aux, y = dive_log(n_train + n_val, seed=13)
        self.train = (x[:n_train], aux[:n_train], y[:n_train])
        self.val = (x[n_train:], aux[n_train:], y[n_train:])
        self.batch_size = batch_size

    def __len__(self):
        return -(-len(self.train[0]) // self.batch_size)

    def train_iter(self):
        order = torch.randperm(len(self.train[0]))
        for idx in order.split(self.batch_size):
            yield tuple(t[idx] for t in self.train)
