"""Skateboard action-cam audio: recover a coach's pea-whistle signals from urethane-wheel rumble
and the clack of pavement expansion joints. Single-file recipe with a bounded sigmoid mask."""
import math

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SR = 8000
N_FFT = 256
HOP = 64


def pea_whistle(n, rng):
    t = np.arange(n) / SR
    out = np.zeros(n)
    for _ in range(int(rng.integers(1, 3))):
        a, d = rng.uniform(0, n / SR - 0.3), rng.uniform(0.1, 0.3)
        trill = 1 + 0.03 * np.sign(np.sin(2 * math.pi * rng.uniform(25, 40) * t))   # the pea rattling
        out += ((t > a) & (t < a + d)) * np.sin(2 * math.pi * rng.uniform(2600, 3300) * trill * t)
    return 0.25 * out


def wheel_rumble(n, rng):
    rumble = np.convolve(rng.normal(size=n), np.hanning(48) / 24.0, mode="same")
    joints = np.zeros(n)
    k = np.arange(120)
    for p in range(int(rng.integers(0, 1500)), n - 120, int(rng.integers(1500, 2500))):
        joints[p:p + 120] += 0.6 * rng.normal(size=120) * np.exp(-k / 20.0)
    return 0.6 * rumble + joints


def clips(count, n, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([pea_whistle(n, rng) for _ in range(count)]).astype(np.float32)
    noisy = clean + np.stack([wheel_rumble(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(noisy), torch.from_numpy(clean)


def spectrum(x):
    return torch.stft(x, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)


class BoundedMaskNet(nn.Module):
    def __init__(self, n_freq=N_FFT // 2 + 1, hidden=80, mask_floor=0.05):
        super().__init__()
        self.mask_floor = mask_floor
        self.gru = nn.GRU(n_freq, hidden, batch_first=True)
        self.out = nn.Linear(hidden, n_freq)

    def forward(self, mag):
        h, _ = self.gru(torch.log1p(mag).transpose(1, 2))
        mask = torch.sigmoid(self.out(h))
        mask.clamp_(min=self.mask_floor)
        return mask.transpose(1, 2)


def compressed_mag_loss(est_spec, clean_spec, power=0.3):
    return F.mse_loss(est_spec.abs().clamp_min(1e-8) ** power, clean_spec.abs().clamp_min(1e-8) ** power)


@torch.no_grad()
def score_files(model, noisy, clean):
    model.eval()
    spec = spectrum(noisy)
    est = torch.istft(spec * model(spec.abs()), N_FFT, HOP, window=torch.hann_window(N_FFT), length=noisy.shape[-1])
    model.train()
    snr = 10 * torch.log10(clean.pow(2).sum(-1) / (est - clean).pow(2).sum(-1).clamp_min(1e-8))
    return snr.tolist()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = clips(48, 4000, seed=90)
    v_noisy, v_clean = clips(6, 4000, seed=91)
    model = BoundedMaskNet()
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    scaler = torch.cuda.amp.GradScaler(enabled=False)
    records = {"loss": [], "val_snr": []}
    it = 0
    for epoch in range(4):
        perm = torch.randperm(noisy.shape[0])
        for s in range(0, len(perm), 8):
            idx = perm[s:s + 8]
            spec, ref = spectrum(noisy[idx]), spectrum(clean[idx])
            with torch.autocast("cpu", enabled=False):
                loss = compressed_mag_loss(spec * model(spec.abs()), ref)
            opt.zero_grad()
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
            records["loss"].append(loss.item())
            it += 1
            if it % 6 == 0:
                records["val_snr"].append(float(np.mean(score_files(model, v_noisy, v_clean))))
        print(f"epoch {epoch}: loss {np.mean(records['loss'][-6:]):.4f} val SNR {records['val_snr'][-1]:.2f} dB")


if __name__ == "__main__":
    main()
