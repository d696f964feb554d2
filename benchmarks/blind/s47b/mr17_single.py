"""Masked-patch autoencoding of a pendulum wall clock's beat-error log.

An optical gate times every swing of a grandfather-clock pendulum; we keep
the per-minute deviation from the nominal 1 s beat. The brass rod expands
with room temperature (daily cycle), the mainspring weakens over the week
(slowly shrinking amplitude -> circular-error drift), and door slams give
sharp kicks. Pretraining reconstructs hidden patches of the log.
"""
import math

import numpy as np
import torch
from torch import nn
import torch.nn.functional as F

PARAMS = {"n": 320, "length": 96, "patch": 8, "width": 32, "mask_ratio": 0.5,
          "batch": 32, "epochs": 4, "lr": 2e-3}


def beat_logs(n, length, gen):
    t = torch.arange(length).float().unsqueeze(0) / length
    thermal = 0.5 * torch.rand(n, 1, generator=gen) + 0.2
    phase = 2 * math.pi * torch.rand(n, 1, generator=gen)
    spring = torch.rand(n, 1, generator=gen)
    drift = thermal * torch.sin(2 * math.pi * 2 * t + phase) - spring * t
    slams = (torch.rand(n, length, generator=gen) > 0.98).float() * torch.randn(n, length, generator=gen)
    return drift + slams + 0.05 * torch.randn(n, length, generator=gen), spring.squeeze(1)


class Monitor:
    def __init__(self):
        self.data = {}

    def log(self, step, **values):
        for k, v in values.items():
            self.data.setdefault(k, []).append((step, v.item() if torch.is_tensor(v) else v))


class PatchMAE(nn.Module):
    def __init__(self, params, monitor):
        super().__init__()
        self.p = params
        n_patch = params["length"] // params["patch"]
        w = params["width"]
        self.embed = nn.Linear(params["patch"], w)
        self.position = nn.Parameter(0.02 * torch.randn(1, n_patch, w))
        self.mask_token = torch.randn(1, 1, w, requires_grad=True) * 0.02
        self.body = nn.TransformerEncoder(nn.TransformerEncoderLayer(w, 4, 2 * w, dropout=0.0, batch_first=True), 2)
        self.unembed = nn.Linear(w, params["patch"])
        self.optimizer = torch.optim.AdamW([*self.parameters(), self.mask_token], lr=params["lr"])
        self.monitor = monitor
        self.steps = 0

    def patches(self, x):
        return x.unfold(1, self.p["patch"], self.p["patch"])

    def forward(self, x, hide):
        tok = self.embed(self.patches(x)) + self.position
        tok = torch.where(hide.unsqueeze(-1), self.mask_token.expand_as(tok), tok)
        return self.unembed(self.body(tok))

    def hook(self, name, *args):
        return getattr(self, "on_" + name)(*args)

    def on_batch(self, x, gen):
        hide = torch.rand(x.shape[0], x.shape[1] // self.p["patch"], generator=gen) < self.p["mask_ratio"]
        err = F.mse_loss(self(x, hide), self.patches(x), reduction="none").mean(-1)
        loss = err[hide].mean()
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        self.steps += 1
        self.monitor.log(self.steps, loss=loss)
        return loss.item()

    @torch.no_grad()
    def on_validation(self, x, gen):
        hide = torch.rand(x.shape[0], x.shape[1] // self.p["patch"], generator=gen) < self.p["mask_ratio"]
        err = F.mse_loss(self(x, hide), self.patches(x), reduction="none").mean(-1)
        return err[hide].mean().item()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    logs, spring = beat_logs(PARAMS["n"], PARAMS["length"], gen)
    logs_v, _ = beat_logs(128, PARAMS["length"], gen)
    model = PatchMAE(PARAMS, Monitor())
    for epoch in range(PARAMS["epochs"]):
        perm = torch.randperm(PARAMS["n"], generator=gen)
        losses = [model.hook("batch", logs[perm[i:i + PARAMS["batch"]]], gen)
                  for i in range(0, PARAMS["n"], PARAMS["batch"])]
        print(f"epoch {epoch}: masked mse {np.mean(losses):.4f}  val {model.hook('validation', logs_v, gen):.4f}")


if __name__ == "__main__":
    main()
