"""Hyperparameter containers for the emulator (log-space, float64 for the Cholesky)."""
import math
import torch


def initial_hyperparameters(n_dims, lengthscale=0.4, signal_sd=1.0, noise_sd=0.05):
    hp = {
        "log_lengthscale": torch.full((n_dims,), math.log(lengthscale), requires_grad=True).double(),
        "log_signal_var": torch.tensor(2.0 * math.log(signal_sd), dtype=torch.float64,
                                       requires_grad=True),
        "log_noise_var": torch.tensor(2.0 * math.log(noise_sd), dtype=torch.float64,
                                      requires_grad=True),
    }
    return hp


def describe(hp, names):
    ls = torch.exp(hp["log_lengthscale"]).detach().numpy()
    parts = [f"l_{n}={v:.3f}" for n, v in zip(names, ls)]
    sf = torch.exp(0.5 * hp["log_signal_var"]).item()
    sn = torch.exp(0.5 * hp["log_noise_var"]).item()
    return ", ".join(parts) + f", sigma_f={sf:.3f}, sigma_n={sn:.4f}"
