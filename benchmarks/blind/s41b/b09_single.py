"""Self-supervised (BYOL) pretraining on saddle-mounted IMU recordings of horses, then a linear probe
for the gait: walk, trot, canter, gallop. 3-axis acceleration, 64 samples at 50 Hz per window."""
import copy
import math
from types import SimpleNamespace

import torch
import torch.nn as nn
import torch.nn.functional as F

GAITS = ("walk", "trot", "canter", "gallop")
opts = SimpleNamespace(seed=17, n_unlabelled=1536, n_labelled=48, n_test=800, window=64, fs=50.0,
                       epochs=6, batch=128, lr=1e-3, ema=0.98, rep_dim=48, proj_dim=24)


def ride_windows(n, gen):
    t = torch.arange(opts.window) / opts.fs
    gait = torch.randint(0, len(GAITS), (n,), generator=gen)
    stride_hz = torch.tensor([0.9, 1.4, 1.7, 2.2])[gait] * (1 + 0.1 * torch.randn(n, generator=gen))
    beats = torch.tensor([4, 2, 3, 4])[gait]
    phase = 2 * math.pi * torch.rand(n, 1, generator=gen)
    w = 2 * math.pi * stride_hz.unsqueeze(1) * t + phase
    vert = torch.sin(beats.unsqueeze(1) * w) * torch.tensor([0.3, 1.0, 0.8, 1.4])[gait].unsqueeze(1)
    fore = 0.5 * torch.sin(w) + 0.3 * (gait == 2).float().unsqueeze(1) * torch.sin(2 * w + 0.7)
    lat = 0.2 * torch.sin(w + 1.0) * (1 + (gait == 3).float().unsqueeze(1))
    x = torch.stack([vert, fore, lat], dim=1)
    return x + 0.35 * torch.randn(x.shape, generator=gen), gait


def jitter(x, gen):
    """Sensor-placement augmentation: small rotation about the vertical axis, gain and time shift."""
    n = x.shape[0]
    ang = 0.4 * torch.randn(n, generator=gen)
    c, s = torch.cos(ang), torch.sin(ang)
    fore = c.unsqueeze(1) * x[:, 1] - s.unsqueeze(1) * x[:, 2]
    lat = s.unsqueeze(1) * x[:, 1] + c.unsqueeze(1) * x[:, 2]
    out = torch.stack([x[:, 0], fore, lat], dim=1) * (0.8 + 0.4 * torch.rand(n, 1, 1, generator=gen))
    out = torch.roll(out, int(torch.randint(0, opts.window, (1,), generator=gen)), dims=2)
    return out + 0.1 * torch.randn(out.shape, generator=gen)


class IMUEncoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(3, 32, 7, padding=3), nn.BatchNorm1d(32), nn.ReLU(),
            nn.Conv1d(32, 32, 5, padding=2, stride=2), nn.BatchNorm1d(32), nn.ReLU(),
            nn.Conv1d(32, opts.rep_dim, 3, padding=1), nn.AdaptiveAvgPool1d(1), nn.Flatten())

    def forward(self, x):
        return self.conv(x)


def head(i, o):
    return nn.Sequential(nn.Linear(i, 96), nn.BatchNorm1d(96), nn.ReLU(), nn.Linear(96, o))


class GaitBYOL(nn.Module):
    def __init__(self):
        super().__init__()
        self.online = nn.Sequential(IMUEncoder(), head(opts.rep_dim, opts.proj_dim))
        self.predictor = head(opts.proj_dim, opts.proj_dim)
        self.target = copy.deepcopy(self.online).requires_grad_(False)

    def trainable(self):
        return list(self.online.parameters()) + list(self.predictor.parameters())

    @torch.no_grad()
    def ema_update(self, decay):
        for t, o in zip(self.target.parameters(), self.online.parameters()):
            t.lerp_(o, 1.0 - decay)

    def forward(self, v1, v2):
        p1, p2 = self.predictor(self.online(v1)), self.predictor(self.online(v2))
        with torch.no_grad():
            z1, z2 = self.target(v1), self.target(v2)
        return p1, p2, z1, z2


def byol_loss(p, z):
    p = F.normalize(p, dim=-1)
    z = F.normalize(z, dim=-1)
    return 2 - 2 * (p * z).sum(dim=-1)


def pretrain(model, pool, gen):
    adam = torch.optim.Adam(model.trainable(), lr=opts.lr)
    for ep in range(opts.epochs):
        perm = torch.randperm(pool.shape[0], generator=gen)
        epoch_loss, n_batches = 0.0, 0
        for i in range(0, pool.shape[0], opts.batch):
            x = pool[perm[i:i + opts.batch]]
            p1, p2, z1, z2 = model(jitter(x, gen), jitter(x, gen))
            sym = byol_loss(p1, z2) + byol_loss(p2, z1)
            adam.zero_grad()
            sym.backward()
            adam.step()
            model.ema_update(opts.ema)
            epoch_loss += sym.mean().item()
            n_batches += 1
        print(f"pretrain epoch {ep}  byol {epoch_loss / n_batches:.4f}")


@torch.no_grad()
def representations(model, x):
    enc = model.online[0]
    enc.eval()
    r = enc(x)
    enc.train()
    return r


def probe_accuracy(model, xl, yl, xt, yt):
    fl, ft = representations(model, xl), representations(model, xt)
    mu, sd = fl.mean(0), fl.std(0) + 1e-5
    clf = nn.Linear(fl.shape[1], len(GAITS))
    sgd = torch.optim.SGD(clf.parameters(), lr=0.1, momentum=0.9)
    for _ in range(300):
        sgd.zero_grad()
        F.cross_entropy(clf((fl - mu) / sd), yl).backward()
        sgd.step()
    with torch.no_grad():
        return (clf((ft - mu) / sd).argmax(1) == yt).float().mean().item()


def main():
    torch.manual_seed(opts.seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(opts.seed)
    pool, _ = ride_windows(opts.n_unlabelled, gen)
    xl, yl = ride_windows(opts.n_labelled, gen)
    xt, yt = ride_windows(opts.n_test, gen)
    model = GaitBYOL()
    print(f"gait probe accuracy, random encoder: {probe_accuracy(model, xl, yl, xt, yt):.3f}")
    pretrain(model, pool, gen)
    print(f"gait probe accuracy after BYOL:     {probe_accuracy(model, xl, yl, xt, yt):.3f}")


if __name__ == "__main__":
    main()
