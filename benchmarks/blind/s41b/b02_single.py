"""BYOL pretraining on radiosonde soundings (temperature / dew-point depression over 32 levels),
followed by a linear probe for the boundary-layer regime (stable, inversion, convective, frontal)."""
import copy
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

LEVELS = 32
REGIMES = ("stable", "inversion", "convective", "frontal")


def simulate_soundings(n, gen):
    z = torch.linspace(0.0, 1.0, LEVELS)                     # 0 .. ~6 km, normalised
    regime = torch.randint(0, len(REGIMES), (n,), generator=gen)
    t0 = 0.3 * torch.randn(n, 1, generator=gen)
    lapse = torch.full((n, 1), 6.5) + 0.5 * torch.randn(n, 1, generator=gen)
    lapse[regime == 2] += 3.0                                 # near dry-adiabatic
    temp = t0 - lapse * z / 6.5
    inv_h = 0.15 + 0.2 * torch.rand(n, 1, generator=gen)
    inversion = 1.2 * torch.sigmoid((z - inv_h) * 40) * torch.exp(-(z - inv_h).clamp(min=0) * 8)
    temp = temp + inversion * (regime == 1).float().unsqueeze(1)
    dewdep = 0.2 + 0.8 * z + 0.1 * torch.randn(n, LEVELS, generator=gen)
    front_h = 0.3 + 0.3 * torch.rand(n, 1, generator=gen)
    moist = torch.exp(-((z - front_h) / 0.08) ** 2)
    dewdep = dewdep - 0.7 * moist * (regime == 3).float().unsqueeze(1)
    dewdep = dewdep + 0.4 * (1 - z) * (regime == 0).float().unsqueeze(1)
    x = torch.stack([temp, dewdep], dim=1)                    # (n, 2, LEVELS)
    return x + 0.25 * torch.randn(x.shape, generator=gen), regime


def augment(x, gen):
    """Random sensor offset, level jitter (shifted reporting levels) and noise."""
    n = x.shape[0]
    offset = 0.15 * torch.randn(n, 2, 1, generator=gen)
    scale = 1.0 + 0.1 * torch.randn(n, 2, 1, generator=gen)
    shift = int(torch.randint(-2, 3, (1,), generator=gen))
    out = torch.roll(x, shifts=shift, dims=2) * scale + offset
    return out + 0.05 * torch.randn(out.shape, generator=gen)


def mlp(i, h, o):
    return nn.Sequential(nn.Linear(i, h), nn.BatchNorm1d(h), nn.ReLU(), nn.Linear(h, o))


class SoundingEncoder(nn.Module):
    def __init__(self, width=32, rep=64):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(2, width, 5, padding=2), nn.BatchNorm1d(width), nn.ReLU(inplace=True),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.BatchNorm1d(width), nn.ReLU(inplace=True),
        )
        self.fc = nn.Linear(width * LEVELS // 2, rep)

    def forward(self, x):
        return self.fc(self.conv(x).flatten(1))


class Tower(nn.Module):
    def __init__(self, rep=64, proj=32):
        super().__init__()
        self.encoder = SoundingEncoder(rep=rep)
        self.projector = mlp(rep, 128, proj)

    def forward(self, x):
        return self.projector(self.encoder(x))


class BYOL:
    def __init__(self, base_tau=0.99, lr=2e-3):
        self.online = Tower()
        self.predictor = mlp(32, 128, 32)
        self.target = self._make_target(self.online)
        self.base_tau = base_tau
        self.opt = torch.optim.AdamW(
            list(self.online.parameters()) + list(self.predictor.parameters()), lr=lr, weight_decay=1e-5)

    @staticmethod
    def _make_target(online):
        target = copy.deepcopy(online)
        for p in target.parameters():
            p.requires_grad_(False)
        return target

    @torch.no_grad()
    def target_projection(self, view):
        return self.target(view)

    @torch.no_grad()
    def momentum_update(self, tau):
        for t, o in zip(self.target.parameters(), self.online.parameters()):
            t.mul_(tau).add_(o, alpha=1.0 - tau)
        for t, o in zip(self.target.buffers(), self.online.buffers()):
            t.copy_(o)

    def step(self, v1, v2, tau):
        p1 = self.predictor(self.online(v1))
        p2 = self.predictor(self.online(v2))
        z1 = self.target_projection(v1)
        z2 = self.target_projection(v2)
        objective = (regression(p1, z2) + regression(p2, z1)).mean()
        self.opt.zero_grad()
        objective.backward()
        self.opt.step()
        self.momentum_update(tau)
        return objective.item()


def regression(p, z):
    return 2.0 - 2.0 * F.cosine_similarity(p, z, dim=-1)


@torch.no_grad()
def embed(encoder, x):
    encoder.eval()
    feats = encoder(x)
    encoder.train()
    return feats


def linear_probe(train_f, train_y, test_f, test_y, epochs=200):
    mu, sd = train_f.mean(0), train_f.std(0) + 1e-6
    probe = nn.Linear(train_f.shape[1], len(REGIMES))
    popt = torch.optim.Adam(probe.parameters(), lr=1e-2)
    for _ in range(epochs):
        popt.zero_grad()
        F.cross_entropy(probe((train_f - mu) / sd), train_y).backward()
        popt.step()
    with torch.no_grad():
        return (probe((test_f - mu) / sd).argmax(1) == test_y).float().mean().item()


def main(epochs=8, batch=128):
    torch.manual_seed(11)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(11)
    unlabelled, _ = simulate_soundings(2048, gen)
    xtr, ytr = simulate_soundings(40, gen)
    xte, yte = simulate_soundings(1000, gen)

    learner = BYOL()
    acc0 = linear_probe(embed(learner.online.encoder, xtr), ytr, embed(learner.online.encoder, xte), yte)
    print(f"probe accuracy with the random encoder: {acc0:.3f}")
    steps_total = epochs * math.ceil(unlabelled.shape[0] / batch)
    k = 0
    for ep in range(epochs):
        order = torch.randperm(unlabelled.shape[0], generator=gen)
        running = 0.0
        for i in range(0, len(order), batch):
            x = unlabelled[order[i:i + batch]]
            tau = 1 - (1 - learner.base_tau) * (math.cos(math.pi * k / steps_total) + 1) / 2
            running += learner.step(augment(x, gen), augment(x, gen), tau)
            k += 1
        print(f"epoch {ep}  byol loss {running / math.ceil(len(order) / batch):.4f}")
    acc = linear_probe(embed(learner.online.encoder, xtr), ytr, embed(learner.online.encoder, xte), yte)
    print(f"probe accuracy after BYOL: {acc:.3f}")


if __name__ == "__main__":
    main()
