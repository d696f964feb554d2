"""Dolphin whistle-type classification, pod by pod, with prompt tuning.

A contour encoder is trained on the first pod's recordings.  Every later pod whistles the same
types in its own dialect (a pitch offset and a time warp), so the encoder is frozen and only a
small per-pod prompt, added to the contour embedding, and the shared classifier are tuned.
"""
import math
from types import SimpleNamespace

import torch
import torch.nn as nn
import torch.nn.functional as F

WHISTLES = ["upsweep", "downsweep", "sine", "concave", "convex", "flat"]
N_POINTS = 32

cfg = SimpleNamespace(pods=4, per_type=40, embed=32, hidden=64, prompt_scale=0.02,
                      pretrain_epochs=30, prompt_epochs=25, lr=5e-3, batch=48, seed=0)


def contour(kind, t):
    return {
        "upsweep": 6 + 8 * t,
        "downsweep": 14 - 8 * t,
        "sine": 10 + 3 * torch.sin(2 * math.pi * 2 * t),
        "concave": 14 - 16 * t * (1 - t),
        "convex": 6 + 16 * t * (1 - t),
        "flat": 10 + 0 * t,
    }[kind]


def pod_recordings(pod, per_type, gen):
    shift = 2.0 * torch.randn(1, generator=gen)
    warp = 0.6 + 0.8 * torch.rand(1, generator=gen)
    t = torch.linspace(0, 1, N_POINTS) ** warp
    xs, ys = [], []
    for k, kind in enumerate(WHISTLES):
        base = contour(kind, t) + shift
        xs.append(base + 0.8 * torch.randn(per_type, N_POINTS, generator=gen))
        ys.append(torch.full((per_type,), k))
    x, y = torch.cat(xs) / 10.0, torch.cat(ys)
    perm = torch.randperm(len(y), generator=gen)
    return x[perm], y[perm]


class ContourEncoder(nn.Module):
    def __init__(self, embed, hidden):
        super().__init__()
        self.embed = nn.Linear(N_POINTS, embed)
        self.trunk = nn.Sequential(nn.ReLU(), nn.Linear(embed, hidden), nn.ReLU())
        self.classifier = nn.Linear(hidden, len(WHISTLES))

    def forward(self, x, prompt=None):
        z = self.embed(x)
        if prompt is not None:
            z = z + prompt
        return self.classifier(self.trunk(z))


class PromptBank:
    """One prompt vector per pod, looked up by pod id."""

    def __init__(self, dim, scale):
        self.dim, self.scale = dim, scale
        self.prompts = {}

    def new(self, pod):
        self.prompts[pod] = torch.randn(self.dim, requires_grad=True) * self.scale
        return self.prompts[pod]

    def get(self, pod):
        return self.prompts.get(pod)


class ContinualLearner:
    def __init__(self, encoder, bank, cfg):
        self.encoder, self.bank, self.cfg = encoder, bank, cfg
        self.gen = torch.Generator().manual_seed(cfg.seed + 1)

    def _epochs(self, x, y, n_epochs, opt, pod):
        for _ in range(n_epochs):
            order = torch.randperm(len(y), generator=self.gen)
            for i in range(0, len(y), self.cfg.batch):
                idx = order[i:i + self.cfg.batch]
                out = self.encoder(x[idx], self.bank.get(pod))
                ce = F.cross_entropy(out, y[idx])
                opt.zero_grad()
                ce.backward()
                opt.step()

    @torch.no_grad()
    def accuracy(self, x, y, pod):
        return (self.encoder(x, self.bank.get(pod)).argmax(1) == y).float().mean().item()


class PromptLearner(ContinualLearner):
    def learn_pod(self, pod, x, y):
        if pod == 0:
            opt = torch.optim.Adam(self.encoder.parameters(), lr=self.cfg.lr)
            self._epochs(x, y, self.cfg.pretrain_epochs, opt, pod)
            for p in self.encoder.embed.parameters():
                p.requires_grad_(False)
            for p in self.encoder.trunk.parameters():
                p.requires_grad_(False)
            return
        prompt = self.bank.new(pod)
        tunable = [prompt] + list(self.encoder.classifier.parameters())
        opt = torch.optim.Adam(tunable, lr=self.cfg.lr)
        self._epochs(x, y, self.cfg.prompt_epochs, opt, pod)


def main():
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    learner = PromptLearner(ContourEncoder(cfg.embed, cfg.hidden), PromptBank(cfg.embed, cfg.prompt_scale), cfg)
    tests = {}
    for pod in range(cfg.pods):
        x, y = pod_recordings(pod, cfg.per_type, gen)
        cut = int(0.8 * len(y))
        learner.learn_pod(pod, x[:cut], y[:cut])
        tests[pod] = (x[cut:], y[cut:])
        row = {p: round(learner.accuracy(*tests[p], p), 2) for p in tests}
        print(f"pod {pod} learned; whistle-type accuracy per pod: {row}")


if __name__ == "__main__":
    main()
