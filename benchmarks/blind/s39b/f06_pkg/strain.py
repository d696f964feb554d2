import torch


def chirp(t, *, f0, f1, t_merge):
    """Newtonian-ish inspiral: frequency sweeps up towards t_merge, amplitude grows, then rings down."""
    tau = (t_merge - t).clamp(min=1e-3)
    freq = (f0 * (tau / t_merge).pow(-3.0 / 8.0)).clamp(max=f1)
    phase = 2 * torch.pi * torch.cumsum(freq, dim=-1) * (t[1] - t[0])
    amp = (tau / t_merge).pow(-0.25).clamp(max=4.0)
    ring = torch.exp(-((t - t_merge).clamp(min=0)) * 40.0)
    return amp * torch.sin(phase) * ring * (t > 0.05)


def make_split(n, cfg, gen):
    t = torch.arange(cfg.length) / cfg.sample_rate
    noise = torch.randn(n, cfg.length, generator=gen)
    labels = (torch.rand(n, generator=gen) < cfg.signal_fraction).float()
    for i in torch.nonzero(labels).flatten().tolist():
        f0 = 18 + 10 * torch.rand(1, generator=gen).item()
        t_merge = 0.6 + 0.3 * torch.rand(1, generator=gen).item()
        h = chirp(t, f0=f0, f1=100.0, t_merge=t_merge)
        lo, hi = cfg.snr_range
        snr = lo + (hi - lo) * torch.rand(1, generator=gen).item()
        noise[i] += snr * h / h.norm()
    return noise.unsqueeze(1), labels
