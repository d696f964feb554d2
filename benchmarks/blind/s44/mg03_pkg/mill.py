"""Synthetic shift logs from a spinning mill: one row per frame and shift."""
import torch

COLUMNS = ("spindle_krpm", "yarn_count_ne", "twist_multiplier", "humidity_pct", "traveller_age_h", "roving_cv_pct")


def shift_logs(n, seed):
    g = torch.Generator().manual_seed(seed)
    r = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    speed, count, tm = r(14.0, 22.0), r(20.0, 60.0), r(3.2, 4.6)
    rh, age, cv = r(45.0, 65.0), r(0.0, 400.0), r(2.5, 5.5)
    log_rate = (-1.0 + 0.22 * (speed - 18) + 0.025 * (count - 40) - 0.6 * (tm - 3.9)
                + 0.04 * (55 - rh).abs() + 0.0025 * age + 0.35 * (cv - 4.0))
    breaks = torch.poisson(torch.exp(log_rate) * 8.0, generator=g)     # 8 x 1000 spindle-hours per shift
    x = torch.stack([speed, count, tm, rh, age, cv], dim=1)
    return x, breaks


def make_batches(x, y, batch_size, shuffle, seed=0):
    order = torch.randperm(len(x), generator=torch.Generator().manual_seed(seed)) if shuffle else torch.arange(len(x))
    for i in range(0, len(x), batch_size):
        idx = order[i:i + batch_size]
        yield {"features": x[idx], "breaks": y[idx]}


class MillData:
    def __init__(self, n_train=2000, n_val=500, batch_size=50):
        x, y = shift_logs(n_train + n_val, seed=11)
        self.mu, self.sd = x[:n_train].mean(0), x[:n_train].std(0)
        x = (x - self.mu) / self.sd
        self.train_xy, self.val_xy = (x[:n_train], y[:n_train]), (x[n_train:], y[n_train:])
        self.batch_size = batch_size
        self._epoch = 0

    def train_loader(self):
        self._epoch += 1
        return make_batches(*self.train_xy, self.batch_size, shuffle=True, seed=self._epoch)

    def val_loader(self):
        return make_batches(*self.val_xy, 250, shuffle=False)
