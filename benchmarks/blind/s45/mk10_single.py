"""Sauerkraut crock monitoring: day-7 pH (regression) and soft-texture risk (classification),
two tasks balanced by learned homoscedastic uncertainty (Kendall et al.)."""
from types import SimpleNamespace

import torch
import torch.nn.functional as F
from torch import nn


class LitModule(nn.Module):
    def __init__(self, hparams: dict):
        super().__init__()
        self.hparams = SimpleNamespace(**hparams)
        self._step_logs = []

    def log_dict(self, values):
        self._step_logs.append({k: float(v.detach()) if torch.is_tensor(v) else float(v) for k, v in values.items()})

    def on_train_epoch_end(self):
        pass


class Trainer:
    def __init__(self, max_epochs, batch_size):
        self.max_epochs, self.batch_size = max_epochs, batch_size

    def fit(self, module, data, val_data):
        module.trainer = self
        optimizer = module.configure_optimizers()
        n = len(data[0])
        for self.current_epoch in range(self.max_epochs):
            module.train()
            order = torch.randperm(n)
            for i, start in enumerate(range(0, n, self.batch_size)):
                idx = order[start:start + self.batch_size]
                loss = module.training_step(tuple(t[idx] for t in data), i)
                optimizer.zero_grad()
                loss.backward()
                optimizer.step()
            module.eval()
            with torch.no_grad():
                module.validation_step(val_data, 0)
            module.on_train_epoch_end()


def crocks(n, seed):
    g = torch.Generator().manual_seed(seed)
    salt = 1.2 + 1.6 * torch.rand(n, generator=g)            # % w/w
    temp = 14 + 12 * torch.rand(n, generator=g)              # deg C
    head_cm = 1 + 5 * torch.rand(n, generator=g)             # brine above cabbage
    shred_mm = 1 + 4 * torch.rand(n, generator=g)
    variety = (torch.rand(n, generator=g) < 0.4).float()     # late (dense) cabbage
    starter = (torch.rand(n, generator=g) < 0.3).float()     # brine from previous batch
    ph = (3.45 + 0.22 * (salt - 2) - 0.035 * (temp - 20) - 0.25 * starter + 0.05 * shred_mm
          - 0.02 * head_cm + 0.1 * variety + 0.08 * torch.randn(n, generator=g))
    soft_logit = -1.5 + 0.35 * (temp - 20) - 1.6 * (salt - 2) - 0.3 * head_cm + 0.8 * (1 - variety)
    soft = (torch.rand(n, generator=g) < torch.sigmoid(soft_logit)).float()
    x = torch.stack([salt, temp, head_cm, shred_mm, variety, starter], 1)
    return x, ph.unsqueeze(1), soft.unsqueeze(1)


class KrautModule(LitModule):
    def __init__(self, hparams):
        super().__init__(hparams)
        hp = self.hparams
        self.register_buffer("mu", hp.x_mean)
        self.register_buffer("sd", hp.x_std)
        self.shared = nn.Sequential(nn.Linear(6, hp.hidden), nn.ReLU(), nn.Linear(hp.hidden, hp.hidden), nn.ReLU())
        self.ph_head = nn.Linear(hp.hidden, 1)
        self.soft_head = nn.Linear(hp.hidden, 1)
        self.task_log_vars = torch.log(torch.tensor(hp.init_task_scales, requires_grad=True))

    def forward(self, x):
        h = self.shared((x - self.mu) / self.sd)
        return 3.5 + self.ph_head(h), self.soft_head(h)

    def training_step(self, batch, batch_idx):
        x, ph, soft = batch
        ph_hat, soft_logit = self(x)
        per_task = torch.stack([F.mse_loss(ph_hat, ph), F.binary_cross_entropy_with_logits(soft_logit, soft)])
        precision = torch.exp(-self.task_log_vars)
        total = (precision * per_task + self.task_log_vars).sum()
        self.log_dict({"ph_mse": per_task[0], "soft_bce": per_task[1], "total": total})
        return total

    def validation_step(self, batch, batch_idx):
        x, ph, soft = batch
        ph_hat, soft_logit = self(x)
        self.val_ph_mae = (ph_hat - ph).abs().mean().item()
        self.val_soft_acc = ((soft_logit > 0).float() == soft).float().mean().item()

    def on_train_epoch_end(self):
        if self.trainer.current_epoch % 4 == 3:
            w = torch.exp(-self.task_log_vars).tolist()
            print(f"epoch {self.trainer.current_epoch:2d}  val pH MAE {self.val_ph_mae:.3f}  "
                  f"soft acc {self.val_soft_acc:.3f}  task weights {w[0]:.2f}/{w[1]:.2f}")

    def configure_optimizers(self):
        return torch.optim.Adam([
            {"params": self.shared.parameters()},
            {"params": list(self.ph_head.parameters()) + list(self.soft_head.parameters())},
            {"params": [self.task_log_vars], "lr": self.hparams.lr, "weight_decay": 0.0},
        ], lr=self.hparams.lr, weight_decay=1e-4)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = crocks(1200, seed=3)
    val = crocks(400, seed=4)
    module = KrautModule({"hidden": 32, "lr": 3e-3, "init_task_scales": [1.0, 1.0],
                          "x_mean": train[0].mean(0), "x_std": train[0].std(0)})
    print(f"{len(train[0])} crocks, soft-texture rate {train[2].mean():.2f}, mean pH {train[1].mean():.2f}")
    Trainer(max_epochs=16, batch_size=64).fit(module, train, val)


if __name__ == "__main__":
    main()
