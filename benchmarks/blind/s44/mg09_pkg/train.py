"""python -m mg09_pkg.train"""
import math

import torch

from . import gan_models, hooks  # noqa: F401
from .runner import GANRunner

LENGTH = 64


def drone_windows(n, seed=0):
    """One period of the drone, resampled to 64 points: 8 harmonics shaped by two formants that
    move with the player's mouth, random overall phase and level."""
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(LENGTH) / LENGTH
    k = torch.arange(1, 9).float()
    f1 = 2.0 + 1.5 * torch.rand(n, 1, generator=g)            # formant positions in harmonic numbers
    f2 = 5.0 + 2.0 * torch.rand(n, 1, generator=g)
    amp = torch.exp(-((k - f1) ** 2) / 1.5) + 0.6 * torch.exp(-((k - f2) ** 2) / 2.0) + 0.3 / k
    phase = 2 * math.pi * torch.rand(n, 1, generator=g)
    wave = (amp.unsqueeze(-1) * torch.sin(2 * math.pi * k.view(1, -1, 1) * t + phase.unsqueeze(-1) * k.view(1, -1, 1))).sum(1)
    wave = wave / wave.abs().amax(1, keepdim=True)
    return wave * (0.6 + 0.35 * torch.rand(n, 1, generator=g))


cfg = dict(
    generator=dict(type="drone_generator", z_dim=16, length=LENGTH),
    discriminator=dict(type="drone_critic", length=LENGTH),
    d_loss=dict(type="ns_disc"),
    g_loss=dict(type="ns_gen"),
    optim_g=dict(type="Adam", lr=4e-4, betas=(0.5, 0.999)),
    optim_d=dict(type="Adam", lr=4e-4, betas=(0.5, 0.999), clip=5.0),
    hooks=[dict(type="GanLogger", interval=5)],
    max_epochs=30,
    batch_size=64,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    windows = drone_windows(2048)
    runner = GANRunner(cfg, windows)
    print(f"spectral gap before training {runner.spectral_gap():.3f}")

    def loader():
        for idx in torch.randperm(len(windows)).split(cfg["batch_size"]):
            yield windows[idx]

    runner.run(loader)
    with torch.no_grad():
        fake = runner.sample(512)
    print(f"generated amplitude range {fake.abs().amax(1).mean():.2f} (real {windows.abs().amax(1).mean():.2f})")


if __name__ == "__main__":
    main()
