import torch


def ard_sq_exp(X1, X2, log_lengthscale, log_signal_var):
    """Squared-exponential kernel with one lengthscale per input dimension."""
    ls = torch.exp(log_lengthscale)
    A = X1 / ls
    B = X2 / ls
    d2 = (A ** 2).sum(-1)[:, None] + (B ** 2).sum(-1)[None, :] - 2.0 * A @ B.T
    return torch.exp(log_signal_var) * torch.exp(-0.5 * d2.clamp_min(0.0))
