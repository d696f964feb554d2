"""Ice-resurfacer passes: predicted surface hardness and roughness an hour after the flood."""
from types import SimpleNamespace

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn


def to_numpy(t):
    return t.detach().cpu().numpy()


class LitModule(nn.Module):
    def __init__(self, hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.automatic_optimization = True
        self.trainer = None
        self.logged = {}

    def log(self, name, value):
        self.logged.setdefault(name, []).append(float(value))

    def optimizers(self):
        return self.trainer.optimizers[0]

    def lr_schedulers(self):
        return self.trainer.schedulers[0]

    def manual_backward(self, loss):
        loss.backward()

    def clip_gradients(self, optimizer, max_norm):
        params = [p for group in optimizer.param_groups for p in group["params"]]
        return nn.utils.clip_grad_norm_(params, max_norm)


class Trainer:
    def __init__(self, max_epochs):
        self.max_epochs = max_epochs

    def fit(self, module, train_batches, val_batch):
        module.trainer = self
        (opt,), (sched,) = module.configure_optimizers()
        self.optimizers, self.schedulers = [opt], [sched]
        for self.current_epoch in range(self.max_epochs):
            module.train()
            for batch_idx, batch in enumerate(train_batches()):
                out = module.training_step(batch, batch_idx)
                if module.automatic_optimization:
                    opt.zero_grad()
                    out["loss"].backward()
                    opt.step()
            module.eval()
            with torch.no_grad():
                module.validation_step(val_batch, 0)
            module.on_train_epoch_end()


def resurfacing_log(n, seed):
    g = torch.Generator().manual_seed(seed)
    water_c = 40 + 30 * torch.rand(n, generator=g)         # flood water temperature
    litres = 300 + 500 * torch.rand(n, generator=g)
    blade_mm = 0.5 + 2.5 * torch.rand(n, generator=g)
    slab_c = -8 + 5 * torch.rand(n, generator=g)
    air_c = 5 + 12 * torch.rand(n, generator=g)
    skate_min = 60 * torch.rand(n, generator=g)              # skating since the previous pass
    hardness = (70 - 1.8 * (slab_c + 5.5) - 0.25 * (air_c - 10) - 0.012 * (litres - 550)
                + 0.08 * (water_c - 55) + 2.0 * torch.randn(n, generator=g))
    roughness = (0.45 - 0.08 * blade_mm + 0.004 * skate_min + 0.002 * (litres - 550) / 10
                 + 0.002 * (air_c - 10) + 0.03 * torch.randn(n, generator=g)).clamp(min=0.02)
    x = torch.stack([water_c, litres / 100, blade_mm, slab_c, air_c, skate_min / 10], 1)
    return x, torch.stack([hardness, roughness], 1)


class IceSurfaceModule(LitModule):
    def __init__(self, hparams):
        super().__init__(hparams)
        self.automatic_optimization = False
        hp = self.hparams
        self.register_buffer("x_mean", hp.x_mean)
        self.register_buffer("x_std", hp.x_std)
        self.register_buffer("y_mean", hp.y_mean)
        self.register_buffer("y_std", hp.y_std)
        self.net = nn.Sequential(nn.Linear(6, hp.width), nn.ReLU(), nn.Linear(hp.width, hp.width), nn.ReLU(),
                                 nn.Linear(hp.width, 2))

    def forward(self, x):
        return self.net((x - self.x_mean) / self.x_std) * self.y_std + self.y_mean

    def training_step(self, batch, batch_idx):
        x, y = batch
        opt, sched = self.optimizers(), self.lr_schedulers()
        pred = self(x)
        loss = F.mse_loss((pred - self.y_mean) / self.y_std, (y - self.y_mean) / self.y_std)
        self.manual_backward(loss / self.hparams.accumulate)
        if (batch_idx + 1) % self.hparams.accumulate == 0:
            self.clip_gradients(opt, max_norm=self.hparams.clip)
            opt.step()
            sched.step()
            opt.zero_grad()
        shown = torch.tensor(loss.item())
        self.log("train_loss", shown)
        self.log("train_hardness_mae", np.abs(to_numpy(pred[:, 0]) - to_numpy(y[:, 0])).mean())
        return {"loss": loss}

    def validation_step(self, batch, batch_idx):
        x, y = batch
        err = (self(x) - y).abs().mean(0).numpy()
        self.log("val_hardness_mae", err[0])
        self.log("val_roughness_mae", err[1])

    def on_train_epoch_end(self):
        if self.trainer.current_epoch % 2 == 1:
            g = self.logged
            print(f"epoch {self.trainer.current_epoch:2d}  train mse {np.mean(g['train_loss'][-40:]):.3f}  "
                  f"train hardness MAE {np.mean(g['train_hardness_mae'][-40:]):.2f}  "
                  f"val hardness MAE {g['val_hardness_mae'][-1]:.2f} Shore D  "
                  f"val roughness MAE {1000 * g['val_roughness_mae'][-1]:.1f} um")

    def configure_optimizers(self):
        opt = torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
        sched = torch.optim.lr_scheduler.LambdaLR(opt, lambda step: min(1.0, (step + 1) / 20))
        return [opt], [sched]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = resurfacing_log(2400, seed=5)
    xv, yv = resurfacing_log(600, seed=6)
    hp = dict(width=64, lr=2e-3, accumulate=4, clip=1.0, batch_size=20,
              x_mean=x.mean(0), x_std=x.std(0), y_mean=y.mean(0), y_std=y.std(0))

    def batches():
        perm = torch.randperm(len(x))
        for i in range(0, len(x), hp["batch_size"]):
            idx = perm[i:i + hp["batch_size"]]
            yield x[idx], y[idx]

    module = IceSurfaceModule(hp)
    with torch.no_grad():
        base = (module(xv) - yv).abs().mean(0)
    print(f"untrained: val hardness MAE {base[0]:.2f} Shore D, val roughness MAE {1000 * base[1]:.1f} um")
    Trainer(max_epochs=10).fit(module, batches, (xv, yv))
    grads = [p.grad for p in module.parameters()]
    print(f"updates per epoch: {len(x) // hp['batch_size'] // hp['accumulate']}; "
          f"grads cleared after the last update: {all(g is None for g in grads)}")


if __name__ == "__main__":
    main()
