"""Collapsed variational sparse GP (Titsias 2009) with learnable inducing inputs."""
import math
import torch
import torch.nn as nn

from .covariance import sq_exp, inducing_cholesky


class SparseGP(nn.Module):
    def __init__(self, Z_init, lengthscale=0.5, signal_sd=0.4):
        super().__init__()
        self.Z = nn.Parameter(Z_init.clone())
        self.log_lengthscale = nn.Parameter(torch.tensor(math.log(lengthscale), dtype=Z_init.dtype))
        self.log_signal_var = nn.Parameter(torch.tensor(2 * math.log(signal_sd), dtype=Z_init.dtype))

    def _projections(self, X):
        Luu = inducing_cholesky(self.Z, self.log_lengthscale, self.log_signal_var)
        Kuf = sq_exp(self.Z, X, self.log_lengthscale, self.log_signal_var)
        V = torch.linalg.solve_triangular(Luu, Kuf, upper=False)      # M x N
        return Luu, V

    def negative_bound(self, X, y, log_noise_var):
        n = X.shape[0]
        noise_var = torch.exp(log_noise_var)
        _, V = self._projections(X)
        C = V.T @ V + noise_var * torch.eye(n, dtype=X.dtype)
        L = torch.linalg.cholesky(C)
        alpha = torch.cholesky_solve(y[:, None], L)
        nll = (0.5 * (y[:, None] * alpha).sum() + torch.log(torch.diagonal(L)).sum()
               + 0.5 * n * math.log(2 * math.pi))
        trace_term = 0.5 / noise_var * (n * torch.exp(self.log_signal_var) - (V ** 2).sum())
        return nll + trace_term

    def predict(self, X, y, Xs, log_noise_var):
        n = X.shape[0]
        noise_var = torch.exp(log_noise_var)
        Luu, V = self._projections(X)
        Ksu = sq_exp(Xs, self.Z, self.log_lengthscale, self.log_signal_var)
        Vs = torch.linalg.solve_triangular(Luu, Ksu.T, upper=False)    # M x S
        C = V.T @ V + noise_var * torch.eye(n, dtype=X.dtype)
        L = torch.linalg.cholesky(C)
        Qsf = Vs.T @ V
        mean = Qsf @ torch.cholesky_solve(y[:, None], L)
        W = torch.linalg.solve_triangular(L, Qsf.T, upper=False)
        var = torch.exp(self.log_signal_var) - (W ** 2).sum(0)
        return mean.squeeze(1), var.clamp_min(1e-10)
