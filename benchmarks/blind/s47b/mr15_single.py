"""Contrastive pretraining with a learned adversarial perturber on stone-skipping tracks.

A camera at the lake shore tracks a skipped stone's height above the water:
a train of parabolic hops whose length and apex shrink geometrically at
each touch-down until the stone sinks. Throw speed and spin set the decay.
A small perturber network proposes bounded distortions that make two views
hard to match; the encoder learns to match them anyway.
"""
import numpy as np
import torch
from torch import nn
import torch.nn.functional as F

SETUP = {"n": 384, "length": 96, "batch": 32, "epochs": 3, "accum": 2, "dim": 16,
         "tau": 0.2, "budget": 0.15, "lr_enc": 2e-3, "lr_pert": 1e-3}


def skip_tracks(n, length, gen):
    decay = 0.55 + 0.3 * torch.rand(n, generator=gen)
    first_hop = 12 + 10 * torch.rand(n, generator=gen)
    tracks = torch.zeros(n, length)
    skips = torch.zeros(n)
    for i in range(n):
        t, hop, apex = 0.0, float(first_hop[i]), 1.0
        while t + hop < length and hop > 2:
            idx = torch.arange(int(t), int(t + hop))
            u = (idx.float() - t) / hop
            tracks[i, idx] = 4 * apex * u * (1 - u)
            t, hop, apex = t + hop, hop * float(decay[i]), apex * float(decay[i]) ** 2
            skips[i] += 1
    return tracks + 0.02 * torch.randn(n, length, generator=gen), skips


class TrackEncoder(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, 16, 5, padding=2), nn.ReLU(),
                                  nn.Conv1d(16, 16, 5, stride=2, padding=2), nn.ReLU(),
                                  nn.AdaptiveAvgPool1d(6), nn.Flatten())
        self.out = nn.Linear(96, dim)

    def forward(self, x):
        return self.out(self.conv(x.unsqueeze(1)))


class Perturber(nn.Module):
    def __init__(self, budget):
        super().__init__()
        self.budget = budget
        self.net = nn.Sequential(nn.Conv1d(1, 8, 7, padding=3), nn.Tanh(), nn.Conv1d(8, 1, 7, padding=3))

    def forward(self, x):
        return self.budget * torch.tanh(self.net(x.unsqueeze(1)).squeeze(1))


def matching_loss(za, zb, tau):
    za, zb = F.normalize(za, dim=1), F.normalize(zb, dim=1)
    return F.cross_entropy(za @ zb.t() / tau, torch.arange(len(za)))


class Run:
    def __init__(self):
        self.rows = []

    def log(self, **kw):
        self.rows.append(kw)


class AdversarialViews(nn.Module):
    def __init__(self, setup, run):
        super().__init__()
        self.s = setup
        self.encoder = TrackEncoder(setup["dim"])
        self.perturber = Perturber(setup["budget"])
        self.enc_opt = torch.optim.Adam(self.encoder.parameters(), lr=setup["lr_enc"])
        self.pert_opt = torch.optim.Adam(self.perturber.parameters(), lr=setup["lr_pert"])
        self.run = run
        self.micro = 0

    def on_batch(self, x):
        delta = self.perturber(x)
        enc_loss = matching_loss(self.encoder(x), self.encoder(x + delta.detach()), self.s["tau"])
        (enc_loss / self.s["accum"]).backward()
        self.micro += 1
        if self.micro % self.s["accum"] == 0:
            self.enc_opt.step()
            self.enc_opt.zero_grad()
        self.encoder.requires_grad_(False)
        with torch.no_grad():
            anchor = self.encoder(x)
        pert_loss = -matching_loss(anchor, self.encoder(x + delta), self.s["tau"])
        self.pert_opt.zero_grad()
        pert_loss.backward()
        self.pert_opt.step()
        self.encoder.requires_grad_(True)
        saturated = (delta.detach().abs() > 0.5 * self.s["budget"]).float().mean()
        self.run.log(enc=enc_loss.item(), pert=pert_loss.item(), saturated=saturated.item())

    @torch.no_grad()
    def on_validation(self, x, skips):
        h = torch.cat([self.encoder.conv(x.unsqueeze(1)), torch.ones(len(x), 1)], 1)
        coef = torch.linalg.lstsq(h, skips.unsqueeze(1)).solution
        return ((h @ coef).squeeze(1) - skips).abs().mean().item()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    s = SETUP
    x, skips = skip_tracks(s["n"], s["length"], gen)
    xv, skips_v = skip_tracks(192, s["length"], gen)
    model = AdversarialViews(s, Run())
    print(f"skip-count probe MAE at init {model.on_validation(xv, skips_v):.3f}")
    for epoch in range(s["epochs"]):
        perm = torch.randperm(s["n"], generator=gen)
        for i in range(0, s["n"], s["batch"]):
            model.on_batch(x[perm[i:i + s["batch"]]])
        last = model.run.rows[-1]
        print(f"epoch {epoch}: encoder {last['enc']:.3f} perturber {last['pert']:.3f} "
              f"saturated {last['saturated']:.2f} | skip-count probe MAE {model.on_validation(xv, skips_v):.3f}")


if __name__ == "__main__":
    main()
