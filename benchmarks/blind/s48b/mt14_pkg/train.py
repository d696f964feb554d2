import numpy as np
import torch

from .data import garage_week
from .model import TyreLeak
from .trainer import fit_leak


def main(n_tyres=8, n_days=7, readings_per_day=4, iters=60, lr=0.03, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    t_grid, m0, gauge = garage_week(n_tyres, n_days, readings_per_day, gen)
    print(f"{n_tyres} tyres: mean loss over the week {(gauge[:, 0] - gauge[:, -1]).mean():.3f} bar")
    model = TyreLeak()
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    fit_leak(model, opt, t_grid, m0, gauge, iters)
    print(f"fitted C {model.log_c.exp().item():.4f} (true 0.03), n {model.log_n.exp().item():.3f} (true 1.4)")


if __name__ == "__main__":
    main()
