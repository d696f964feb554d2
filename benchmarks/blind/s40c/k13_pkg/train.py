import numpy as np
import torch

from .aquifer import ensemble, WELLS_M
from .configs import sweep_configs
from .runner import run_config


def main():
    Xn, Hn = ensemble(640, seed=0)
    Xvn, Hvn = ensemble(200, seed=1)
    h_mean, h_scale = Hn.mean(0), Hn.std()
    X = torch.from_numpy(Xn).float()
    Y = torch.from_numpy((Hn - h_mean) / h_scale).float()
    Xv = torch.from_numpy(Xvn).float()
    Yv = torch.from_numpy((Hvn - h_mean) / h_scale).float()
    print(f"{len(X)} forward runs, heads at {len(WELLS_M)} wells, "
          f"{Hn.min():.2f}-{Hn.max():.2f} m a.s.l. (spread {h_scale:.2f} m)")

    table = []
    for cfg in sweep_configs():
        rmse_m, curve = run_config(cfg, (X, Y, Xv, Yv, h_scale))
        table.append((rmse_m, cfg, curve))
        print(f"width {cfg['width']:3d} depth {cfg['depth']} {cfg['activation']:5s}  "
              f"train MSE {curve[0]:9.4f} -> {curve[-1]:9.4f}   val RMSE {rmse_m:7.3f} m")
    best = min(table, key=lambda r: r[0] if np.isfinite(r[0]) else np.inf)
    print(f"best: width {best[1]['width']}, depth {best[1]['depth']}, {best[1]['activation']} "
          f"-> {best[0]:.3f} m")


if __name__ == "__main__":
    main()
