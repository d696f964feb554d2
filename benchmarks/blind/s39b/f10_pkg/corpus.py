import torch
import torch.nn.functional as F


def formant_envelope(n_mels, centres, widths, gains):
    m = torch.arange(n_mels, dtype=torch.float32)
    env = sum(g * torch.exp(-0.5 * ((m - c) / w) ** 2) for c, w, g in zip(centres, widths, gains))
    return env


def parallel_corpus(cfg, gen):
    """Parallel log-mel frames: same phone sequence, B has shifted formants and a spectral tilt."""
    n_phones = 12
    src_env = torch.stack([formant_envelope(cfg.n_mels, 4 + 30 * torch.rand(3, generator=gen),
                                            1.5 + 2 * torch.rand(3, generator=gen), 1 + torch.rand(3, generator=gen))
                           for _ in range(n_phones)])
    shift = 2
    tgt_env = torch.roll(src_env, shifts=shift, dims=1) * 1.15
    tilt = torch.linspace(0.3, -0.3, cfg.n_mels)
    phones = torch.randint(0, n_phones, (cfg.n_utts, cfg.frames // 4), generator=gen).repeat_interleave(4, dim=1)
    energy = 0.5 * torch.randn(cfg.n_utts, cfg.frames, 1, generator=gen)
    src = src_env[phones] + energy + 0.05 * torch.randn(cfg.n_utts, cfg.frames, cfg.n_mels, generator=gen)
    tgt = tgt_env[phones] + tilt + energy + 0.05 * torch.randn(cfg.n_utts, cfg.frames, cfg.n_mels, generator=gen)
    return src, tgt


def with_context(frames, k):
    """(U, T, M) -> (U*T, (2k+1)*M) by stacking neighbouring frames."""
    padded = F.pad(frames.transpose(1, 2), (k, k), mode="replicate").transpose(1, 2)
    stacked = padded.unfold(1, 2 * k + 1, 1)               # (U, T, M, 2k+1)
    return stacked.permute(0, 1, 3, 2).reshape(-1, (2 * k + 1) * frames.shape[-1])
