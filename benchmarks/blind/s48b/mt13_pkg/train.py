import numpy as np
import torch

from .field import HybridSwingField
from .fit import fit_field
from .swing import record_swings


def main(n_swings=32, t_end=6.0, n_frames=61, horizon=20, epochs=50, batch=16,
         lr=3e-3, lr_freq=1e-2, width=32, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    frames, dt = record_swings(n_swings, t_end, n_frames, gen)
    print(f"{n_swings} swings, mean |theta| goes from {frames[:, 0, 0].abs().mean():.3f} "
          f"to {frames[:, -1, 0].abs().mean():.3f} rad")
    field = HybridSwingField(width)
    opt = torch.optim.Adam([
        {"params": field.correction.parameters(), "lr": lr},
        {"params": [field.log_pump_freq], "lr": lr_freq},
    ])
    fit_field(field, opt, frames, dt, epochs, horizon, batch, gen)


if __name__ == "__main__":
    main()
