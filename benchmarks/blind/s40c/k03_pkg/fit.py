import math
import torch

from .kernels import ard_sq_exp


def negative_log_marginal(hp, X, y):
    n = X.shape[0]
    K = ard_sq_exp(X, X, hp["log_lengthscale"], hp["log_signal_var"])
    K = K + (torch.exp(hp["log_noise_var"]) + 1e-8) * torch.eye(n, dtype=X.dtype)
    L = torch.linalg.cholesky(K)
    alpha = torch.cholesky_solve(y[:, None], L)
    return (0.5 * (y[:, None] * alpha).sum()
            + torch.log(torch.diagonal(L)).sum()
            + 0.5 * n * math.log(2 * math.pi))


def optimise_hyperparameters(hp, X, y, n_iter=200, lr=0.05, report_every=50):
    opt = torch.optim.Adam(list(hp.values()), lr=lr)
    nll_values = []
    for it in range(n_iter):
        opt.zero_grad()
        nll = negative_log_marginal(hp, X, y)
        nll.backward()
        opt.step()
        nll_values.append(nll.item())
        if it % report_every == 0:
            print(f"  iter {it:4d}  NLL {nll_values[-1]:9.3f}")
    return nll_values


@torch.no_grad()
def posterior(hp, X, y, Xs):
    Kxx = ard_sq_exp(X, X, hp["log_lengthscale"], hp["log_signal_var"])
    Kxx += torch.exp(hp["log_noise_var"]) * torch.eye(X.shape[0], dtype=X.dtype)
    Ksx = ard_sq_exp(Xs, X, hp["log_lengthscale"], hp["log_signal_var"])
    L = torch.linalg.cholesky(Kxx)
    mean = Ksx @ torch.cholesky_solve(y[:, None], L)
    v = torch.cholesky_solve(Ksx.T, L)
    var = torch.exp(hp["log_signal_var"]) - (Ksx * v.T).sum(1)
    return mean.squeeze(1), var.clamp_min(1e-12)
