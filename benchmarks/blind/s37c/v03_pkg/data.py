import torch
from torch.utils.data import DataLoader, TensorDataset


def noisy_signals(n, length, sigma, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.linspace(0, 1, length)
    freqs = torch.randint(1, 6, (n, 1), generator=g).float()
    amps = torch.rand(n, 1, generator=g) + 0.5
    clean = amps * torch.sin(2 * torch.pi * freqs * t)
    noisy = clean + sigma * torch.randn(clean.shape, generator=g)
    return TensorDataset(noisy.unsqueeze(1), clean.unsqueeze(1))


def get_loader(n=640, length=128, sigma=0.4, batch_size=32, seed=0):
    return DataLoader(noisy_signals(n, length, sigma, seed), batch_size=batch_size, shuffle=True)
