"""Blackbird song recorded from a garden shed with a corrugated tin roof during rain.
Mask-based enhancer with a learnable per-bin spectral floor (keeps some ambience, avoids musical noise)."""
import math

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SR = 8000
N_FFT = 256
HOP = 64


def blackbird_phrase(n, rng):
    t = np.arange(n) / SR
    x = np.zeros(n)
    for _ in range(int(rng.integers(2, 5))):
        a = rng.uniform(0, n / SR - 0.25)
        dur = rng.uniform(0.08, 0.2)
        f0, sweep = rng.uniform(1500, 2800), rng.uniform(-3000, 3000)
        tt = t - a
        on = (tt > 0) & (tt < dur)
        x += on * np.sin(2 * math.pi * (f0 * tt + 0.5 * sweep * tt ** 2)) * np.sin(math.pi * np.clip(tt / dur, 0, 1))
    return 0.3 * x


def tin_roof_rain(n, rng, drops_per_s=120):
    out = 0.02 * rng.normal(size=n)
    ring = np.arange(120)
    for p in rng.integers(0, n - 120, int(drops_per_s * n / SR)):
        f = rng.uniform(300, 3500)
        out[p:p + 120] += rng.uniform(0.05, 0.25) * np.sin(2 * math.pi * f * ring / SR) * np.exp(-ring / 15.0)
    return out


def make_batch(count, n, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([blackbird_phrase(n, rng) for _ in range(count)]).astype(np.float32)
    rain = np.stack([tin_roof_rain(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(clean + rain), torch.from_numpy(clean)


def stft(x):
    return torch.stft(x, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)


class FlooredMasker(nn.Module):
    def __init__(self, n_freq=N_FFT // 2 + 1, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Conv1d(n_freq, hidden, 5, padding=2), nn.ReLU(),
                                 nn.Conv1d(hidden, n_freq, 5, padding=2))
        self.floor = nn.Parameter(torch.full((n_freq, 1), 0.1))

    def forward(self, mag):
        mask = torch.sigmoid(self.net(torch.log1p(mag)))
        return torch.maximum(mask, self.floor) * mag


class RainTrainer:
    def __init__(self, model, lr=2e-3, floor_range=(0.0, 0.5)):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.floor_range = floor_range
        self.log = {"loss": [], "val_lsd": []}

    def evaluate_split(self, noisy, clean):
        self.model.eval()
        with torch.no_grad():
            est = self.model(stft(noisy).abs())
            lsd = (torch.log10(est.pow(2) + 1e-6) - torch.log10(stft(clean).abs().pow(2) + 1e-6)).pow(2)
        self.model.train()
        return 10 * lsd.mean(-2).sqrt().mean().item()

    def fit(self, noisy, clean, val, epochs=4, batch=8, eval_every=6):
        mag, ref = stft(noisy).abs(), stft(clean).abs()
        it = 0
        for epoch in range(epochs):
            for s in range(0, mag.shape[0], batch):
                est = self.model(mag[s:s + batch])
                loss = F.l1_loss(torch.log1p(est), torch.log1p(ref[s:s + batch]))
                self.opt.zero_grad()
                loss.backward()
                self.opt.step()
                self.model.floor.clamp_(*self.floor_range)
                self.log["loss"].append(loss.item())
                it += 1
                if it % eval_every == 0:
                    self.log["val_lsd"].append(self.evaluate_split(*val))
            print(f"epoch {epoch}: loss {np.mean(self.log['loss'][-6:]):.4f} "
                  f"val LSD {self.log['val_lsd'][-1]:.2f} dB, mean floor {self.model.floor.mean().item():.3f}")


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = make_batch(48, 4000, seed=60)
    val = make_batch(8, 4000, seed=61)
    trainer = RainTrainer(FlooredMasker())
    print("val LSD before training %.2f dB" % trainer.evaluate_split(*val))
    trainer.fit(noisy, clean, val)


if __name__ == "__main__":
    main()
