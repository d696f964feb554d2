"""python -m mg12_pkg.train"""
import torch

from . import hooks, nets  # noqa: F401
from .runner import StrokeGANRunner

LENGTH = 48


def downstrokes(n, seed=0):
    """Width along a downstroke: hairline entry, swell where the writer presses, taper at the exit."""
    g = torch.Generator().manual_seed(seed)
    s = torch.linspace(0, 1, LENGTH)
    flex = 0.5 + torch.rand(n, 1, generator=g)                  # how much the tines spread
    press_at = 0.35 + 0.3 * torch.rand(n, 1, generator=g)
    spread = 0.12 + 0.1 * torch.rand(n, 1, generator=g)
    hairline = 2.0 + 0.5 * torch.rand(n, 1, generator=g)        # 0.1 mm
    swell = flex * 9.0 * torch.exp(-((s - press_at) ** 2) / (2 * spread ** 2))
    taper = torch.clamp((1 - s) / 0.1, max=1.0)
    return (hairline + swell) * taper + 0.2 * hairline + 0.1 * torch.randn(n, LENGTH, generator=g).abs()


cfg = dict(
    generator=dict(type="StrokeGenerator", z_dim=12, length=LENGTH),
    discriminator=dict(type="StrokeCritic", length=LENGTH),
    loss_d=dict(type="HingeD"),
    loss_g=dict(type="HingeG"),
    optim_g=dict(type="Adam", lr=5e-4, betas=(0.5, 0.9)),
    optim_d=dict(type="Adam", lr=5e-4, betas=(0.5, 0.9), max_norm=10.0),
    hooks=[dict(type="StrokeStatsHook", interval=5)],
    max_epochs=25,
    batch_size=64,
)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    real = downstrokes(2048)
    runner = StrokeGANRunner(cfg, real)

    def loader():
        for idx in torch.randperm(len(real)).split(cfg["batch_size"]):
            yield real[idx]

    runner.run(loader)


if __name__ == "__main__":
    main()
