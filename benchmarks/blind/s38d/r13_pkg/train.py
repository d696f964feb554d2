import torch
from torch.utils.data import DataLoader, TensorDataset

from .engine.trainer import EnhancementGANTrainer
from .models import build_models

CFG = {
    "epochs": 2, "batch_size": 16, "print_freq": 4, "l1_weight": 1.0, "ema_decay": 0.99,
    "model": {"n_freq": 32, "hidden": 32},
    "optim_g": {"name": "adam", "lr": 1e-3},
    "optim_c": {"name": "adam", "lr": 1e-3},
}


def synthetic_speech(n=96, frames=40, n_freq=32, seed=0):
    """Harmonic 'voiced' magnitude spectra plus broadband noise."""
    g = torch.Generator().manual_seed(seed)
    f = torch.arange(n_freq).float()
    clean = torch.zeros(n, frames, n_freq)
    for i in range(n):
        f0 = 2 + 3 * torch.rand(1, generator=g)
        for k in range(1, 5):
            clean[i] += torch.exp(-0.5 * ((f - k * f0) / 0.7) ** 2) / k
        clean[i] *= (torch.sin(torch.linspace(0, 3.14, frames)) ** 2)[:, None]
    noisy = clean + 0.3 * torch.rand(n, frames, n_freq, generator=g)
    return TensorDataset(noisy, clean)


def main(cfg=CFG):
    torch.manual_seed(0)
    train_loader = DataLoader(synthetic_speech(), batch_size=cfg["batch_size"], shuffle=True)
    val_loader = DataLoader(synthetic_speech(n=32, seed=1), batch_size=16)
    G, critic = build_models(cfg)
    EnhancementGANTrainer(cfg, G, critic, train_loader, val_loader).train()


if __name__ == "__main__":
    main()
