"""Moisture, HMF and diastase activity of honey lots from a 24-band NIR scan plus storage data."""
import copy

import torch
from torch import nn

TARGETS = ("moisture", "hmf", "diastase")
CONFIG = {
    "n_lots": 3000,
    "bands": 24,
    "hidden": 48,
    "epochs": 10,
    "batch_size": 64,
    "optimizer": {"lr": 3e-3, "weight_decay": 1e-4},
    "criteria": {"moisture": ("MSELoss", {}), "hmf": ("SmoothL1Loss", {"beta": 0.5}),
                 "diastase": ("HuberLoss", {"delta": 1.0})},
}


def honey_lots(n, bands, seed=0):
    g = torch.Generator().manual_seed(seed)
    moisture = 15.5 + 5.0 * torch.rand(n, generator=g)                # %
    age = 24.0 * torch.rand(n, generator=g)                            # months
    storage_t = 12.0 + 20.0 * torch.rand(n, generator=g)               # deg C
    fructose = 0.36 + 0.08 * torch.rand(n, generator=g)
    heat = age * torch.exp((storage_t - 20.0) / 8.0)
    hmf = 2.0 + 1.1 * heat + 2.0 * torch.rand(n, generator=g)         # mg/kg
    diastase = (25.0 * torch.exp(-heat / 40.0) + 4.0 + 1.0 * torch.randn(n, generator=g))
    wl = torch.linspace(0.0, 1.0, bands)
    water_band = torch.exp(-((wl - 0.3) / 0.05) ** 2)
    sugar_band = torch.exp(-((wl - 0.7) / 0.08) ** 2)
    brown_band = torch.exp(-((wl - 0.1) / 0.06) ** 2)
    spectrum = (0.05 * moisture[:, None] * water_band + 2.0 * fructose[:, None] * sugar_band
                + 0.01 * hmf[:, None] * brown_band + 0.5 + 0.2 * wl)
    spectrum = spectrum + 0.01 * torch.randn(n, bands, generator=g)
    meta = torch.stack([(age - 12.0) / 7.0, (storage_t - 22.0) / 5.8], dim=1)
    y = torch.stack([moisture, hmf, diastase], dim=1)
    return spectrum, meta, y


class HoneyNet(nn.Module):
    def __init__(self, bands, targets, criteria, hidden=48):
        super().__init__()
        self.targets = list(targets)
        self.spectral = nn.Sequential(
            nn.Conv1d(1, 8, 5, padding=2), nn.GELU(),
            nn.Flatten(), nn.Linear(8 * bands, hidden), nn.GELU(),
        )
        self.storage = nn.Sequential(nn.Linear(2, 16), nn.GELU())
        for name in self.targets:
            setattr(self, f"head_{name}", nn.Linear(hidden + 16, 1))
        self.criteria = {name: getattr(nn, cls)(**kw) for name, (cls, kw) in criteria.items()}
        self.log_var = nn.Parameter(torch.zeros(len(self.targets)))

    def head(self, name):
        return getattr(self, f"head_{name}")

    def forward(self, spectrum, meta):
        h = torch.cat([self.spectral(spectrum.unsqueeze(1)), self.storage(meta)], dim=1)
        return {name: self.head(name)(h).squeeze(1) for name in self.targets}

    def loss(self, pred, target):
        """Homoscedastic uncertainty weighting (Kendall et al., 2018)."""
        total = 0.0
        for k, name in enumerate(self.targets):
            term = self.criteria[name](pred[name], target[:, k])
            total = total + torch.exp(-self.log_var[k]) * term + self.log_var[k]
        return total


class Trainer:
    def __init__(self, model, cfg, scale):
        self.model = model
        self.cfg = cfg
        self.mean, self.std = scale
        self.opt = torch.optim.AdamW(model.parameters(), **cfg["optimizer"])
        self.sched = torch.optim.lr_scheduler.CosineAnnealingLR(self.opt, T_max=cfg["epochs"])

    def fit(self, spectrum, meta, y, val):
        g = torch.Generator().manual_seed(1)
        target = (y - self.mean) / self.std
        for epoch in range(self.cfg["epochs"]):
            perm = torch.randperm(len(y), generator=g)
            for i in range(0, len(y), self.cfg["batch_size"]):
                idx = perm[i:i + self.cfg["batch_size"]]
                loss = self.model.loss(self.model(spectrum[idx], meta[idx]), target[idx])
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
            self.sched.step()
            if (epoch + 1) % 5 == 0:
                print(f"epoch {epoch + 1:2d}  val mae " + self.format(self.evaluate(*val)))

    @torch.no_grad()
    def predict(self, spectrum, meta):
        self.model.eval()
        out = self.model(spectrum, meta)
        self.model.train()
        return torch.stack([out[n] for n in TARGETS], dim=1) * self.std + self.mean

    def evaluate(self, spectrum, meta, y):
        return (self.predict(spectrum, meta) - y).abs().mean(0).tolist()

    @staticmethod
    def format(errs):
        return "  ".join(f"{n} {e:.2f}" for n, e in zip(TARGETS, errs))


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    spectrum, meta, y = honey_lots(cfg["n_lots"], cfg["bands"])
    val = honey_lots(600, cfg["bands"], seed=1)
    model = HoneyNet(cfg["bands"], TARGETS, cfg["criteria"], cfg["hidden"])
    trainer = Trainer(model, cfg, (y.mean(0), y.std(0)))
    print("untrained val mae " + trainer.format(trainer.evaluate(*val)))
    trainer.fit(spectrum, meta, y, val)

    n_opt = sum(p.numel() for group in trainer.opt.param_groups for p in group["params"])
    n_model = sum(p.numel() for p in model.parameters())
    print(f"parameters in optimiser / model: {n_opt} / {n_model}; "
          f"task weights {torch.exp(-model.log_var).tolist()}")
    restored = HoneyNet(cfg["bands"], TARGETS, cfg["criteria"], cfg["hidden"])
    restored.load_state_dict(copy.deepcopy(model.state_dict()))
    with torch.no_grad():
        a, b = model(val[0][:8], val[1][:8]), restored(val[0][:8], val[1][:8])
    print("restored checkpoint matches:", all(torch.equal(a[n], b[n]) for n in TARGETS))


if __name__ == "__main__":
    main()
