"""Soap workshop: predict the Shore hardness of a cold-process bar after curing.

Stage 1 pretrains a recipe encoder on thousands of recipes labelled for free by the lye
calculator (INS and iodine value). Stage 2 fits a hardness head on the few hundred bars that were
actually measured in the lab, with the encoder frozen.
"""
import io
import math
from contextlib import contextmanager
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

OILS = ("olive", "coconut", "palm", "castor", "shea", "cocoa_butter", "sunflower")
# calculator constants per oil: (INS, iodine value)
OIL_TABLE = torch.tensor([[109.0, 85.0], [258.0, 10.0], [145.0, 53.0], [95.0, 86.0],
                          [116.0, 59.0], [157.0, 37.0], [63.0, 133.0]])


@dataclass
class StageConfig:
    epochs: int
    lr: float
    micro_batch: int
    accum: int
    warmup: int


@dataclass
class SoapConfig:
    seed: int = 23
    n_calculator: int = 4000
    n_lab: int = 240
    n_lab_val: int = 120
    width: int = 64
    clip: float = 1.0
    amp: bool = False
    pretrain: StageConfig = field(default_factory=lambda: StageConfig(5, 3e-3, 64, 2, 20))
    finetune: StageConfig = field(default_factory=lambda: StageConfig(30, 3e-3, 20, 2, 10))


def recipes(n, g):
    blend = torch.distributions.Dirichlet(torch.full((len(OILS),), 0.7)).sample((n,))
    superfat = 0.02 + 0.08 * torch.rand(n, 1, generator=g)
    water = 0.28 + 0.1 * torch.rand(n, 1, generator=g)
    cure_weeks = 2 + 6 * torch.rand(n, 1, generator=g)
    x = torch.cat([blend, superfat, water, (cure_weeks - 5) / 2], 1)
    calc = blend @ OIL_TABLE
    hardness = (0.25 * calc[:, 0] - 0.15 * calc[:, 1] - 120 * superfat[:, 0] - 60 * (water[:, 0] - 0.33)
                + 4 * torch.log(cure_weeks[:, 0]) + 40)
    hardness = hardness + 2.0 * torch.randn(n, generator=g)
    calc = (calc - torch.tensor([130.0, 65.0])) / torch.tensor([40.0, 25.0])
    return x, calc, hardness


class RecipeEncoder(nn.Module):
    def __init__(self, n_in, width):
        super().__init__()
        self.layers = nn.Sequential(nn.Linear(n_in, width), nn.GELU(), nn.Linear(width, width), nn.GELU())

    def forward(self, x):
        return self.layers(x)


class SoapModel(nn.Module):
    def __init__(self, n_in, width, n_out):
        super().__init__()
        self.encoder = RecipeEncoder(n_in, width)
        self.head = nn.Linear(width, n_out)

    def forward(self, x):
        return self.head(self.encoder(x))


def freeze(module):
    for p in module.parameters():
        p.require_grad = False
    module.eval()


class Accelerator:
    def __init__(self, accum, amp):
        self.accum = accum
        self.scaler = torch.amp.GradScaler("cpu", enabled=amp)
        self.amp = amp
        self.n = 0
        self.sync_gradients = True

    def prepare(self, model, optimizer):
        self.n = 0
        return model, optimizer

    @contextmanager
    def accumulate(self, model):
        self.n += 1
        self.sync_gradients = self.n % self.accum == 0
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


def fit(model, x, y, stage, cfg, tag):
    params = [p for p in model.parameters() if p.requires_grad]
    n_trainable = sum(p.numel() for p in params)
    opt = torch.optim.AdamW(params, lr=stage.lr, weight_decay=1e-2)
    total = stage.epochs * math.ceil(len(x) / stage.micro_batch / stage.accum)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min((s + 1) / stage.warmup, 0.5 * (1 + math.cos(math.pi * s / total))))
    accel = Accelerator(stage.accum, cfg.amp)
    model, opt = accel.prepare(model, opt)
    print(f"[{tag}] {n_trainable} trainable parameters")
    for epoch in range(stage.epochs):
        model.head.train()
        running = 0.0
        for idx in torch.randperm(len(x)).split(stage.micro_batch):
            with accel.accumulate(model):
                with accel.autocast():
                    out = model(x[idx])
                loss = F.mse_loss(out.float().squeeze(-1), y[idx])
                accel.backward(loss)
                if accel.sync_gradients:
                    accel.clip_grad_norm_(params, cfg.clip, opt)
                    accel.step(opt)
                    sched.step()
                    opt.zero_grad(set_to_none=True)
            running += loss.item() * len(idx)
        if epoch == stage.epochs - 1 or epoch % 10 == 0:
            print(f"[{tag}] epoch {epoch}: mse {running / len(x):.4f}")
    return model


def checkpoint(model):
    buf = io.BytesIO()
    torch.save(model.state_dict(), buf)
    return buf.getvalue()


def main(cfg=SoapConfig()):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(cfg.seed)
    x_calc, calc, _ = recipes(cfg.n_calculator, g)
    calc_model = SoapModel(x_calc.shape[1], cfg.width, 2)
    fit(calc_model, x_calc, calc, cfg.pretrain, cfg, "calculator")
    encoder_blob = checkpoint(calc_model.encoder)

    x_lab, _, hardness = recipes(cfg.n_lab + cfg.n_lab_val, g)
    h_mu, h_sd = hardness[:cfg.n_lab].mean(), hardness[:cfg.n_lab].std()
    y_lab = (hardness - h_mu) / h_sd
    model = SoapModel(x_lab.shape[1], cfg.width, 1)
    model.encoder.load_state_dict(torch.load(io.BytesIO(encoder_blob), weights_only=False))
    freeze(model.encoder)
    model = fit(model, x_lab[:cfg.n_lab], y_lab[:cfg.n_lab], cfg.finetune, cfg, "hardness")

    model.eval()
    with torch.no_grad():
        pred = model(x_lab[cfg.n_lab:]).squeeze(-1) * h_sd + h_mu
    mae = (pred - hardness[cfg.n_lab:]).abs().mean().item()
    print(f"lab validation: Shore hardness MAE {mae:.2f} (std of hardness {hardness.std().item():.2f})")


if __name__ == "__main__":
    main()
