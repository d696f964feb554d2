"""Swapped-assignment clustering (SwAV-style) of kettle whistle spectrogram snippets.

A stovetop kettle whistles at a pitch that glides upward as the steam jet
speeds up, with a weaker second harmonic; lid rattle adds broadband bursts.
We cluster short log-spectrogram snippets into prototypes without labels.
"""
import math

import numpy as np
import torch
from torch import nn
import torch.nn.functional as F

CFG = {"n_freq": 24, "n_frames": 16, "n_clips": 384, "batch": 48, "epochs": 3,
       "n_protos": 8, "dim": 16, "temp": 0.1, "eps": 0.05, "sinkhorn_iters": 3, "lr": 1e-3}


def kettle_snippets(n, n_freq, n_frames, gen):
    start = torch.rand(n, 1, generator=gen) * 0.4 + 0.2
    glide = torch.rand(n, 1, generator=gen) * 0.3
    rattle = (torch.rand(n, 1, 1, generator=gen) < 0.3).float()
    frames = torch.linspace(0, 1, n_frames).unsqueeze(0)
    pitch = (start + glide * frames) * n_freq * 0.5
    bins = torch.arange(n_freq).float().view(1, n_freq, 1)
    fund = torch.exp(-0.5 * (bins - pitch.unsqueeze(1)) ** 2)
    harm = 0.4 * torch.exp(-0.5 * (bins - 2 * pitch.unsqueeze(1)) ** 2)
    bursts = rattle * torch.rand(n, 1, n_frames, generator=gen) * 0.3
    spec = fund + harm + bursts + 0.02 * torch.randn(n, n_freq, n_frames, generator=gen)
    return torch.log1p(spec.clamp(min=0)), start.squeeze(1)


def jitter(x, gen):
    shift = int(torch.randint(-2, 3, (1,), generator=gen))
    gain = 1.0 + 0.1 * torch.randn(x.shape[0], 1, 1, generator=gen)
    return torch.roll(x, shift, dims=2) * gain + 0.03 * torch.randn(x.shape, generator=gen)


class Printer:
    def __init__(self):
        self.rows = []

    def log(self, **kv):
        self.rows.append({k: float(v) if torch.is_tensor(v) else v for k, v in kv.items()})


class HookedModel(nn.Module):
    def event(self, name, payload=None):
        fn = getattr(self, "on_" + name, None)
        return None if fn is None else fn(payload)


class SwappedClusterer(HookedModel):
    def __init__(self, cfg, log):
        super().__init__()
        self.cfg = cfg
        self.log = log
        flat = cfg["n_freq"] * cfg["n_frames"]
        self.encoder = nn.Sequential(nn.Flatten(), nn.Linear(flat, 64), nn.ReLU(), nn.Linear(64, cfg["dim"]))
        self.prototypes = nn.Linear(cfg["dim"], cfg["n_protos"], bias=False)
        self.optimizer = torch.optim.Adam(self.parameters(), lr=cfg["lr"])

    @torch.no_grad()
    def sinkhorn(self, scores):
        q = torch.exp(scores / self.cfg["eps"]).t()
        q /= q.sum()
        k, b = q.shape
        for _ in range(self.cfg["sinkhorn_iters"]):
            q /= q.sum(dim=1, keepdim=True)
            q /= k
            q /= q.sum(dim=0, keepdim=True)
            q /= b
        return (q * b).t()

    def on_batch_start(self, _):
        w = self.prototypes.weight
        w.copy_(F.normalize(w, dim=1))

    def on_batch(self, views):
        self.event("batch_start")
        za, zb = (F.normalize(self.encoder(v), dim=1) for v in views)
        sa, sb = self.prototypes(za), self.prototypes(zb)
        qa, qb = self.sinkhorn(sa), self.sinkhorn(sb)
        t = self.cfg["temp"]
        loss = -0.5 * ((qb * F.log_softmax(sa / t, dim=1)).sum(1).mean()
                       + (qa * F.log_softmax(sb / t, dim=1)).sum(1).mean())
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        self.log.log(loss=loss.detach(), usage=(qa.argmax(1).bincount(minlength=qa.shape[1]) > 0).sum())
        return loss.item()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    clips, start = kettle_snippets(CFG["n_clips"], CFG["n_freq"], CFG["n_frames"], gen)
    model = SwappedClusterer(CFG, Printer())
    for epoch in range(CFG["epochs"]):
        order = torch.randperm(len(clips), generator=gen)
        epoch_loss = []
        for i in range(0, len(clips), CFG["batch"]):
            x = clips[order[i:i + CFG["batch"]]]
            epoch_loss.append(model.event("batch", (jitter(x, gen), jitter(x, gen))))
        print(f"epoch {epoch}: swapped loss {np.mean(epoch_loss):.4f}, "
              f"prototypes used {model.log.rows[-1]['usage']:.0f}/{CFG['n_protos']}")
    with torch.no_grad():
        assign = model.prototypes(F.normalize(model.encoder(clips), dim=1)).argmax(1)
    for c in range(CFG["n_protos"]):
        sel = assign == c
        if sel.any():
            print(f"prototype {c}: {int(sel.sum())} clips, mean onset pitch {start[sel].mean():.3f}")


if __name__ == "__main__":
    main()
