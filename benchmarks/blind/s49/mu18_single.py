"""Singing-bowl sustain recorded next to an air purifier: MetricGAN-style enhancement with a
learnable power-law compression per frequency bin and an EMA copy of the generator for testing."""
import copy
import math

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SR = 8000
N_FFT = 256
HOP = 64
N_FREQ = N_FFT // 2 + 1


def bowl(n, rng):
    t = np.arange(n) / SR
    f0 = rng.uniform(220, 420)
    x = np.zeros(n)
    for ratio, amp in ((1.0, 1.0), (2.71, 0.5), (5.15, 0.25)):
        beat = rng.uniform(0.5, 3.0)      # the two degenerate modes beat slowly
        x += amp * np.sin(2 * math.pi * f0 * ratio * t) * (0.7 + 0.3 * np.cos(2 * math.pi * beat * t))
    return 0.3 * x * np.exp(-t * rng.uniform(0.3, 1.0))


def purifier(n, rng):
    t = np.arange(n) / SR
    whoosh = np.convolve(rng.normal(size=n), np.hanning(6) / 3, mode="same")
    return 0.2 * whoosh + 0.05 * np.sin(2 * math.pi * rng.uniform(140, 180) * t)


def pairs(count, n, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([bowl(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(clean + np.stack([purifier(n, rng) for _ in range(count)]).astype(np.float32)), torch.from_numpy(clean)


def stft(x):
    return torch.stft(x, N_FFT, HOP, window=torch.hann_window(N_FFT), return_complex=True)


class Generator(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Conv1d(N_FREQ, hidden, 5, padding=2), nn.PReLU(), nn.Conv1d(hidden, N_FREQ, 1))

    def forward(self, compressed):
        return torch.sigmoid(self.net(compressed))


class Critic(nn.Module):
    def __init__(self, hidden=32):
        super().__init__()
        self.conv = nn.Sequential(nn.Conv1d(2 * N_FREQ, hidden, 5, padding=2), nn.LeakyReLU(0.2))
        self.out = nn.Linear(hidden, 1)

    def forward(self, est, ref):
        return self.out(self.conv(torch.cat([est, ref], 1)).mean(-1)).squeeze(-1)


def compress(mag, exponent):
    return mag.clamp_min(1e-6) ** exponent.clamp(0.1, 1.0)


@torch.no_grad()
def snr_score(est_mag, clean_mag):
    err = (est_mag - clean_mag).pow(2).sum(dim=(1, 2))
    return torch.sigmoid(torch.log10(clean_mag.pow(2).sum(dim=(1, 2)) / err.clamp_min(1e-8)))


@torch.no_grad()
def test(model, exponent, chunks):
    model.eval()
    scores = torch.empty(len(chunks))
    for i, (noisy, clean) in enumerate(chunks):
        spec = stft(noisy)
        est = torch.istft(spec * model(compress(spec.abs(), exponent)), N_FFT, HOP,
                          window=torch.hann_window(N_FFT), length=noisy.shape[-1])
        scores[i] = 10 * torch.log10(clean.pow(2).sum() / (est - clean).pow(2).sum())
    model.train()
    return scores.mean().item()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = pairs(48, 4000, seed=180)
    v_noisy, v_clean = pairs(4, 4000, seed=181)
    val_chunks = list(zip(v_noisy[:, None], v_clean[:, None]))

    gen, critic = Generator(), Critic()
    exponent = (0.3 + 0.01 * torch.randn(N_FREQ, 1)).requires_grad_()
    ema = copy.deepcopy(gen)
    opt_g = torch.optim.Adam(list(gen.parameters()) + [exponent], lr=1e-3)
    opt_d = torch.optim.Adam(critic.parameters(), lr=1e-3)
    history = {"snr_np": [], "val": []}
    for epoch in range(4):
        d_running = torch.zeros(())
        for s in range(0, noisy.shape[0], 8):
            n_mag, c_mag = stft(noisy[s:s + 8]).abs(), stft(clean[s:s + 8]).abs()
            enh = gen(compress(n_mag, exponent)) * n_mag
            ref = compress(c_mag, exponent).detach()

            opt_d.zero_grad()
            fake_q = critic(compress(enh.detach(), exponent.detach()), ref)
            d_loss = F.mse_loss(critic(ref, ref), torch.ones(len(ref))) + F.mse_loss(fake_q, snr_score(enh, c_mag))
            d_loss.backward()
            opt_d.step()
            d_running += d_loss.detach()

            opt_g.zero_grad()
            g_q = critic(compress(enh, exponent), ref)
            g_loss = F.mse_loss(g_q, torch.ones_like(g_q)) + F.l1_loss(compress(enh, exponent), ref)
            g_loss.backward()
            opt_g.step()
            with torch.no_grad():
                for e_p, g_p in zip(ema.parameters(), gen.parameters()):
                    e_p.mul_(0.9).add_(g_p, alpha=0.1)
            est_np, ref_np = enh.detach().cpu().numpy(), c_mag.numpy()
            history["snr_np"].append(10 * np.log10((ref_np ** 2).sum() / ((est_np - ref_np) ** 2).sum()))
        history["val"].append(test(ema, exponent, val_chunks))
        print(f"epoch {epoch}: D {d_running.item() / 6:.4f} train mag-SNR {np.mean(history['snr_np'][-6:]):.2f} dB "
              f"EMA val SNR {history['val'][-1]:.2f} dB, mean exponent {exponent.mean().item():.3f}")


if __name__ == "__main__":
    main()
