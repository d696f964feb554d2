"""MoCo-v2-style contrastive pretraining on paper-airplane glide tracks.

A phone camera tracks a folded paper airplane thrown across a room: (x, height) every frame.
Dart folds fly fast and straight, glider folds float and phugoid (porpoise), and badly trimmed
planes stall and dive.  We learn an encoder with a momentum key encoder and a negative queue,
then report the loss on held-out tracks and a nearest-neighbour fold accuracy.
"""
import argparse
import copy

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def glide_tracks(n, steps=50, seed=0):
    rng = np.random.default_rng(seed)
    fold = rng.integers(0, 3, size=n)
    t = np.linspace(0.0, 1.5, steps, dtype=np.float32)[None, :]
    speed = np.choose(fold, [5.0, 2.5, 3.5])[:, None] * rng.uniform(0.85, 1.15, size=(n, 1))
    sink = np.choose(fold, [0.6, 0.25, 1.6])[:, None] * rng.uniform(0.8, 1.2, size=(n, 1))
    phug = np.choose(fold, [0.02, 0.15, 0.3])[:, None]
    x = speed * t
    h = 1.8 - sink * t ** 2 + phug * np.sin(9.0 * t + rng.uniform(0, 6.28, size=(n, 1)))
    track = np.stack([x / 5.0, h / 1.8], axis=1) + 0.08 * rng.standard_normal((n, 2, steps))
    return torch.tensor(track, dtype=torch.float32), torch.tensor(fold, dtype=torch.long)


def two_views(track):
    def view():
        scale = 1.0 + 0.1 * torch.randn(track.size(0), 2, 1)
        crop = int(torch.randint(0, 8, (1,)))
        v = torch.roll(track * scale, shifts=-crop, dims=2)
        return v + 0.02 * torch.randn_like(v)
    return view(), view()


class TrackEncoder(nn.Module):
    def __init__(self, dim=32):
        super().__init__()
        self.net = nn.Sequential(nn.Conv1d(2, 32, 5, padding=2), nn.ReLU(),
                                 nn.Conv1d(32, 32, 5, padding=2), nn.ReLU(), nn.AdaptiveMaxPool1d(1),
                                 nn.Flatten(), nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, dim))

    def forward(self, x):
        return F.normalize(self.net(x), dim=1)


class InfoNCE(nn.Module):
    def __init__(self, init_temperature=0.1):
        super().__init__()
        self.log_inv_tau = nn.Parameter(torch.log(torch.tensor(1.0 / init_temperature)))

    def forward(self, q, k, queue):
        l_pos = (q * k).sum(1, keepdim=True)
        l_neg = q @ queue.t()
        logits = torch.cat([l_pos, l_neg], dim=1) * self.log_inv_tau.exp().clamp(max=100.0)
        return F.cross_entropy(logits, torch.zeros(q.size(0), dtype=torch.long))


class MoCo(nn.Module):
    def __init__(self, dim=32, queue_size=256, momentum=0.99):
        super().__init__()
        self.encoder_q = TrackEncoder(dim)
        self.encoder_k = copy.deepcopy(self.encoder_q)
        for p in self.encoder_k.parameters():
            p.requires_grad_(False)
        self.m = momentum
        self.register_buffer("queue", F.normalize(torch.randn(queue_size, dim), dim=1))
        self.register_buffer("ptr", torch.zeros((), dtype=torch.long))

    def momentum_update(self):
        for param_q, param_k in zip(self.encoder_q.parameters(), self.encoder_k.parameters()):
            param_k.data.mul_(self.m).add_(param_q.data, alpha=1.0 - self.m)

    @torch.no_grad()
    def enqueue(self, keys):
        n, start = keys.size(0), int(self.ptr)
        idx = torch.arange(start, start + n) % self.queue.size(0)
        self.queue[idx] = keys
        self.ptr.fill_((start + n) % self.queue.size(0))

    def forward(self, view_q, view_k):
        q = self.encoder_q(view_q)
        with torch.no_grad():
            k = self.encoder_k(view_k)
        return q, k


class AverageMeter:
    def __init__(self):
        self.sum = self.count = 0.0

    def update(self, v, n=1):
        self.sum += v * n
        self.count += n

    @property
    def avg(self):
        return self.sum / max(self.count, 1)


class Trainer:
    def __init__(self, model, criterions, optimizer, mode):
        self.model, self.criterions, self.optimizer, self.mode = model, criterions, optimizer, mode

    def train_epoch(self, tracks, bs=64):
        self.model.train()
        meter = AverageMeter()
        perm = torch.randperm(tracks.size(0))
        for i in range(0, tracks.size(0) - bs + 1, bs):
            v_q, v_k = two_views(tracks[perm[i:i + bs]])
            q, k = self.model(v_q, v_k)
            loss = self.criterions[self.mode](q, k, self.model.queue.clone().detach())
            self.optimizer.zero_grad()
            loss.backward()
            self.optimizer.step()
            self.model.momentum_update()
            self.model.enqueue(k)
            meter.update(loss.item(), bs)
        return meter.avg

    @torch.no_grad()
    def test(self, tracks, folds, ref_tracks, ref_folds):
        self.model.eval()
        v_q, v_k = two_views(tracks)
        q, k = self.model(v_q, v_k)
        loss = self.criterions[self.mode](q, k, self.model.queue).item()
        emb, ref = self.model.encoder_q(tracks), self.model.encoder_q(ref_tracks)
        nn_acc = (ref_folds[(emb @ ref.t()).argmax(1)] == folds).float().mean().item()
        return loss, nn_acc


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="infonce", choices=["infonce"])
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--seed", type=int, default=46)
    args = ap.parse_args()
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    torch.set_num_threads(1)

    tracks, folds = glide_tracks(768, seed=args.seed)
    test_tracks, test_folds = glide_tracks(256, seed=args.seed + 5)
    model = MoCo()
    criterions = {"infonce": InfoNCE(init_temperature=0.1)}
    optimizer = torch.optim.SGD([
        {"params": model.encoder_q.parameters()},
        {"params": criterions["infonce"].parameters(), "lr": 1e-3, "weight_decay": 0.0},
    ], lr=0.05, momentum=0.9, weight_decay=1e-4)
    trainer = Trainer(model, criterions, optimizer, args.mode)
    for epoch in range(args.epochs):
        tr = trainer.train_epoch(tracks)
        te, acc = trainer.test(test_tracks, test_folds, tracks, folds)
        tau = 1.0 / criterions["infonce"].log_inv_tau.exp().item()
        print(f"epoch {epoch} train={tr:.4f} test={te:.4f} nn_acc={acc:.3f} tau={tau:.3f}")


if __name__ == "__main__":
    main()
