"""Bakery line: predict the crust colour (CIE L*, lower is darker) of lye pretzels and whether the
coarse salt will stick, from the lye bath and oven settings. Colour readings come from two
sources: a spectrophotometer (trusted) and the shift lead's colour card (down-weighted).
"""
import io
import math
from contextlib import contextmanager
from dataclasses import dataclass

import torch
import torch.nn.functional as F
from torch import nn


@dataclass
class Cfg:
    seed: int = 14
    n_pretzels: int = 2400
    n_val: int = 480
    micro_batch: int = 40
    accum_steps: int = 3
    epochs: int = 6
    lr: float = 3e-3
    warmup: int = 10
    clip: float = 3.0
    card_weight: float = 0.3
    amp: bool = False


def bake_records(cfg):
    g = torch.Generator().manual_seed(cfg.seed)
    n = cfg.n_pretzels
    u = lambda lo, hi: lo + (hi - lo) * torch.rand(n, generator=g)
    lye_pct, dip_s, oven_c = u(2.0, 4.5), u(5, 30), u(200, 240)
    bake_min, hydration, malt_pct = u(10, 18), u(52, 62), u(0, 3)
    proof_min, steam = u(0, 40), (torch.rand(n, generator=g) < 0.5).float()
    x = torch.stack([lye_pct, dip_s, oven_c, bake_min, hydration, malt_pct, proof_min, steam], 1)
    browning = 0.6 * lye_pct * torch.log1p(dip_s) + 0.05 * (oven_c - 210) * bake_min / 14 + 1.2 * malt_pct
    lightness = 70 - 6.0 * browning + 0.3 * (hydration - 57)
    from_spectro = torch.rand(n, generator=g) < 0.4
    noise_sd = torch.where(from_spectro, torch.tensor(0.8), torch.tensor(4.0))
    lightness = lightness + noise_sd * torch.randn(n, generator=g)
    stick_logit = 1.5 * (dip_s - 12) / 8 - 0.08 * proof_min + 2 * steam - 0.5
    sticks = (torch.rand(n, generator=g) < torch.sigmoid(stick_logit)).float()
    weight = torch.where(from_spectro, torch.tensor(1.0), torch.tensor(cfg.card_weight))
    x = (x - x.mean(0)) / x.std(0)
    return x, (lightness - 40) / 10, sticks, weight


class PretzelNet(nn.Module):
    def __init__(self, n_in, width=64):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.colour = nn.Linear(width, 1)
        self.salt = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return self.colour(h).squeeze(1), self.salt(h).squeeze(1)


class Accelerator:
    def __init__(self, accum_steps, amp):
        self.accum_steps = accum_steps
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.amp = amp
        self.i = 0
        self.sync_gradients = True
        self.window_start = True

    def prepare(self, *objs):
        return objs

    @contextmanager
    def accumulate(self, model):
        self.window_start = self.i % self.accum_steps == 0
        self.i += 1
        self.sync_gradients = self.i % self.accum_steps == 0
        yield

    def autocast(self):
        return torch.autocast("cpu", dtype=torch.bfloat16, enabled=self.amp)

    def backward(self, loss, **kwargs):
        self.scaler.scale(loss / self.accum_steps).backward(**kwargs)

    def clip_grad_norm_(self, params, max_norm, optimizer):
        self.scaler.unscale_(optimizer)
        return nn.utils.clip_grad_norm_(params, max_norm)

    def step(self, optimizer):
        self.scaler.step(optimizer)
        self.scaler.update()


def trunk_grad_norm(net):
    grads = [p.grad.norm() for p in net.trunk.parameters() if p.grad is not None]
    return torch.stack(grads).norm().item() if grads else 0.0


def warmup_then_cosine(opt, warmup, total):
    return torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: (s + 1) / warmup if s < warmup else 0.5 * (1 + math.cos(math.pi * (s - warmup) / (total - warmup))))


@torch.no_grad()
def validate(net, x, lightness, sticks):
    net.eval()
    colour, salt = net(x)
    net.train()
    return (10 * (colour - lightness).abs().mean().item(),
            ((salt > 0).float() == sticks).float().mean().item())


def main(cfg=Cfg()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    x, lightness, sticks, weight = bake_records(cfg)
    v = cfg.n_val
    net = PretzelNet(x.shape[1])
    opt = torch.optim.AdamW(net.parameters(), lr=cfg.lr, weight_decay=1e-3)
    total = cfg.epochs * math.ceil((len(x) - v) / cfg.micro_batch / cfg.accum_steps)
    sched = warmup_then_cosine(opt, cfg.warmup, total + 1)
    accel = Accelerator(cfg.accum_steps, cfg.amp)
    net, opt, sched = accel.prepare(net, opt, sched)
    checkpoint = None
    for epoch in range(cfg.epochs):
        colour_share, windows = 0.0, 0
        for idx in (torch.randperm(len(x) - v) + v).split(cfg.micro_batch):
            with accel.accumulate(net):
                with accel.autocast():
                    colour, salt = net(x[idx])
                per_pretzel = F.mse_loss(colour.float(), lightness[idx], reduction="none")
                w = weight[idx] / weight[idx].sum()
                accel.backward(per_pretzel, gradient=w, retain_graph=True)
                colour_norm = trunk_grad_norm(net) if accel.window_start else None
                salt_loss = F.binary_cross_entropy_with_logits(salt.float(), sticks[idx])
                accel.backward(salt_loss)
                if colour_norm is not None:
                    colour_share += colour_norm / max(trunk_grad_norm(net), 1e-12)
                    windows += 1
                if accel.sync_gradients:
                    accel.clip_grad_norm_(net.parameters(), cfg.clip, opt)
                    accel.step(opt)
                    sched.step()
                    opt.zero_grad(set_to_none=True)
        mae, acc = validate(net, x[:v], lightness[:v], sticks[:v])
        print(f"epoch {epoch}: val L* MAE {mae:.2f} | salt adherence acc {acc:.3f} | "
              f"colour share of trunk grad {colour_share / windows:.2f}")
        buf = io.BytesIO()
        torch.save({"net": net.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict(),
                    "epoch": epoch}, buf)
        checkpoint = buf.getvalue()
    restored = PretzelNet(x.shape[1])
    restored.load_state_dict(torch.load(io.BytesIO(checkpoint), weights_only=False)["net"])
    print(f"restored checkpoint: val L* MAE {validate(restored, x[:v], lightness[:v], sticks[:v])[0]:.2f}")


if __name__ == "__main__":
    main()
