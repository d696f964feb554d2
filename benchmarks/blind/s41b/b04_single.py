"""Mine-vs-rock classification of sonar returns (60 frequency-band energies, Gorman-Sejnowski style)
with FGSM adversarial training, so that small gain / multipath perturbations do not flip the call."""
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class Config:
    seed: int = 7
    n_train: int = 1200
    n_test: int = 600
    bands: int = 60
    epochs: int = 15
    batch: int = 64
    lr: float = 3e-3
    eps: float = 0.03          # in band-energy units (inputs live in [0, 1])
    adv_weight: float = 0.5


def synth_returns(n, bands, gen):
    """Cylinders (metal) ring at a few narrow resonances; rocks give broad, smooth spectra."""
    f = torch.linspace(0, 1, bands)
    label = torch.randint(0, 2, (n,), generator=gen)
    aspect = torch.rand(n, 1, generator=gen)
    base = 0.25 + 0.2 * torch.sin(3.0 * f + 2 * aspect) * torch.exp(-f)
    res_pos = 0.2 + 0.6 * torch.rand(n, 3, generator=gen)
    res = torch.exp(-((f.view(1, 1, -1) - res_pos.unsqueeze(2)) / 0.02) ** 2).sum(1)
    broad = torch.exp(-((f - 0.5 * aspect) / 0.25) ** 2)
    x = base + torch.where(label.view(-1, 1) == 1, 0.18 * res, 0.15 * broad)
    x = x * (0.8 + 0.4 * torch.rand(n, 1, generator=gen)) + 0.04 * torch.randn(n, bands, generator=gen)
    return x.clamp(0, 1), label


class SonarNet(nn.Module):
    def __init__(self, bands):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, 16, 7, padding=3), nn.ReLU(),
            nn.Conv1d(16, 16, 5, padding=2), nn.ReLU(), nn.AdaptiveMaxPool1d(8))
        self.cls = nn.Sequential(nn.Flatten(), nn.Linear(128, 32), nn.ReLU(), nn.Linear(32, 2))

    def forward(self, x):
        return self.cls(self.conv(x.unsqueeze(1)))


class FGSMTrainer:
    def __init__(self, net, cfg):
        self.net, self.cfg = net, cfg
        self.opt = torch.optim.Adam(net.parameters(), lr=cfg.lr)

    def perturb(self, x, y):
        """Returns the FGSM example and the clean loss (reused for the training objective)."""
        x = x.clone().requires_grad_(True)
        clean = F.cross_entropy(self.net(x), y)
        (gx,) = torch.autograd.grad(clean, x)
        x_adv = (x + self.cfg.eps * gx.sign()).clamp(0, 1).detach()
        return x_adv, clean

    def train_step(self, x, y):
        x_adv, clean = self.perturb(x, y)
        adv = F.cross_entropy(self.net(x_adv), y)
        objective = (1 - self.cfg.adv_weight) * clean + self.cfg.adv_weight * adv
        self.opt.zero_grad()
        objective.backward()
        self.opt.step()
        return clean.item(), adv.item()

    def robust_accuracy(self, x, y):
        x = x.clone().requires_grad_(True)
        loss = F.cross_entropy(self.net(x), y)
        (gx,) = torch.autograd.grad(loss, x)
        with torch.no_grad():
            x_adv = (x + self.cfg.eps * gx.sign()).clamp(0, 1)
            return (self.net(x_adv).argmax(1) == y).float().mean().item()


@torch.no_grad()
def clean_accuracy(net, x, y):
    return (net(x).argmax(1) == y).float().mean().item()


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    xtr, ytr = synth_returns(cfg.n_train, cfg.bands, gen)
    xte, yte = synth_returns(cfg.n_test, cfg.bands, gen)
    trainer = FGSMTrainer(SonarNet(cfg.bands), cfg)
    for ep in range(cfg.epochs):
        order = torch.randperm(cfg.n_train, generator=gen)
        sums = [0.0, 0.0]
        for i in range(0, cfg.n_train, cfg.batch):
            idx = order[i:i + cfg.batch]
            c, a = trainer.train_step(xtr[idx], ytr[idx])
            sums[0] += c * len(idx)
            sums[1] += a * len(idx)
        if ep % 3 == 0 or ep == cfg.epochs - 1:
            print(f"epoch {ep:2d}  clean ce {sums[0] / cfg.n_train:.3f}  adv ce {sums[1] / cfg.n_train:.3f}  "
                  f"test acc {clean_accuracy(trainer.net, xte, yte):.3f}  "
                  f"FGSM acc {trainer.robust_accuracy(xte, yte):.3f}")


if __name__ == "__main__":
    main()
