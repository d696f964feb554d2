import math

import torch


def synth_voiced(n, length, sample_rate, generator):
    """Harmonic 'vowels' with a slow pitch glide and a syllable-like envelope."""
    t = torch.arange(length) / sample_rate
    clips = []
    for _ in range(n):
        f0 = 110 + 140 * torch.rand(1, generator=generator)
        glide = 1 + 0.1 * (torch.rand(1, generator=generator) - 0.5) * t / t[-1]
        phase = 2 * math.pi * torch.cumsum(f0 * glide / sample_rate, dim=0)
        wave = sum(torch.sin(k * phase) / k for k in range(1, 6))
        rate = 3 + 3 * torch.rand(1, generator=generator)
        env = 0.5 * (1 - torch.cos(2 * math.pi * rate * t)).clamp(min=0)
        clips.append(wave * env)
    clean = torch.stack(clips)
    return clean / clean.abs().amax(dim=1, keepdim=True)


def add_noise(clean, snr_db, generator):
    noise = torch.randn(clean.shape, generator=generator)
    p_sig = clean.pow(2).mean(dim=1, keepdim=True)
    p_noise = noise.pow(2).mean(dim=1, keepdim=True)
    scale = torch.sqrt(p_sig / (p_noise * 10 ** (snr_db / 10)))
    return clean + scale * noise


def make_split(cfg, n, seed):
    g = torch.Generator().manual_seed(seed)
    clean = synth_voiced(n, cfg.clip_len, cfg.sample_rate, g)
    return add_noise(clean, cfg.snr_db, g), clean


def batches(noisy, clean, batch_size, generator):
    perm = torch.randperm(len(noisy), generator=generator)
    for i in range(0, len(perm), batch_size):
        idx = perm[i:i + batch_size]
        yield noisy[idx], clean[idx]
