import torch


def synth_windows(n, channels=3, length=64, n_modes=4, seed=0):
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, length)
    freqs = torch.tensor([3.0, 5.0, 9.0, 14.0])[:n_modes]
    mode = torch.randint(0, n_modes, (n,), generator=g)
    phase = torch.rand(n, channels, 1, generator=g) * 6.28
    x = torch.sin(2 * 3.1416 * freqs[mode].view(n, 1, 1) * t + phase)
    x = x + 0.3 * torch.randn(n, channels, length, generator=g)
    return x, mode


def random_view(x, crop=48):
    start = torch.randint(0, x.shape[-1] - crop + 1, (1,)).item()
    view = x[..., start:start + crop]
    gain = 1.0 + 0.2 * torch.randn(x.shape[0], 1, 1)
    return view * gain + 0.05 * torch.randn_like(view)


def batches(x, batch_size):
    perm = torch.randperm(x.shape[0])
    for i in range(0, x.shape[0], batch_size):
        yield x[perm[i:i + batch_size]]
