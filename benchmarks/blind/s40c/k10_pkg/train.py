import numpy as np
import torch

from .isochrone import observe, to_absolute
from .flow import CMDFlow
from .fitting import fit_density


def main():
    torch.manual_seed(0)
    BV_obs, V_app = observe(seed=3)
    bv0, Mv = to_absolute(BV_obs, V_app)
    X_np = np.stack([bv0, Mv], -1)
    mean, std = X_np.mean(0), X_np.std(0)
    X = torch.from_numpy((X_np - mean) / std).float()
    print(f"{len(X)} stars; (B-V)_0 {bv0.min():.2f}..{bv0.max():.2f}, M_V {Mv.min():.2f}..{Mv.max():.2f}")

    flow = CMDFlow(dim=2, n_blocks=6, width=64)
    curve = fit_density(flow, X, n_epochs=40)

    samples = flow.sample(4000).numpy() * std + mean
    giants_obs = np.mean(X_np[:, 1] < 2.0)
    giants_gen = np.mean(samples[:, 1] < 2.0)
    print(f"NLL {curve[0]:.3f} -> {curve[-1]:.3f}; fraction with M_V < 2: data {giants_obs:.3f}, flow {giants_gen:.3f}")


if __name__ == "__main__":
    main()
