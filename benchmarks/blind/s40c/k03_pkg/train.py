import numpy as np
import torch

from .simulator import ensemble, PARAM_NAMES
from .hyper import initial_hyperparameters, describe
from .fit import optimise_hyperparameters, posterior


def main():
    rng = np.random.default_rng(7)
    X_np, y_np = ensemble(40, rng)
    Xt_np, yt_np = ensemble(15, rng)
    print(f"training runs: {len(y_np)}, end-of-century warming {y_np.min():.2f}-{y_np.max():.2f} K")

    y_mean, y_std = y_np.mean(), y_np.std()
    X = torch.from_numpy(X_np)
    y = torch.from_numpy((y_np - y_mean) / y_std)
    Xt = torch.from_numpy(Xt_np)

    hp = initial_hyperparameters(X.shape[1])
    nll_curve = optimise_hyperparameters(hp, X, y, n_iter=200, lr=0.05)
    print("fitted:", describe(hp, PARAM_NAMES))

    mu, var = posterior(hp, X, y, Xt)
    pred_K = mu.numpy() * y_std + y_mean
    sd_K = np.sqrt(var.numpy()) * y_std
    rmse = np.sqrt(np.mean((pred_K - yt_np) ** 2))
    cover = np.mean(np.abs(pred_K - yt_np) < 2 * sd_K)
    print(f"held-out RMSE {rmse:.4f} K, 2-sigma coverage {cover:.2f}, "
          f"NLL {nll_curve[0]:.1f} -> {nll_curve[-1]:.1f}")


if __name__ == "__main__":
    main()
