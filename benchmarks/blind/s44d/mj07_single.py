"""Yo-yo lab: predict how long a throw "sleeps" (spins at the end of the string) from the
throw telemetry and the yo-yo's build. Trained on the synthetic bench rig log.
"""
import io
import math
from contextlib import contextmanager
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn

BEARINGS = ("fixed-axle", "transaxle", "ball-A", "ball-C", "concave-ball")


@dataclass
class Config:
    seed: int = 8
    n_throws: int = 2800
    n_valid: int = 560
    batch: int = 40
    accum: int = 2
    epochs: int = 6
    lr: float = 2e-3
    weight_decay: float = 0.01
    warmup_steps: int = 15
    max_norm: float = 1.0
    amp: bool = False
    save_every: int = 2


def bench_log(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    n = cfg.n_throws
    bearing = torch.randint(0, len(BEARINGS), (n,), generator=g)
    throw_speed = 4 + 4 * torch.rand(n, generator=g)              # m/s at release
    wrist = 30 * torch.randn(n, generator=g)                        # degrees off plane
    tension = torch.randn(n, generator=g)                           # string twist, signed
    lube_days = 90 * torch.rand(n, generator=g)
    pad_wear = torch.rand(n, generator=g)
    rim_ratio = 0.4 + 0.4 * torch.rand(n, generator=g)
    quality = torch.tensor([0.2, 0.6, 1.2, 1.5, 1.8])[bearing]
    log_sleep = (0.6 + quality + 0.25 * throw_speed + 0.9 * rim_ratio - 0.012 * wrist.abs()
                 - 0.3 * tension.abs() - 0.004 * lube_days - 0.4 * pad_wear * (bearing < 2).float())
    log_sleep = log_sleep + 0.1 * torch.randn(n, generator=g)
    cont = torch.stack([throw_speed, wrist, tension, lube_days, pad_wear, rim_ratio], 1)
    cont = (cont - cont.mean(0)) / cont.std(0)
    return cont, bearing, log_sleep


class SleepModel(nn.Module):
    def __init__(self, n_cont, width=64):
        super().__init__()
        self.bearing = nn.Embedding(len(BEARINGS), 6)
        self.trunk = nn.Sequential(nn.Linear(n_cont + 6, width), nn.GELU(), nn.Linear(width, width), nn.GELU())
        self.out = nn.Linear(width, 1)

    def forward(self, cont, bearing):
        return self.out(self.trunk(torch.cat([cont, self.bearing(bearing)], 1))).squeeze(1)


class Accelerator:
    def __init__(self, accum, amp):
        self.accum = accum
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.amp = amp
        self.micro = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer):
        return model, optimizer

    @contextmanager
    def accumulate(self, model):
        self.micro += 1
        self.sync_gradients = self.micro % self.accum == 0
        yield

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def backward(self, loss):
        self.scaler.scale(loss / self.accum).backward()

    def clip_grad_norm_(self, params, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return nn.utils.clip_grad_norm_(params, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


class Trainer:
    def __init__(self, cfg):
        self.cfg = cfg
        self.accel = Accelerator(cfg.accum, cfg.amp)
        net = SleepModel(6)
        opt = torch.optim.AdamW(net.parameters(), lr=cfg.lr, weight_decay=cfg.weight_decay)
        self.net, self.opt = self.accel.prepare(net, opt)
        updates = cfg.epochs * math.ceil((cfg.n_throws - cfg.n_valid) / cfg.batch / cfg.accum)
        self.sched = torch.optim.lr_scheduler.OneCycleLR(
            self.opt, max_lr=cfg.lr, total_steps=updates + 1, pct_start=cfg.warmup_steps / updates)
        self.history = {"loss": [], "grad_norm": []}

    def _optimizer_step(self):
        self.opt.zero_grad(set_to_none=True)   # start the next accumulation window clean
        grad_norm = self.accel.clip_grad_norm_(self.net.parameters(), self.cfg.max_norm, self.opt)
        self.accel.step(self.opt)
        self.sched.step()
        return grad_norm.item()

    def training_step(self, cont, bearing, target):
        with self.accel.accumulate(self.net):
            with self.accel.autocast():
                pred = self.net(cont, bearing)
            loss = F.mse_loss(pred.float(), target)
            self.accel.backward(loss)
            if self.accel.sync_gradients:
                self.history["grad_norm"].append(self._optimizer_step())
        self.history["loss"].append(loss.item())

    @torch.no_grad()
    def validate(self, cont, bearing, target):
        self.net.eval()
        pred = self.net(cont, bearing)
        self.net.train()
        return {"rmse_log": F.mse_loss(pred, target).sqrt().item(),
                "median_ratio_err": (pred - target).abs().exp().median().item()}

    def checkpoint(self, epoch):
        buf = io.BytesIO()
        torch.save({"net": self.net.state_dict(), "opt": self.opt.state_dict(),
                    "sched": self.sched.state_dict(), "epoch": epoch}, buf)
        return buf.getvalue()

    def resume(self, blob):
        state = torch.load(io.BytesIO(blob), weights_only=False)
        self.net.load_state_dict(state["net"])
        self.opt.load_state_dict(state["opt"])
        self.sched.load_state_dict(state["sched"])
        return state["epoch"] + 1


def main(cfg=Config()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    cont, bearing, target = bench_log(cfg)
    v = cfg.n_valid
    train_idx = torch.arange(v, cfg.n_throws)
    trainer = Trainer(cfg)
    saved = None
    for epoch in range(cfg.epochs):
        perm = train_idx[torch.randperm(len(train_idx))]
        for start in range(0, len(perm), cfg.batch):
            idx = perm[start:start + cfg.batch]
            trainer.training_step(cont[idx], bearing[idx], target[idx])
        metrics = trainer.validate(cont[:v], bearing[:v], target[:v])
        recent = trainer.history["loss"][-20:]
        print(f"epoch {epoch}: train mse {sum(recent) / len(recent):.4f} | "
              f"grad norm {trainer.history['grad_norm'][-1]:.3f} | valid rmse(log s) {metrics['rmse_log']:.4f} "
              f"| median sleep-time error x{metrics['median_ratio_err']:.2f}")
        if (epoch + 1) % cfg.save_every == 0:
            saved = trainer.checkpoint(epoch)
    restored = Trainer(cfg)
    next_epoch = restored.resume(saved)
    print(f"restored checkpoint for epoch {next_epoch}: valid rmse(log s) "
          f"{restored.validate(cont[:v], bearing[:v], target[:v])['rmse_log']:.4f}")


if __name__ == "__main__":
    main()
