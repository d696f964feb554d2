"""Population pharmacokinetics: covariate network predicting one-compartment oral PK parameters."""
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Dict, Tuple

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class LossConfig:
    kind: str = "huber"
    reduction: str = "none"
    delta: float = 0.25
    log_space: bool = True


@dataclass
class Config:
    n_patients: int = 600
    samples_per_patient: int = 8
    dose_mg: float = 500.0
    hidden: int = 32
    epochs: int = 40
    batch_size: int = 64
    optimizer: str = "Adam"
    optimizer_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 3e-3})
    loss: LossConfig = field(default_factory=LossConfig)
    seed: int = 0


LOSSES = {
    "huber": lambda cfg: partial(F.huber_loss, reduction=cfg.reduction, delta=cfg.delta),
    "mse": lambda cfg: partial(F.mse_loss, reduction=cfg.reduction),
    "l1": lambda cfg: partial(F.l1_loss, reduction=cfg.reduction),
}


def concentration(t, *, ka, ke, vd, dose):
    """C(t) for first-order absorption and elimination (bioavailability folded into vd)."""
    ka, ke, vd = ka.unsqueeze(-1), ke.unsqueeze(-1), vd.unsqueeze(-1)
    return dose * ka / (vd * (ka - ke)) * (torch.exp(-ke * t) - torch.exp(-ka * t))


def simulate_cohort(cfg: Config, gen):
    n = cfg.n_patients
    weight = 50 + 50 * torch.rand(n, generator=gen)
    age = 20 + 60 * torch.rand(n, generator=gen)
    crcl = 140 - age + 0.3 * (weight - 70) + 10 * torch.randn(n, generator=gen)   # creatinine clearance
    cov = torch.stack([(weight - 75) / 15, (age - 50) / 17, (crcl - 90) / 25], dim=-1)

    ke = 0.08 * (crcl.clamp(min=15) / 90) ** 0.75 * torch.exp(0.1 * torch.randn(n, generator=gen))
    ka = 1.2 * torch.exp(0.25 * torch.randn(n, generator=gen))
    vd = 0.7 * weight * torch.exp(0.1 * torch.randn(n, generator=gen))
    times = torch.sort(0.25 + 23.75 * torch.rand(n, cfg.samples_per_patient, generator=gen), dim=-1).values
    conc = concentration(times, ka=ka, ke=ke, vd=vd, dose=cfg.dose_mg)
    conc = conc * torch.exp(0.08 * torch.randn(conc.shape, generator=gen))       # proportional assay error
    assay_weight = torch.where(conc < 0.5, torch.full_like(conc, 0.3), torch.ones_like(conc))  # near LLOQ
    return cov, times, conc, assay_weight


class CovariatePK(nn.Module):
    """Maps covariates to log(ka), log(ke), log(V); the PK model is applied outside."""

    def __init__(self, n_cov: int, hidden: int):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_cov, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh())
        self.out = nn.Linear(hidden, 3)
        with torch.no_grad():
            self.out.bias.copy_(torch.tensor([0.0, -2.5, 3.9]))

    def forward(self, cov) -> Tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        log_ka, log_ke, log_v = self.out(self.net(cov)).unbind(-1)
        ke = log_ke.exp()
        return ke + log_ka.exp(), ke, log_v.exp()     # keep ka > ke (flip-flop free)


def objective(model, batch, *, criterion, dose, log_space=True):
    cov, times, conc, w = batch
    ka, ke, vd = model(cov)
    pred = concentration(times, ka=ka, ke=ke, vd=vd, dose=dose)
    if log_space:
        pred, conc = pred.clamp(min=1e-4).log(), conc.log()
    per_obs = criterion(pred, conc) * w
    per_patient = per_obs.sum(dim=-1) / w.sum(dim=-1)
    stats = {"loss": per_patient.mean().item(), "ke_mean": ke.mean().item()}
    return per_patient, stats


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    data = simulate_cohort(cfg, gen)
    model = CovariatePK(data[0].shape[-1], cfg.hidden)
    opt = getattr(torch.optim, cfg.optimizer)(model.parameters(), **cfg.optimizer_kwargs)
    criterion = LOSSES[cfg.loss.kind](cfg.loss)
    step_objective = partial(objective, criterion=criterion, dose=cfg.dose_mg, log_space=cfg.loss.log_space)

    for epoch in range(cfg.epochs):
        perm = torch.randperm(cfg.n_patients, generator=gen)
        running = []
        for i in range(0, cfg.n_patients, cfg.batch_size):
            idx = perm[i:i + cfg.batch_size]
            loss, stats = step_objective(model, tuple(t[idx] for t in data))
            opt.zero_grad()
            loss.backward()
            opt.step()
            running.append(stats["loss"])
        if epoch % 10 == 0 or epoch == cfg.epochs - 1:
            print(f"epoch {epoch:2d}  weighted huber {sum(running) / len(running):.4f}  mean ke {stats['ke_mean']:.3f}")
    return model


if __name__ == "__main__":
    main()
