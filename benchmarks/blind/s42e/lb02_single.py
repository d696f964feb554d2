"""Kettle popcorn: predict expansion volume and unpopped fraction from a batch recipe.

Benchmark-style trainer: warm-up steps, static input buffers, autocast switch,
throughput and running-correlation logging.
"""
import time
from types import SimpleNamespace

import numpy as np
import torch
from torch import nn

CFG = SimpleNamespace(
    n=6000, batch=200, width=128, steps=240, warmup=5, lr=3e-3,
    log_every=40, use_autocast=False, seed=0,
)


def synth_batches(n, gen):
    moisture = 0.11 + 0.05 * torch.rand(n, generator=gen)          # kernel water fraction
    kettle_c = 180 + 60 * torch.rand(n, generator=gen)             # kettle temperature
    oil_g = 10 + 30 * torch.rand(n, generator=gen)
    mass_g = 80 + 160 * torch.rand(n, generator=gen)
    power_kw = 1.0 + 2.0 * torch.rand(n, generator=gen)
    variety = torch.randint(0, 3, (n,), generator=gen)
    # expansion peaks near 13.5 % moisture and ~205 C
    peak = torch.exp(-((moisture - 0.135) / 0.018) ** 2) * torch.exp(-((kettle_c - 205) / 30) ** 2)
    volume = (30 + 12 * peak + 2.5 * torch.tensor([1.0, 0.6, 1.4])[variety]
              - 0.01 * mass_g / power_kw + 0.5 * torch.randn(n, generator=gen))
    unpopped = torch.sigmoid(-2.0 + 3.0 * (1 - peak) + 0.004 * (mass_g - oil_g * 4) / power_kw)
    x = torch.stack([(moisture - 0.135) / 0.015, (kettle_c - 210) / 17, (oil_g - 25) / 9,
                     (mass_g - 160) / 46, (power_kw - 2) / 0.6], dim=1)
    x = torch.cat([x, nn.functional.one_hot(variety, 3).float()], dim=1)
    y = torch.stack([(volume - 36) / 4, unpopped], dim=1)
    return x, y


class RecipeNet(nn.Module):
    def __init__(self, n_in, width):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(n_in, width), nn.SiLU(),
                                   nn.Linear(width, width), nn.SiLU())
        self.volume = nn.Linear(width, 1)
        self.unpopped = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return torch.cat([self.volume(h), torch.sigmoid(self.unpopped(h))], dim=1)


def recipe_loss(out, target):
    vol = nn.functional.mse_loss(out[:, 0], target[:, 0])
    frac = nn.functional.binary_cross_entropy(out[:, 1].clamp(1e-5, 1 - 1e-5), target[:, 1])
    return vol + frac, vol, frac


class ThroughputLog:
    def __init__(self, batch):
        self.batch = batch
        self.t_last = time.perf_counter()
        self.steps = 0

    def tick(self):
        self.steps += 1

    def report(self, step, out, target, total):
        now = time.perf_counter()
        rate = self.steps * self.batch / (now - self.t_last)
        pred_vol = out[:, 0].numpy()
        corr = np.corrcoef(pred_vol, target[:, 0].numpy())[0, 1]
        print(f"step {step:4d} loss {total:.4f} r(volume) {corr:+.3f} {rate:9.0f} recipes/s")
        self.t_last, self.steps = now, 0


def main(cfg=CFG):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    torch.backends.mkldnn.enabled = True
    gen = torch.Generator().manual_seed(cfg.seed)
    x, y = synth_batches(cfg.n, gen)
    n_train = int(0.8 * cfg.n)
    net = RecipeNet(x.shape[1], cfg.width)
    sgd = torch.optim.Adam(net.parameters(), lr=cfg.lr, foreach=True)
    sched = torch.optim.lr_scheduler.OneCycleLR(sgd, max_lr=cfg.lr, total_steps=cfg.steps + cfg.warmup)

    static_x = torch.empty(cfg.batch, x.shape[1])
    static_y = torch.empty(cfg.batch, 2)
    log = ThroughputLog(cfg.batch)

    def one_step():
        sgd.zero_grad(set_to_none=True)
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=cfg.use_autocast):
            out = net(static_x)
        total, vol, frac = recipe_loss(out.float(), static_y)
        total.backward()
        sgd.step()
        sched.step()
        return out, total

    idx = torch.randint(0, n_train, (cfg.batch,), generator=gen)
    static_x.copy_(x[idx]); static_y.copy_(y[idx])
    for _ in range(cfg.warmup):          # warm-up: allocator, kernels, lr ramp start
        one_step()

    t0 = time.perf_counter()
    for step in range(cfg.steps):
        idx = torch.randint(0, n_train, (cfg.batch,), generator=gen)
        static_x.copy_(x[idx], non_blocking=True)
        static_y.copy_(y[idx], non_blocking=True)
        out, total = one_step()
        log.tick()
        if step % cfg.log_every == 0:
            log.report(step, out, static_y, total.item())
    elapsed = time.perf_counter() - t0

    with torch.no_grad():
        net.eval()
        out = net(x[n_train:])
        vol_rmse = (out[:, 0] - y[n_train:, 0]).pow(2).mean().sqrt().item() * 4
        frac_mae = (out[:, 1] - y[n_train:, 1]).abs().mean().item()
    print(f"{cfg.steps} steps in {elapsed:.2f}s; test volume RMSE {vol_rmse:.2f} cm3/g, "
          f"unpopped MAE {frac_mae:.3f}")


if __name__ == "__main__":
    main()
