"""Adversarial CAM erasing for identifying which wind-chime tube was struck.

Each aluminium tube rings with the inharmonic partials of a free-free bar
(1 : 2.76 : 5.40 of its fundamental) that decay at different rates. A small
CNN classifies log-spectrograms; after every step the most class-discriminative
time-frequency region (Grad-CAM) is erased and the model must still succeed,
which pushes it to use the higher partials, not only the loud fundamental.
"""
import math

import numpy as np
import torch
from torch import nn
import torch.nn.functional as F

SETTINGS = {"tubes": 4, "bins": 32, "frames": 20, "n": 400, "batch": 40, "epochs": 4,
            "lr": 3e-3, "erase_quantile": 0.8, "erase_weight": 0.5}


def chime_spectrograms(n, tubes, bins, frames, gen):
    tube = torch.randint(0, tubes, (n,), generator=gen)
    fund = 2.0 + 1.6 * tube.float() + 0.2 * torch.randn(n, generator=gen)
    f = torch.arange(bins).float().view(1, bins, 1)
    t = torch.arange(frames).float().view(1, 1, frames)
    spec = torch.zeros(n, bins, frames)
    for ratio, amp, decay in [(1.0, 1.0, 0.08), (2.76, 0.6, 0.15), (5.40, 0.35, 0.3)]:
        centre = (fund * ratio).view(n, 1, 1)
        spec += amp * torch.exp(-0.5 * (f - centre) ** 2) * torch.exp(-decay * t)
    breeze = 0.1 * torch.rand(n, 1, frames, generator=gen)
    spec = spec + breeze + 0.03 * torch.randn(n, bins, frames, generator=gen)
    return torch.log1p(spec.clamp_min(0)).unsqueeze(1), tube


class ChimeCNN(nn.Module):
    def __init__(self, classes):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(),
                                  nn.Conv2d(16, 24, 3, padding=1), nn.ReLU())
        self.fc = nn.Linear(24 * SETTINGS["bins"], classes)

    def forward(self, x):
        fmap = self.stem(x)
        return self.fc(fmap.mean(dim=3).flatten(1)), fmap


class Recorder:
    def __init__(self):
        self.store = {}

    def log(self, name, value):
        self.store.setdefault(name, []).append(value)


class ErasingLearner:
    def __init__(self, settings, recorder):
        self.s = settings
        self.net = ChimeCNN(settings["tubes"])
        self.optimizer = torch.optim.Adam(self.net.parameters(), lr=settings["lr"])
        self.rec = recorder

    def event(self, name, payload):
        return getattr(self, "on_" + name)(*payload)

    def grad_cam(self, fmap, logits, labels):
        fmap.retain_grad()
        picked = logits.gather(1, labels.unsqueeze(1)).squeeze(1)
        picked.backward(torch.ones_like(picked), retain_graph=True)
        weights = fmap.grad.mean(dim=(2, 3), keepdim=True)
        cam = F.relu((weights * fmap).sum(dim=1)).detach()
        return cam / cam.flatten(1).amax(1).clamp_min(1e-6).view(-1, 1, 1)

    def on_batch(self, x, y):
        logits, fmap = self.net(x)
        cam = self.grad_cam(fmap, logits, y)
        self.optimizer.zero_grad()
        cls_loss = F.cross_entropy(logits, y)
        thr = torch.quantile(cam.flatten(1), self.s["erase_quantile"], dim=1).view(-1, 1, 1)
        keep = (cam < thr).float().unsqueeze(1)
        erased_logits, _ = self.net(x * keep)
        erase_loss = F.cross_entropy(erased_logits, y)
        loss = cls_loss + self.s["erase_weight"] * erase_loss
        loss.backward()
        self.optimizer.step()
        peak = cam.flatten(1).argmax(1).detach().numpy() // self.s["frames"]
        self.rec.log("cam_peak_bin", float(np.mean(peak)))
        self.rec.log("loss", loss.item())
        return cls_loss.item(), erase_loss.item()

    def on_validation(self, x, y):
        self.net.eval()
        with torch.no_grad():
            clean = (self.net(x)[0].argmax(1) == y).float().mean().item()
            low_cut = x.clone()
            low_cut[:, :, :12] = 0.0
            partials = (self.net(low_cut)[0].argmax(1) == y).float().mean().item()
        self.net.train()
        return clean, partials


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    s = SETTINGS
    x, y = chime_spectrograms(s["n"], s["tubes"], s["bins"], s["frames"], gen)
    xv, yv = chime_spectrograms(200, s["tubes"], s["bins"], s["frames"], gen)
    learner = ErasingLearner(s, Recorder())
    for epoch in range(s["epochs"]):
        perm = torch.randperm(s["n"], generator=gen)
        stats = [learner.event("batch", (x[perm[i:i + s["batch"]]], y[perm[i:i + s["batch"]]]))
                 for i in range(0, s["n"], s["batch"])]
        clean, partials = learner.event("validation", (xv, yv))
        cls_l, er_l = np.mean(stats, axis=0)
        print(f"epoch {epoch}: cls {cls_l:.3f} erased {er_l:.3f} | val acc {clean:.3f}, "
              f"fundamental band removed {partials:.3f}, mean CAM peak bin "
              f"{learner.rec.store['cam_peak_bin'][-1]:.1f}")


if __name__ == "__main__":
    main()
