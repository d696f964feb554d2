"""Skipping stones: a Gumbel-softmax VAE over the gaps between successive bounces.

A throw is described by speed, spin and tilt; gaps shrink geometrically and the
stone sinks once its speed drops below a threshold, after which gaps are zero.
The latent is 3 categorical variables with 6 classes each ("throw styles").
"""
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

CFG = {
    "seed": 21,
    "data": {"batch": 64, "n_gaps": 12},
    "model": {"groups": 3, "classes": 6, "hidden": 64},
    "train": {"n_steps": 200, "lr": 3e-3, "tau0": 1.0, "tau_min": 0.3, "anneal": 0.01,
              "kl_weight": 0.02, "log_every": 50},
}


def stone_throws(batch, n_gaps, gen):
    k = torch.arange(n_gaps, dtype=torch.float32)
    while True:
        speed = 4.0 + 8.0 * torch.rand(batch, 1, generator=gen)
        spin = torch.rand(batch, 1, generator=gen)
        tilt = math.radians(10.0) + math.radians(25.0) * torch.rand(batch, 1, generator=gen)
        keep = 0.55 + 0.35 * spin * torch.cos(tilt - math.radians(20.0))
        v = speed * keep ** k
        gap = 0.08 * v * torch.sin(2 * tilt) * (v > 1.5).float()
        yield gap + 0.01 * torch.randn(batch, n_gaps, generator=gen).abs()


class GumbelVAE(nn.Module):
    def __init__(self, n_gaps, groups, classes, hidden):
        super().__init__()
        self.groups, self.classes = groups, classes
        self.enc = nn.Sequential(nn.Linear(n_gaps, hidden), nn.ELU(), nn.Linear(hidden, groups * classes))
        self.style = nn.Parameter(torch.empty(groups * classes, hidden))
        nn.init.xavier_uniform_(self.style)
        self.dec = nn.Sequential(nn.ELU(), nn.Linear(hidden, n_gaps))
        self.register_buffer("tau", torch.tensor(1.0))

    def forward(self, x, hard=False):
        logits = self.enc(x).view(-1, self.groups, self.classes)
        y_soft = F.softmax((logits - torch.log(-torch.log(torch.rand_like(logits) + 1e-9) + 1e-9)) / self.tau, -1)
        if hard:
            y_hard = F.one_hot(y_soft.argmax(-1), self.classes).type_as(y_soft)
            y = y_hard - y_soft.detach() + y_soft
        else:
            y = y_soft
        recon = self.dec(y.flatten(1) @ self.style)
        return recon, logits


def categorical_kl(logits):
    q = F.softmax(logits, -1)
    return (q * (F.log_softmax(logits, -1) + math.log(logits.shape[-1]))).sum((-1, -2)).mean()


def main():
    torch.manual_seed(CFG["seed"])
    np.random.seed(CFG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CFG["seed"])
    mc, tc, dc = CFG["model"], CFG["train"], CFG["data"]

    model = GumbelVAE(dc["n_gaps"], mc["groups"], mc["classes"], mc["hidden"])
    opt = torch.optim.Adam(model.parameters(), lr=tc["lr"])
    data_iter = stone_throws(dc["batch"], dc["n_gaps"], gen)
    held_out = next(stone_throws(256, dc["n_gaps"], torch.Generator().manual_seed(1)))

    def evaluate_elbo(x):
        model.eval()
        with torch.inference_mode():
            recon, logits = model(x, hard=True)
            score = (F.mse_loss(recon, x, reduction="none").sum(-1).mean()
                     + tc["kl_weight"] * categorical_kl(logits))
        model.train()
        return score.item()

    step = 0
    enc_grad_share = []
    while step < tc["n_steps"]:
        x = next(data_iter)
        opt.zero_grad()
        recon, logits = model(x, hard=step > tc["n_steps"] // 2)
        rec = F.mse_loss(recon, x, reduction="none").sum(-1).mean()
        kl = tc["kl_weight"] * categorical_kl(logits)
        rec.backward(retain_graph=True)
        g_rec = model.enc[0].weight.grad.norm().item()
        kl.backward()
        g_all = model.enc[0].weight.grad.norm().item()
        enc_grad_share.append(g_rec / max(g_all, 1e-12))
        opt.step()
        with torch.no_grad():
            model.tau.copy_(torch.clamp(tc["tau0"] * torch.exp(torch.tensor(-tc["anneal"] * step)),
                                        min=tc["tau_min"]))
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  rec {rec.item():.4f}  kl {kl.item():.4f}  tau {model.tau.item():.2f}"
                  f"  held-out {evaluate_elbo(held_out):.4f}")

    usage = F.softmax(logits, -1).mean(0).detach().numpy()
    print("style usage per group:\n", np.array2string(usage, precision=2))
    print("mean |grad_rec| / |grad_total| on first encoder layer: %.3f" % np.mean(enc_grad_share))


if __name__ == "__main__":
    main()
