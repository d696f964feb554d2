"""Streaming denoiser for bicycle freewheel ticking recorded on a handlebar mic.

Long rides are cut into fixed-length frame chunks and the GRU state is streamed from
one chunk to the next (truncated BPTT, as the deployed model runs chunk by chunk).
"""
import math

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SR = 8000
N_FFT = 128
HOP = 32
CHUNK_FRAMES = 25


def freewheel_ride(n, rng):
    t = np.arange(n) / SR
    speed = 6.0 + 3.0 * np.sin(2 * math.pi * rng.uniform(0.1, 0.3) * t)  # pawl clicks per second
    phase = np.cumsum(speed) / SR
    ticks = np.zeros(n)
    for k in range(int(phase[-1])):
        pos = int(np.searchsorted(phase, k + rng.uniform(0, 0.2)))
        if pos < n - 64:
            ticks[pos:pos + 64] += np.sin(2 * math.pi * 2200 * np.arange(64) / SR) * np.exp(-np.arange(64) / 9)
    road = np.convolve(rng.normal(0, 0.25, n), np.ones(12) / 12, mode="same")
    wind = 0.05 * rng.normal(0, 1, n)
    return (ticks + road + wind).astype(np.float32), ticks.astype(np.float32)


def stft_mag_phase(x):
    spec = torch.stft(x, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)
    return spec.abs().transpose(-1, -2), torch.angle(spec).transpose(-1, -2)  # (..., frames, freq)


def frame_chunks(noisy_mag, clean_mag, size):
    for start in range(0, noisy_mag.shape[1] - size + 1, size):
        yield noisy_mag[:, start:start + size], clean_mag[:, start:start + size]


class StreamingDenoiser(nn.Module):
    def __init__(self, n_freq, hidden=64):
        super().__init__()
        self.proj = nn.Linear(n_freq, hidden)
        self.gru = nn.GRU(hidden, hidden, batch_first=True)
        self.mask = nn.Linear(hidden, n_freq)

    def forward(self, mag, state=None):
        z = F.relu(self.proj(torch.log1p(mag)))
        z, state = self.gru(z, state)
        return torch.sigmoid(self.mask(z)), state


def spectral_loss(mask, noisy_mag, clean_mag):
    est = mask * noisy_mag
    return F.l1_loss(torch.log1p(est), torch.log1p(clean_mag)) + 0.1 * F.mse_loss(est, clean_mag)


@torch.no_grad()
def test(model, rides):
    model.eval()
    scores = []
    for noisy, clean in rides:
        mag, phase = stft_mag_phase(noisy[None])
        mask, _ = model(mag)
        est = torch.istft(torch.polar(mask * mag, phase).transpose(-1, -2), N_FFT, HOP,
                          window=torch.hann_window(N_FFT), length=noisy.shape[-1])[0]
        err = (est - clean).pow(2).sum().clamp_min(1e-8)
        scores.append(10 * math.log10(clean.pow(2).sum().item() / err.item()))
    model.train()
    return float(np.mean(scores))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    rng = np.random.default_rng(7)
    train_rides = [freewheel_ride(SR * 2, rng) for _ in range(12)]
    val_rides = [tuple(map(torch.from_numpy, freewheel_ride(SR * 2, rng))) for _ in range(3)]
    noisy = torch.from_numpy(np.stack([r[0] for r in train_rides]))
    clean = torch.from_numpy(np.stack([r[1] for r in train_rides]))
    noisy_mag, _ = stft_mag_phase(noisy)
    clean_mag, _ = stft_mag_phase(clean)

    model = StreamingDenoiser(N_FFT // 2 + 1)
    opt = torch.optim.Adam(model.parameters(), lr=2e-3)
    history = {"loss": [], "val_snr": []}
    step = 0
    for epoch in range(4):
        for b in range(0, noisy_mag.shape[0], 4):
            state = None
            for n_chunk, c_chunk in frame_chunks(noisy_mag[b:b + 4], clean_mag[b:b + 4], CHUNK_FRAMES):
                mask, state = model(n_chunk, state)
                loss = spectral_loss(mask, n_chunk, c_chunk)
                opt.zero_grad()
                loss.backward()
                torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
                opt.step()
                history["loss"].append(loss.item())
                step += 1
                if step % 40 == 0:
                    history["val_snr"].append(test(model, val_rides))
        print(f"epoch {epoch} loss {np.mean(history['loss'][-20:]):.4f} "
              f"val snr {history['val_snr'][-1] if history['val_snr'] else float('nan'):.2f} dB")


if __name__ == "__main__":
    main()
