"""Soap-bubble lifetime from film recipe and room conditions (heteroscedastic regression)."""
import math
from types import SimpleNamespace

import torch
import torch.nn.functional as F
from torch import nn
from torch.utils.data import DataLoader, TensorDataset


# ---------------------------------------------------------------- mini framework
class LightModule(nn.Module):
    def __init__(self, hparams):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self.logged = {}

    def log(self, key, value):
        self.logged.setdefault(key, []).append(value.item() if torch.is_tensor(value) else value)

    def validation_step(self, batch, batch_idx):
        return None

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs, grad_clip=None):
        self.max_epochs = max_epochs
        self.grad_clip = grad_clip

    def _unpack(self, configured):
        if isinstance(configured, tuple) and len(configured) == 2 and isinstance(configured[0], list):
            return configured[0], configured[1]
        return [configured], []

    def fit(self, module, train_loader, val_loader):
        module.trainer = self
        self.num_val_batches = len(val_loader)
        opts, scheds = self._unpack(module.configure_optimizers())
        for self.epoch in range(self.max_epochs):
            module.train()
            for idx, batch in enumerate(train_loader):
                result = module.training_step(batch, idx)
                objective = result["loss"]
                opts[0].zero_grad(set_to_none=True)
                objective.backward()
                if self.grad_clip:
                    nn.utils.clip_grad_norm_(module.parameters(), self.grad_clip)
                opts[0].step()
            for sched in scheds:
                sched.step()
            module.eval()
            with torch.no_grad():
                for idx, batch in enumerate(val_loader):
                    module.validation_step(batch, idx)
            module.on_train_epoch_end()


# ---------------------------------------------------------------- data
FEATURES = ["glycerol_pct", "dish_soap_pct", "guar_ppm", "rel_humidity", "temp_c", "diameter_cm", "draught"]


def make_bubbles(n=3000, seed=0):
    g = torch.Generator().manual_seed(seed)
    glycerol = 10 * torch.rand(n, generator=g)
    soap = 2 + 8 * torch.rand(n, generator=g)
    guar = 200 * torch.rand(n, generator=g)
    rh = 20 + 75 * torch.rand(n, generator=g)
    temp = 5 + 25 * torch.rand(n, generator=g)
    diam = 2 + 30 * torch.rand(n, generator=g)
    draught = (torch.rand(n, generator=g) < 0.3).float()
    log_life = (1.2 + 0.08 * glycerol + 0.004 * guar + 0.025 * (rh - 50) - 0.02 * (temp - 18)
                - 0.35 * torch.log(diam) - 0.6 * draught - 0.02 * (soap - 6) ** 2)
    sigma = 0.15 + 0.35 * draught + 0.004 * (95 - rh)
    log_life = log_life + sigma * torch.randn(n, generator=g)
    x = torch.stack([glycerol, soap, guar, rh, temp, diam, draught], dim=1)
    x = (x - x.mean(0)) / x.std(0)
    # stopwatch readings from the video ones are more trustworthy
    from_video = (torch.rand(n, generator=g) < 0.4).float()
    weight = 1.0 + from_video
    return x, log_life.unsqueeze(1), weight.unsqueeze(1)


# ---------------------------------------------------------------- model
class BubbleLifetime(LightModule):
    def __init__(self, hparams):
        super().__init__(hparams)
        hp = self.hparams
        self.trunk = nn.Sequential(nn.Linear(hp.n_features, hp.hidden), nn.SiLU(),
                                   nn.Linear(hp.hidden, hp.hidden), nn.SiLU())
        self.mean_head = nn.Linear(hp.hidden, 1)
        self.logvar_head = nn.Linear(hp.hidden, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.mean_head(h), self.logvar_head(h).clamp(-6.0, 3.0)

    def training_step(self, batch, batch_idx):
        x, y, w = batch
        mu, logvar = self(x)
        nll = F.gaussian_nll_loss(mu, y, logvar.exp(), reduction="none")
        weighted = w * nll
        self.log("train_nll", nll.mean())
        return {"loss": weighted, "mu": mu.detach()}

    def validation_step(self, batch, batch_idx):
        x, y, _ = batch
        mu, logvar = self(x)
        self.log("val_mae_log", (mu - y).abs().mean())
        inside = ((y - mu).abs() < 1.96 * (0.5 * logvar).exp()).float().mean()
        self.log("val_cover95", inside)

    def on_train_epoch_end(self):
        n = self.trainer.num_val_batches
        mae = sum(self.logged["val_mae_log"][-n:]) / n
        cover = sum(self.logged["val_cover95"][-n:]) / n
        print(f"epoch {self.trainer.epoch:2d}  val |log-life err| {mae:.3f}  "
              f"(x{math.exp(mae):.2f})  95% coverage {cover:.3f}")

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=self.hparams.lr, weight_decay=1e-4)
        sched = torch.optim.lr_scheduler.StepLR(opt, step_size=6, gamma=0.5)
        return [opt], [sched]


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    hp = dict(n_features=len(FEATURES), hidden=64, lr=3e-3, epochs=15, batch_size=128)
    x, y, w = make_bubbles()
    train = TensorDataset(x[:2400], y[:2400], w[:2400])
    val = TensorDataset(x[2400:], y[2400:], w[2400:])
    train_loader = DataLoader(train, batch_size=hp["batch_size"], shuffle=True)
    val_loader = DataLoader(val, batch_size=300)
    module = BubbleLifetime(hp)
    trainer = Trainer(max_epochs=hp["epochs"], grad_clip=5.0)
    print(f"{len(train)} training bubbles, median lifetime {y.exp().median():.1f} s")
    trainer.fit(module, train_loader, val_loader)


if __name__ == "__main__":
    main()
