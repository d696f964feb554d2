"""Disc-golf throw distance: drag-model prior + learned residual, weighted by radar quality."""
from types import SimpleNamespace

import torch
import torch.nn.functional as F
from torch import nn


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.automatic_optimization = True
        self.metrics = {}

    def log(self, name, value):
        self.metrics.setdefault(name, []).append(float(value))

    def optimizers(self):
        return self.trainer.optimizers[0]

    def manual_backward(self, tensor, **kwargs):
        tensor.backward(**kwargs)
        self.on_after_backward()

    def on_after_backward(self):
        pass

    def on_train_epoch_end(self):
        pass


def fit(module, train_batches, val_batches, max_epochs):
    trainer = SimpleNamespace(optimizers=None, current_epoch=0)
    module.trainer = trainer
    trainer.optimizers = [module.configure_optimizers()]
    for trainer.current_epoch in range(max_epochs):
        module.train()
        for i, batch in enumerate(train_batches()):
            module.training_step(batch, i)
        module.eval()
        with torch.no_grad():
            for i, batch in enumerate(val_batches()):
                module.validation_step(batch, i)
        module.on_train_epoch_end()
    return module


DISC_TYPES = ("putter", "midrange", "driver")
NUMERIC = ("speed_mps", "spin_rps", "aoa_deg", "hyzer_deg", "headwind_mps", "mass_g")


def throws(n, seed):
    g = torch.Generator().manual_seed(seed)
    disc = torch.randint(0, 3, (n,), generator=g)
    speed = 15 + 15 * torch.rand(n, generator=g)
    spin = 8 + 10 * torch.rand(n, generator=g)
    aoa = -4 + 12 * torch.rand(n, generator=g)
    hyzer = -15 + 30 * torch.rand(n, generator=g)
    wind = -5 + 10 * torch.rand(n, generator=g)
    mass = 160 + 15 * torch.rand(n, generator=g)
    drag = torch.tensor([0.095, 0.075, 0.055])[disc]
    carry = speed ** 2 / (9.81 * drag * 6.5)
    dist = carry * (1 - 0.004 * (aoa - 3) ** 2) * (1 - 0.012 * wind) * (1 + 0.004 * spin) * (1 - 0.0008 * hyzer ** 2)
    radar = (torch.rand(n, generator=g) < 0.5).float()
    noise_sd = torch.where(radar.bool(), torch.tensor(2.0), torch.tensor(8.0))
    dist = dist + noise_sd * torch.randn(n, generator=g)
    x = torch.stack([speed, spin, aoa, hyzer, wind, mass], 1)
    return x, disc, dist, radar


class ThrowDistance(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.automatic_optimization = False
        hp = self.hparams
        self.register_buffer("x_mean", hp.x_mean)
        self.register_buffer("x_std", hp.x_std)
        self.log_drag = nn.Parameter(torch.randn(len(DISC_TYPES)) * 0.01 + torch.log(torch.tensor(0.07)))
        self.residual = nn.Sequential(nn.Linear(len(NUMERIC) + len(DISC_TYPES), hp.hidden), nn.Tanh(),
                                      nn.Linear(hp.hidden, hp.hidden), nn.Tanh(), nn.Linear(hp.hidden, 1))
        self.prior_grad = []

    def forward(self, x, disc):
        z = (x - self.x_mean) / self.x_std
        carry = x[:, 0] ** 2 / (9.81 * self.log_drag.exp()[disc] * 6.5)
        if self.training and self.hparams.track_prior_grad:
            carry.retain_grad()
            self._carry = carry
        factor = 1.0 + 0.2 * torch.tanh(self.residual(torch.cat([z, F.one_hot(disc, 3).float()], 1))).squeeze(1)
        return carry * factor

    def training_step(self, batch, batch_idx):
        x, disc, dist, radar = batch
        opt = self.optimizers()
        pred = self(x, disc)
        per_throw = F.smooth_l1_loss(pred, dist, beta=5.0, reduction="none")
        weights = torch.where(radar.bool(), 4.0, 1.0)
        weights = weights / weights.sum()
        self.manual_backward(per_throw, gradient=weights)
        opt.step()
        opt.zero_grad()
        self.log("train_wloss", (per_throw.detach() * weights).sum())

    def on_after_backward(self):
        if self.hparams.track_prior_grad:
            self.prior_grad.append(self._carry.grad.abs().sum().item())

    def validation_step(self, batch, batch_idx):
        x, disc, dist, radar = batch
        err = (self(x, disc) - dist).abs()
        self.log("val_mae_radar", err[radar.bool()].mean())

    def on_train_epoch_end(self):
        if self.trainer.current_epoch % 3 == 2:
            drags = ", ".join(f"{n} {d:.3f}" for n, d in zip(DISC_TYPES, self.log_drag.exp().tolist()))
            print(f"epoch {self.trainer.current_epoch:2d} val MAE (radar throws) "
                  f"{sum(self.metrics['val_mae_radar'][-2:]) / 2:.2f} m  drag coeffs {drags}  "
                  f"|dL/d prior| {sum(self.prior_grad[-40:]) / 40:.4f}")

    def configure_optimizers(self):
        return torch.optim.Adam([
            {"params": self.residual.parameters(), "lr": self.hparams.lr},
            {"params": [self.log_drag], "lr": self.hparams.lr_physics},
        ])


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, disc, dist, radar = throws(4000, seed=1)
    xv, dv, yv, rv = throws(800, seed=2)

    def train_batches(bs=100):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), bs):
            j = perm[i:i + bs]
            yield x[j], disc[j], dist[j], radar[j]

    def val_batches(bs=400):
        for i in range(0, len(xv), bs):
            yield xv[i:i + bs], dv[i:i + bs], yv[i:i + bs], rv[i:i + bs]

    module = ThrowDistance(hidden=48, lr=2e-3, lr_physics=2e-2, track_prior_grad=True,
                           x_mean=x.mean(0), x_std=x.std(0))
    fit(module, train_batches, val_batches, max_epochs=12)
    print(f"log_drag is leaf: {module.log_drag.is_leaf}, grad is None after zeroing: {module.log_drag.grad is None}")


if __name__ == "__main__":
    main()
