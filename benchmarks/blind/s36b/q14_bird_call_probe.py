"""Bird-call spectrograms: pretrain a small conv encoder on call type, then fit a linear
probe for the recording site on top of the frozen features.

    python q14_bird_call_probe.py --pretrain-epochs 4 --probe-epochs 10
"""
import argparse

import torch
import torch.nn.functional as F
from torch import nn

N_MELS, N_FRAMES = 24, 32


def synth_calls(n, n_types=4, n_sites=3, seed=0):
    """Chirps (call type = sweep direction and rate) over site-specific background noise."""
    g = torch.Generator().manual_seed(seed)
    call_type = torch.randint(0, n_types, (n,), generator=g)
    site = torch.randint(0, n_sites, (n,), generator=g)
    t = torch.arange(N_FRAMES).float()
    slope = torch.tensor([0.5, -0.5, 0.2, -0.2])[call_type]
    start = torch.where(slope > 0, 4.0, 20.0) + torch.randn(n, generator=g)
    track = (start.unsqueeze(1) + slope.unsqueeze(1) * t).clamp(0, N_MELS - 1)
    mel = torch.arange(N_MELS).float()
    spec = torch.exp(-(mel.view(1, -1, 1) - track.unsqueeze(1)) ** 2 / 2.0)
    site_band = torch.tensor([3.0, 12.0, 20.0])[site]
    hum = 0.4 * torch.exp(-(mel.view(1, -1) - site_band.unsqueeze(1)) ** 2 / 8.0)
    spec = spec + hum.unsqueeze(2) + 0.3 * torch.rand(n, N_MELS, N_FRAMES, generator=g)
    return spec.unsqueeze(1), call_type, site


class CallEncoder(nn.Module):
    def __init__(self, width=16, dim=32):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv2d(1, width, 3, padding=1), nn.BatchNorm2d(width), nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(width, 2 * width, 3, padding=1), nn.BatchNorm2d(2 * width), nn.ReLU(),
            nn.AdaptiveAvgPool2d((4, 1)),
        )
        self.proj = nn.Linear(2 * width * 4, dim)

    def forward(self, spec):
        return self.proj(self.conv(spec).flatten(1))


def minibatches(n, batch_size):
    perm = torch.randperm(n)
    for s in range(0, n, batch_size):
        yield perm[s:s + batch_size]


def pretrain(encoder, x, y, n_classes, epochs, lr):
    head = nn.Linear(encoder.proj.out_features, n_classes)
    opt = torch.optim.Adam(list(encoder.parameters()) + list(head.parameters()), lr=lr)
    for epoch in range(epochs):
        encoder.train()
        total = 0.0
        for idx in minibatches(len(x), 64):
            opt.zero_grad()
            loss = F.cross_entropy(head(encoder(x[idx])), y[idx])
            loss.backward()
            opt.step()
            total += loss.item() * len(idx)
        print(f"pretrain epoch {epoch} loss {total / len(x):.4f}")


def frozen_features(encoder, spec):
    encoder.eval()
    feats = encoder(spec)
    feats.requires_grad = False
    return feats


def fit_probe(encoder, x, y, n_classes, epochs, lr):
    probe = nn.Linear(encoder.proj.out_features, n_classes)
    opt = torch.optim.SGD(probe.parameters(), lr=lr, momentum=0.9)
    for epoch in range(epochs):
        for idx in minibatches(len(x), 64):
            feats = frozen_features(encoder, x[idx])
            opt.zero_grad()
            loss = F.cross_entropy(probe(feats), y[idx])
            loss.backward()
            opt.step()
    return probe


@torch.no_grad()
def probe_accuracy(encoder, probe, x, y):
    encoder.eval()
    return (probe(encoder(x)).argmax(1) == y).float().mean().item()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pretrain-epochs", type=int, default=4)
    parser.add_argument("--probe-epochs", type=int, default=10)
    args = parser.parse_args()
    torch.manual_seed(0)
    torch.set_num_threads(1)

    x, call_type, site = synth_calls(768)
    x_te, _, site_te = synth_calls(256, seed=1)
    encoder = CallEncoder()
    pretrain(encoder, x, call_type, 4, args.pretrain_epochs, lr=2e-3)
    probe = fit_probe(encoder, x, site, 3, args.probe_epochs, lr=0.05)
    print(f"site probe test acc {probe_accuracy(encoder, probe, x_te, site_te):.3f}")


if __name__ == "__main__":
    main()
