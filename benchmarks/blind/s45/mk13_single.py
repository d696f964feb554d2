"""Snow-globe glitter settling time (s) from fluid and flake properties."""
import time
from types import SimpleNamespace

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


class LitModule(nn.Module):
    def __init__(self, **hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.trainer = None
        self.callback_metrics = {}
        self._accum = {}

    def log(self, name, value, batch_size=1):
        total, count = self._accum.get(name, (0.0, 0))
        self._accum[name] = (total + float(value) * batch_size, count + batch_size)

    def _flush(self):
        self.callback_metrics.update({k: t / c for k, (t, c) in self._accum.items()})
        self._accum = {}


class Trainer:
    def __init__(self, max_epochs, val_every=1):
        self.max_epochs = max_epochs
        self.val_every = val_every

    def validate(self, module, loader):
        module.eval()
        for batch_idx, batch in enumerate(loader):
            module.validation_step(batch, batch_idx)
        module._flush()
        return dict(module.callback_metrics)

    def fit(self, module, train_loader, val_loader):
        module.trainer = self
        [opt], [sched] = module.configure_optimizers()
        for self.current_epoch in range(self.max_epochs):
            module.train()
            t0 = time.perf_counter()
            for batch_idx, batch in enumerate(train_loader):
                loss = module.training_step(batch, batch_idx)
                opt.zero_grad()
                loss.backward()
                opt.step()
                sched.step()
            if (self.current_epoch + 1) % self.val_every == 0:
                self.validate(module, val_loader)
                module.on_train_epoch_end(time.perf_counter() - t0)


MATERIALS = ("pet_glitter", "mica", "metallic", "faux_snow")


def globes(n, seed):
    g = torch.Generator().manual_seed(seed)
    glycerin = 0.1 + 0.6 * torch.rand(n, generator=g)
    temp = 15 + 15 * torch.rand(n, generator=g)
    flake_mm = 0.2 + 2.8 * torch.rand(n, generator=g)
    material = torch.randint(0, 4, (n,), generator=g)
    rho = torch.tensor([1.38, 2.8, 2.1, 1.05])[material]
    diameter_cm = torch.tensor([6.5, 8.0, 10.0, 12.0])[torch.randint(0, 4, (n,), generator=g)]
    shake = 0.5 + torch.rand(n, generator=g)
    viscosity = torch.exp(6.5 * glycerin - 0.02 * (temp - 20))          # relative to water
    drift = (rho - 1.0 + 0.08 * glycerin).clamp(min=0.02) * flake_mm / viscosity
    settle = diameter_cm * (0.6 + 0.4 * shake) / (drift * 3.0) + 2.0
    settle = settle * torch.exp(0.08 * torch.randn(n, generator=g))
    x = torch.stack([glycerin, (temp - 22) / 5, flake_mm, diameter_cm / 10, shake], 1)
    return x, material, torch.log(settle).unsqueeze(1)


class SettlingModule(LitModule):
    def __init__(self, **hparams):
        super().__init__(**hparams)
        self.material_emb = nn.Embedding(len(MATERIALS), 4)
        self.mlp = nn.Sequential(nn.Linear(5 + 4, self.hparams.width), nn.GELU(),
                                 nn.Linear(self.hparams.width, self.hparams.width), nn.GELU(),
                                 nn.Linear(self.hparams.width, 1))

    def forward(self, x, material):
        return 3.0 + self.mlp(torch.cat([x, self.material_emb(material)], dim=1))

    def training_step(self, batch, batch_idx):
        x, material, log_t = batch
        loss = F.mse_loss(self(x, material), log_t)
        self.log("train_mse", loss.item(), batch_size=len(x))
        return loss

    def validation_step(self, batch, batch_idx):
        x, material, log_t = batch
        pred = self(x, material)
        rel_err = (pred - log_t).abs().exp() - 1
        self.log("val_rmse_log", F.mse_loss(pred, log_t).sqrt().item(), batch_size=len(x))
        self.log("val_median_rel_err", rel_err.median().item(), batch_size=len(x))

    def on_train_epoch_end(self, seconds):
        m = self.callback_metrics
        print(f"epoch {self.trainer.current_epoch:2d}  train mse {m['train_mse']:.4f}  "
              f"val rmse(log s) {m['val_rmse_log']:.4f}  median rel. error {100 * m['val_median_rel_err']:.1f}%  "
              f"[{seconds:.2f}s]")

    def configure_optimizers(self):
        opt = torch.optim.Adam(self.parameters(), lr=self.hparams.lr)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=self.hparams.lr, total_steps=self.hparams.total_steps)
        return [opt], [sched]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = TensorDataset(*globes(6000, seed=0))
    val = TensorDataset(*globes(20000, seed=1))
    train_loader = DataLoader(train, batch_size=100, shuffle=True)
    val_loader = DataLoader(val, batch_size=1000)
    epochs = 10
    module = SettlingModule(width=128, lr=5e-3, total_steps=epochs * len(train_loader))
    trainer = Trainer(max_epochs=epochs, val_every=2)
    trainer.fit(module, train_loader, val_loader)
    final = trainer.validate(module, val_loader)
    print(f"final val rmse(log s) {final['val_rmse_log']:.4f}, median relative error "
          f"{100 * final['val_median_rel_err']:.1f}%")


if __name__ == "__main__":
    main()
