"""Noodle R&D: predict the texture-analyser readings of a cooked noodle strand (tensile strength in
grams-force and elongation at break in %) from the dough formulation and the line settings.
"""
import io
import math
from contextlib import contextmanager
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

FORMULATION = ("protein_pct", "kansui_pct", "hydration_pct", "salt_pct", "egg_pct",
               "rest_min", "sheeting_passes", "cook_s")
TARGETS = ("tensile_gf", "elongation_pct")


@dataclass
class Hyper:
    seed: int = 31
    n_trials: int = 2600
    n_holdout: int = 520
    micro_batch: int = 26
    grad_accum: int = 4
    epochs: int = 6
    lr: float = 4e-3
    warmup: int = 15
    clip: float = 1.0
    amp: bool = False


def pilot_line(h):
    g = torch.Generator().manual_seed(h.seed)
    n = h.n_trials
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    protein, kansui, hydration = u(9, 14), u(0, 2), u(28, 40)
    salt, egg, rest = u(0, 3), u(0, 15), u(0, 60)
    passes, cook = torch.randint(2, 10, (n,), generator=g).float(), u(90, 300)
    x = torch.stack([protein, kansui, hydration, salt, egg, rest, passes, cook], 1)
    gluten = protein * (1 + 0.02 * rest) * (1 + 0.05 * passes) * (1 + 0.15 * kansui)
    tensile = 2.2 * gluten + 0.8 * egg - 0.04 * (cook - 150) - 0.8 * (hydration - 33).abs()
    elongation = 60 + 3.0 * gluten ** 0.8 + 4 * kansui + 0.1 * (cook - 150) + 1.5 * (hydration - 33)
    y = torch.stack([tensile, elongation], 1) + torch.randn(n, 2, generator=g) * torch.tensor([2.0, 4.0])
    x = (x - x.mean(0)) / x.std(0)
    y_mu, y_sd = y.mean(0), y.std(0)
    return x, (y - y_mu) / y_sd, (y_mu, y_sd)


class TextureNet(nn.Module):
    def __init__(self, n_in, n_out, width=80):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU(),
                                 nn.Linear(width, n_out))

    def forward(self, x):
        return self.net(x)


class Accelerator:
    def __init__(self, grad_accum, amp):
        self.grad_accum = grad_accum
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.amp = amp
        self.step_idx = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer):
        return model, optimizer

    @contextmanager
    def accumulate(self, model):
        self.step_idx += 1
        self.sync_gradients = self.step_idx % self.grad_accum == 0
        yield

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def backward(self, loss):
        self.scaler.scale(loss / self.grad_accum).backward()

    def clip_grad_norm_(self, params, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return nn.utils.clip_grad_norm_(params, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


class RegressionMetrics:
    """Collects predictions across steps and reports per-target R^2 and MAE in physical units."""

    def __init__(self, y_mu, y_sd):
        self.mu, self.sd = y_mu.numpy(), y_sd.numpy()
        self.reset()

    def reset(self):
        self.preds, self.targets = [], []

    def update(self, preds, targets):
        self.preds.append(preds.float().cpu().numpy())
        self.targets.append(targets.cpu().numpy())

    def compute(self):
        p = np.concatenate(self.preds) * self.sd + self.mu
        t = np.concatenate(self.targets) * self.sd + self.mu
        r2 = 1 - ((p - t) ** 2).sum(0) / ((t - t.mean(0)) ** 2).sum(0)
        mae = np.abs(p - t).mean(0)
        return {f"r2_{k}": float(v) for k, v in zip(TARGETS, r2)} | {f"mae_{k}": float(v) for k, v in zip(TARGETS, mae)}


def save(model, optimizer, scheduler, epoch):
    buf = io.BytesIO()
    torch.save({"model": model.state_dict(), "optimizer": optimizer.state_dict(),
                "scheduler": scheduler.state_dict(), "epoch": epoch}, buf)
    return buf.getvalue()


def main(h=Hyper()):
    torch.manual_seed(h.seed)
    torch.set_num_threads(1)
    x, y, (y_mu, y_sd) = pilot_line(h)
    hold = slice(0, h.n_holdout)
    train_x, train_y = x[h.n_holdout:], y[h.n_holdout:]
    net = TextureNet(len(FORMULATION), len(TARGETS))
    opt = torch.optim.AdamW(net.parameters(), lr=h.lr, weight_decay=1e-3)
    per_epoch = math.ceil(len(train_x) / h.micro_batch / h.grad_accum)
    sched = torch.optim.lr_scheduler.SequentialLR(opt, [
        torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.05, total_iters=h.warmup),
        torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=h.epochs * per_epoch - h.warmup),
    ], milestones=[h.warmup])
    accel = Accelerator(h.grad_accum, h.amp)
    net, opt = accel.prepare(net, opt)
    train_metrics, val_metrics = RegressionMetrics(y_mu, y_sd), RegressionMetrics(y_mu, y_sd)
    checkpoints = {}
    for epoch in range(h.epochs):
        net.train()
        train_metrics.reset()
        order = torch.randperm(len(train_x))
        for i in range(0, len(order), h.micro_batch):
            idx = order[i:i + h.micro_batch]
            with accel.accumulate(net):
                with accel.autocast():
                    out = net(train_x[idx])
                loss = F.smooth_l1_loss(out.float(), train_y[idx], beta=0.5)
                accel.backward(loss)
                if accel.sync_gradients:
                    accel.clip_grad_norm_(net.parameters(), h.clip, opt)
                    accel.step(opt)
                    sched.step()
                    opt.zero_grad(set_to_none=True)
            train_metrics.update(out, train_y[idx])
        net.eval()
        val_metrics.reset()
        with torch.no_grad():
            val_metrics.update(net(x[hold]), y[hold])
        tr, va = train_metrics.compute(), val_metrics.compute()
        print(f"epoch {epoch}: train R2 {tr['r2_tensile_gf']:.3f}/{tr['r2_elongation_pct']:.3f} | "
              f"holdout R2 {va['r2_tensile_gf']:.3f}/{va['r2_elongation_pct']:.3f} | holdout MAE "
              f"{va['mae_tensile_gf']:.1f} gf, {va['mae_elongation_pct']:.1f} %")
        checkpoints[epoch] = save(net, opt, sched, epoch)
    print(f"kept {len(checkpoints)} checkpoints, last {len(checkpoints[h.epochs - 1]) // 1024} KiB")


if __name__ == "__main__":
    main()
