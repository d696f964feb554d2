"""python -m mg13_pkg.train"""
import torch

from . import wgan  # noqa: F401
from .hooks import Hook  # noqa: F401  (registers the hooks)
from .pressure_maps import COLS, ROWS, pressure_maps
from .runner import WGANRunner

cfg = {
    "generator": {"type": "map_generator", "z_dim": 16, "out_dim": ROWS * COLS},
    "critic": {"type": "map_critic", "in_dim": ROWS * COLS},
    "lr": 5e-4,
    "n_critic": 5,
    "batch_size": 64,
    "max_epochs": 20,
    "hooks": [
        {"type": "WeightClipHook", "clip_value": 0.02},
        {"type": "WassersteinLogger", "interval": 4},
    ],
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    real = pressure_maps(3000)
    runner = WGANRunner(cfg, real)
    print(f"real maps: mean peak {real.amax(1).mean() * 60:.1f} mmHg; untrained peak gap {runner.peak_gap():.3f}")
    runner.run()
    with torch.no_grad():
        fake = runner.sample(1000).view(-1, ROWS, COLS)
    sacrum_row = fake.amax(2).mean(0).argmax().item()
    print(f"generated maps: mean peak {fake.amax((1, 2)).mean() * 60:.1f} mmHg, highest row on average {sacrum_row}")


if __name__ == "__main__":
    main()
