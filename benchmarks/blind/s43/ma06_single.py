"""Modulation recognition for an amateur-radio skimmer, band by band, with Hard Attention to the Task.

Each band (HF, VHF, UHF) carries its own set of modes, so every band is a task with its own
head.  HAT (Serra et al., 2018) learns a gate per hidden unit and per task; units claimed by an
earlier band get their weight gradients blocked so later bands cannot overwrite them.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

BANDS = {
    "hf": ["CW", "SSB", "RTTY", "FT8", "PSK31"],
    "vhf": ["FM", "APRS", "DMR", "SSB"],
    "uhf": ["FM", "D-STAR", "C4FM", "DMR", "ATV"],
}
N_FEATS = 20  # spectral flatness, occupied bandwidth, envelope stats, cyclic features ...


class Settings:
    hidden = 64
    lr = 0.05
    epochs = 12
    batch = 40
    per_mode = 80
    s_max = 200.0
    mask_reg = 0.75
    clip = 10000.0
    seed = 0


def band_recordings(per_mode, gen):
    signatures = {}
    for t, (band, modes) in enumerate(BANDS.items()):
        xs, ys = [], []
        channel = 0.5 * torch.randn(N_FEATS, generator=gen)  # receiver / antenna colouring
        for k, mode in enumerate(modes):
            if mode not in signatures:
                signatures[mode] = 1.5 * torch.randn(N_FEATS, generator=gen)
            xs.append(signatures[mode] + channel + torch.randn(per_mode, N_FEATS, generator=gen))
            ys.append(torch.full((per_mode,), k))
        x, y = torch.cat(xs), torch.cat(ys)
        perm = torch.randperm(len(y), generator=gen)
        yield t, band, x[perm], y[perm]


class HATNet(nn.Module):
    def __init__(self, n_in, hidden, heads):
        super().__init__()
        self.fc1 = nn.Linear(n_in, hidden)
        self.fc2 = nn.Linear(hidden, hidden)
        self.ec1 = nn.Embedding(len(heads), hidden)
        self.ec2 = nn.Embedding(len(heads), hidden)
        self.heads = nn.ModuleList(nn.Linear(hidden, n) for n in heads)

    def gates(self, task, s):
        idx = torch.tensor([task])
        return torch.sigmoid(s * self.ec1(idx)), torch.sigmoid(s * self.ec2(idx))

    def forward(self, x, task, s):
        g1, g2 = self.gates(task, s)
        h = torch.tanh(self.fc1(x))
        h *= g1
        h = torch.tanh(self.fc2(h)) * g2
        return self.heads[task](h), (g1, g2)


class ContinualLearner:
    def __init__(self, net, cfg):
        self.net, self.cfg = net, cfg
        self.gen = torch.Generator().manual_seed(cfg.seed + 11)
        self.claimed = None  # union of the gates of all finished bands

    def fit_band(self, task, x, y):
        opt = torch.optim.SGD(self.net.parameters(), lr=self.cfg.lr)
        n_batches = (len(y) + self.cfg.batch - 1) // self.cfg.batch
        for epoch in range(self.cfg.epochs):
            order = torch.randperm(len(y), generator=self.gen)
            for b in range(n_batches):
                # annealed gate slope, from 1/s_max to s_max over each epoch
                s = 1 / self.cfg.s_max + (self.cfg.s_max - 1 / self.cfg.s_max) * b / max(n_batches - 1, 1)
                idx = order[b * self.cfg.batch:(b + 1) * self.cfg.batch]
                self.hat_step(opt, task, x[idx], y[idx], s)
        self.remember(task)

    def remember(self, task):
        with torch.no_grad():
            g1, g2 = self.net.gates(task, self.cfg.s_max)
            if self.claimed is None:
                self.claimed = (g1.clone(), g2.clone())
            else:
                self.claimed = (torch.max(self.claimed[0], g1), torch.max(self.claimed[1], g2))

    @torch.no_grad()
    def accuracy(self, task, x, y):
        logits, _ = self.net(x, task, self.cfg.s_max)
        return (logits.argmax(1) == y).float().mean().item()


class HATLearner(ContinualLearner):
    def mask_penalty(self, gates):
        used = sum(g.sum() for g in gates)
        if self.claimed is None:
            return used / sum(g.numel() for g in gates)
        free = [1 - c for c in self.claimed]
        return sum((g * f).sum() for g, f in zip(gates, free)) / sum(f.sum() for f in free)

    def hat_step(self, opt, task, x, y, s):
        opt.zero_grad()
        logits, gates = self.net(x, task, s)
        objective = F.cross_entropy(logits, y) + self.cfg.mask_reg * self.mask_penalty(gates)
        objective.backward()
        if self.claimed is not None:
            c1, c2 = self.claimed
            self.net.fc1.weight.grad *= (1 - c1).view(-1, 1)
            self.net.fc1.bias.grad *= (1 - c1).view(-1)
            self.net.fc2.weight.grad *= 1 - torch.min(c2.view(-1, 1), c1.view(1, -1))
            self.net.fc2.bias.grad *= (1 - c2).view(-1)
        for emb in (self.net.ec1, self.net.ec2):
            emb.weight.grad.clamp_(-self.cfg.clip, self.cfg.clip)
        opt.step()
        return objective.item()


def main(cfg=Settings):
    torch.manual_seed(cfg.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg.seed)
    net = HATNet(N_FEATS, cfg.hidden, [len(m) for m in BANDS.values()])
    learner = HATLearner(net, cfg)
    held = {}
    for task, band, x, y in band_recordings(cfg.per_mode, gen):
        cut = int(0.8 * len(y))
        learner.fit_band(task, x[:cut], y[:cut])
        held[task] = (band, x[cut:], y[cut:])
        row = ", ".join(f"{b}={learner.accuracy(t, xt, yt):.2f}" for t, (b, xt, yt) in held.items())
        print(f"after {band}: {row}")


if __name__ == "__main__":
    main()
