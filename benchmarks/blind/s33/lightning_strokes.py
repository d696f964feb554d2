"""Stroke type from VLF/LF sferic waveforms recorded by a lightning location
network (-CG, +CG, intra-cloud, narrow bipolar events).

Prototypical network: a 1-D CNN embeds each 64-sample waveform; the class
prototypes start at the class means of the untrained embeddings and are then
learned together with the encoder.
"""
import torch
import torch.nn.functional as F
from torch import nn

STROKES = ("neg_cg", "pos_cg", "intracloud", "nbe")
SAMPLES = 64


def sferics(n, generator):
    t = torch.linspace(0, 1, SAMPLES)
    kind = torch.randint(0, len(STROKES), (n,), generator=generator)
    rise = 0.02 + 0.05 * torch.rand(n, 1, generator=generator)
    decay = 0.08 + 0.1 * torch.rand(n, 1, generator=generator)
    onset = 0.15 + 0.1 * torch.rand(n, 1, generator=generator)
    tt = (t - onset).clamp(min=0)
    pulse = (1 - torch.exp(-tt / rise)) * torch.exp(-tt / decay)
    sign = torch.where(kind == 1, 1.0, -1.0).unsqueeze(1)
    wave = sign * pulse
    ic = (kind == 2).unsqueeze(1)
    wave = torch.where(ic, 0.4 * torch.sin(40 * tt) * torch.exp(-tt / 0.2), wave)
    nbe = (kind == 3).unsqueeze(1)
    bip = torch.exp(-((t - onset) / 0.01) ** 2) \
        - 0.6 * torch.exp(-((t - onset - 0.03) / 0.015) ** 2)
    wave = torch.where(nbe, bip, wave)
    wave = wave * (0.5 + torch.rand(n, 1, generator=generator))
    wave = wave + 0.08 * torch.randn(n, SAMPLES, generator=generator)
    return wave.unsqueeze(1), kind


class SfericEncoder(nn.Module):
    def __init__(self, dim=32):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(1, 16, 7, padding=3), nn.ReLU(), nn.MaxPool1d(2),
            nn.Conv1d(16, 32, 5, padding=2), nn.ReLU(), nn.AdaptiveAvgPool1d(4))
        self.proj = nn.Linear(32 * 4, dim)

    def forward(self, x):
        return self.proj(self.conv(x).flatten(1))


class ProtoClassifier(nn.Module):
    def __init__(self, n_classes, dim=32):
        super().__init__()
        self.encoder = SfericEncoder(dim)
        self.prototypes = nn.Parameter(torch.zeros(n_classes, dim))
        self.log_scale = nn.Parameter(torch.tensor(0.0))

    @torch.no_grad()
    def init_prototypes(self, x, y):
        feats = self.encoder(x)
        sums = torch.Tensor(self.prototypes.shape[0], feats.shape[1])
        counts = torch.zeros(self.prototypes.shape[0])
        sums.index_add_(0, y, feats)
        counts.index_add_(0, y, torch.ones(len(y)))
        self.prototypes.copy_(sums / counts.unsqueeze(1))

    def forward(self, x):
        d = torch.cdist(self.encoder(x), self.prototypes)
        return -self.log_scale.exp() * d


def accuracy(model, x, y):
    with torch.no_grad():
        return (model(x).argmax(1) == y).float().mean().item()


def main(epochs=4, batch_size=64):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(13)
    x, y = sferics(2400, g)
    xt, yt = sferics(600, g)

    model = ProtoClassifier(len(STROKES))
    model.init_prototypes(x[:512], y[:512])
    print(f"nearest-prototype accuracy at init: {accuracy(model, xt, yt):.3f}")
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[2, 3], gamma=0.3)

    for epoch in range(epochs):
        model.train()
        total = 0.0
        for idx in torch.randperm(len(y)).split(batch_size):
            optimizer.zero_grad()
            loss = F.cross_entropy(model(x[idx]), y[idx])
            loss.backward()
            optimizer.step()
            total += loss.item() * len(idx)
        scheduler.step()
        print(f"epoch {epoch}: loss {total / len(y):.4f} test acc {accuracy(model, xt, yt):.3f}")


if __name__ == "__main__":
    main()
