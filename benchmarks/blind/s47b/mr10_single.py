"""SimCLR-style contrastive pretraining on popcorn popping sound envelopes.

A pan of kernels pops as a burst train: sparse at first, a dense middle,
then a tail. Each pop is a short decaying click whose brightness depends on
kernel moisture. Two augmented views of the same clip should embed close.
"""
import numpy as np
import torch
from torch import nn
import torch.nn.functional as F

HP = {"clips": 384, "length": 200, "batch": 64, "epochs": 4, "dim": 24, "tau": 0.3, "lr": 2e-3}


def popping_clips(n, length, gen):
    t = torch.linspace(0, 1, length).unsqueeze(0)
    peak = 0.4 + 0.3 * torch.rand(n, 1, generator=gen)
    rate = torch.exp(-((t - peak) ** 2) / 0.02)
    moisture = torch.rand(n, 1, generator=gen)
    pops = (torch.rand(n, length, generator=gen) < 0.25 * rate).float()
    kernel = torch.exp(-torch.arange(8).float() / (1.0 + 3.0 * moisture)).flip(1).unsqueeze(1)
    clicks = F.conv1d(F.pad(pops.unsqueeze(0), (7, 0)), kernel, groups=n).squeeze(0)
    return clicks + 0.05 * torch.randn(n, length, generator=gen), moisture.squeeze(1)


def augment(x, gen):
    shift = int(torch.randint(-20, 21, (1,), generator=gen))
    gain = torch.exp(0.3 * torch.randn(x.shape[0], 1, generator=gen))
    drop = (torch.rand(x.shape, generator=gen) > 0.1).float()
    return torch.roll(x, shift, dims=1) * gain * drop + 0.05 * torch.randn(x.shape, generator=gen)


class PanEncoder(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(1, 16, 7, stride=2, padding=3), nn.ReLU(),
                                  nn.Conv1d(16, 32, 7, stride=2, padding=3), nn.ReLU(),
                                  nn.AdaptiveAvgPool1d(4), nn.Flatten())
        self.head = nn.Sequential(nn.Linear(128, 64), nn.ReLU(), nn.Linear(64, dim))

    def forward(self, x):
        return self.head(self.conv(x.unsqueeze(1)))


def nt_xent(z1, z2, tau):
    z = F.normalize(torch.cat([z1, z2]), dim=1)
    sim = z @ z.t() / tau
    sim.fill_diagonal_(float("-inf"))
    n = z1.shape[0]
    targets = torch.cat([torch.arange(n, 2 * n), torch.arange(0, n)])
    return F.cross_entropy(sim, targets)


class FakeWandb:
    def __init__(self):
        self.summary = {}

    def log(self, data):
        for k, v in data.items():
            self.summary[k] = v.item() if torch.is_tensor(v) else v


class ContrastiveModule(nn.Module):
    def __init__(self, hp, run):
        super().__init__()
        self.hp = hp
        self.encoder = PanEncoder(hp["dim"])
        self.optimizer = torch.optim.Adam(self.encoder.parameters(), lr=hp["lr"])
        self.run = run
        self.epoch_loss, self.seen = 0.0, 0

    def dispatch(self, event, *args):
        return getattr(self, "on_" + event)(*args)

    def on_epoch_start(self):
        self.epoch_loss, self.seen = 0.0, 0

    def on_batch(self, v1, v2):
        loss = nt_xent(self.encoder(v1), self.encoder(v2), self.hp["tau"])
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        self.epoch_loss += loss
        self.seen += 1

    def on_epoch_end(self, epoch):
        mean = self.epoch_loss / self.seen
        self.run.log({"epoch": epoch, "nt_xent": mean})
        return mean


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    clips, moisture = popping_clips(HP["clips"], HP["length"], gen)
    run = FakeWandb()
    module = ContrastiveModule(HP, run)
    for epoch in range(HP["epochs"]):
        module.dispatch("epoch_start")
        perm = torch.randperm(HP["clips"], generator=gen)
        for i in range(0, HP["clips"], HP["batch"]):
            x = clips[perm[i:i + HP["batch"]]]
            module.dispatch("batch", augment(x, gen), augment(x, gen))
        module.dispatch("epoch_end", epoch)
        print(f"epoch {epoch}: nt-xent {run.summary['nt_xent']:.4f}")
    with torch.no_grad():
        emb = module.encoder(clips).numpy()
    r = max(abs(np.corrcoef(emb[:, j], moisture.numpy())[0, 1]) for j in range(emb.shape[1]))
    print(f"best |corr(embedding dim, kernel moisture)| = {r:.3f}")


if __name__ == "__main__":
    main()
