"""Music-box comb enhancement: remove the spring-motor whir and governor flutter from
close-miked music-box recordings. Complex-ratio-free magnitude masking, waveform SI-SDR loss."""
import math

import numpy as np
import torch
import torch.nn.functional as F
from torch import nn

SR = 8000
N_FFT = 256
HOP = 64
COMB = [523.3, 587.3, 659.3, 698.5, 784.0, 880.0, 987.8, 1046.5]


def music_box_clip(n, rng):
    t = np.arange(n) / SR
    x = np.zeros(n)
    for onset in np.sort(rng.uniform(0.0, n / SR - 0.1, int(rng.integers(3, 7)))):
        f = COMB[int(rng.integers(len(COMB)))]
        tt = np.clip(t - onset, 0.0, None)
        x += (t >= onset) * np.exp(-tt * 4.0) * (np.sin(2 * math.pi * f * tt) + 0.2 * np.sin(2 * math.pi * 3 * f * tt))
    return 0.25 * x


def motor_whir(n, rng):
    t = np.arange(n) / SR
    rot = rng.uniform(35.0, 55.0)
    flutter = 1.0 + 0.5 * np.sin(2 * math.pi * rng.uniform(6, 9) * t)
    harmonics = sum(np.sin(2 * math.pi * k * rot * t + rng.uniform(0, 6.28)) / k for k in range(1, 8))
    return 0.08 * flutter * harmonics + 0.02 * rng.normal(size=n)


def make_set(count, n, seed):
    rng = np.random.default_rng(seed)
    clean = np.stack([music_box_clip(n, rng) for _ in range(count)]).astype(np.float32)
    noisy = clean + np.stack([motor_whir(n, rng) for _ in range(count)]).astype(np.float32)
    return torch.from_numpy(noisy), torch.from_numpy(clean)


def sisdr_db(est, ref, eps=1e-8):
    """numpy SI-SDR used for the paper tables; expects (batch, samples) arrays."""
    ref = ref - ref.mean(axis=-1, keepdims=True)
    est = est - est.mean(axis=-1, keepdims=True)
    alpha = (est * ref).sum(-1, keepdims=True) / ((ref ** 2).sum(-1, keepdims=True) + eps)
    target = alpha * ref
    return 10 * np.log10((target ** 2).sum(-1) / (((est - target) ** 2).sum(-1) + eps) + eps)


def neg_sisdr(est, ref, eps=1e-8):
    ref = ref - ref.mean(-1, keepdim=True)
    est = est - est.mean(-1, keepdim=True)
    target = (est * ref).sum(-1, keepdim=True) / (ref.pow(2).sum(-1, keepdim=True) + eps) * ref
    return -(10 * torch.log10(target.pow(2).sum(-1) / ((est - target).pow(2).sum(-1) + eps) + eps)).mean()


class CombMasker(nn.Module):
    def __init__(self, n_freq, hidden=128):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv1d(n_freq, hidden, 3, padding=1), nn.PReLU(),
            nn.Conv1d(hidden, hidden, 3, padding=2, dilation=2), nn.PReLU(),
            nn.Conv1d(hidden, n_freq, 1),
        )

    def forward(self, wave):
        window = torch.hann_window(N_FFT, device=wave.device)
        spec = torch.stft(wave, N_FFT, HOP, window=window, return_complex=True)
        mask = torch.sigmoid(self.net(torch.log1p(spec.abs())))
        return torch.istft(spec * mask, N_FFT, HOP, window=window, length=wave.shape[-1])


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    noisy, clean = make_set(64, 6000, seed=3)
    model = CombMasker(N_FFT // 2 + 1)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    scaler = torch.cuda.amp.GradScaler(enabled=False)
    log_every = 5
    stats = {"loss": [], "sisdr": [], "input_sisdr": []}
    step = 0
    for epoch in range(3):
        perm = torch.randperm(noisy.shape[0])
        for s in range(0, len(perm), 8):
            idx = perm[s:s + 8]
            with torch.autocast("cpu", enabled=False):
                est = model(noisy[idx])
                loss = neg_sisdr(est, clean[idx])
            opt.zero_grad(set_to_none=True)
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()
            stats["loss"].append(loss.item())
            step += 1
            if step % log_every == 0:
                ref_np = clean[idx].numpy()
                stats["sisdr"].append(float(sisdr_db(est.numpy(), ref_np).mean()))
                stats["input_sisdr"].append(float(sisdr_db(noisy[idx].numpy(), ref_np).mean()))
                print(f"step {step}: loss {np.mean(stats['loss'][-log_every:]):.2f} "
                      f"SI-SDR {stats['sisdr'][-1]:.2f} dB (input {stats['input_sisdr'][-1]:.2f} dB)")
    print("final SI-SDR improvement %.2f dB" % (stats["sisdr"][-1] - stats["input_sisdr"][-1]))


if __name__ == "__main__":
    main()
