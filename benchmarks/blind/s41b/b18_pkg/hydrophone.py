import torch

F_BINS, T_FRAMES = 16, 24          # 50-250 Hz in 16 bins, 2 s in 24 frames


def patches(n, gen):
    f = torch.arange(F_BINS).float().view(1, F_BINS, 1)
    t = torch.arange(T_FRAMES).float().view(1, 1, T_FRAMES)
    has_call = (torch.rand(n, generator=gen) < 0.5).float()
    start_f = 2 + 4 * torch.rand(n, 1, 1, generator=gen)
    sweep = 6 + 5 * torch.rand(n, 1, 1, generator=gen)
    onset = 2 + 10 * torch.rand(n, 1, 1, generator=gen)
    dur = 8 + 4 * torch.rand(n, 1, 1, generator=gen)
    u = (t - onset) / dur
    inside = ((u >= 0) & (u <= 1)).float()
    track = start_f + sweep * u.clamp(0, 1) ** 1.5
    call = inside * torch.exp(-((f - track) / 0.8) ** 2) * has_call.view(-1, 1, 1)
    clean = call * (0.8 + 0.4 * torch.rand(n, 1, 1, generator=gen))
    ship = torch.exp(-f / 3.0) * (0.5 + torch.rand(n, 1, 1, generator=gen))
    tonal_bin = torch.randint(0, F_BINS, (n, 1, 1), generator=gen).float()
    tonal = 0.6 * torch.exp(-((f - tonal_bin) / 0.5) ** 2) * (torch.rand(n, 1, 1, generator=gen) < 0.4)
    noisy = clean + ship + tonal + 0.25 * torch.randn(n, F_BINS, T_FRAMES, generator=gen)
    return noisy.unsqueeze(1), clean.unsqueeze(1), has_call
