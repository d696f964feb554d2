import torch


def sq_exp(xa, xb, log_lengthscale, log_signal_var):
    d2 = (xa[:, None] - xb[None, :]) ** 2
    return torch.exp(log_signal_var) * torch.exp(-0.5 * d2 / torch.exp(2 * log_lengthscale))


def inducing_cholesky(Z, log_lengthscale, log_signal_var, jitter=1e-6):
    Kuu = sq_exp(Z, Z, log_lengthscale, log_signal_var)
    Kuu.diagonal().add_(jitter * torch.exp(log_signal_var).detach())
    return torch.linalg.cholesky(Kuu)
