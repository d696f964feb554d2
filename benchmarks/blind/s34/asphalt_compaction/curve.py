import torch
import torch.nn.functional as F


def init_params(n_in, hidden, *, seed=0):
    g = torch.Generator().manual_seed(seed)
    w1 = (torch.randn(n_in, hidden, generator=g) / n_in ** 0.5).requires_grad_()
    b1 = torch.zeros(hidden, requires_grad=True)
    w2 = (torch.randn(hidden, 3, generator=g) * 0.1).requires_grad_()
    b2 = torch.zeros(3, requires_grad=True)
    return [w1, b1, w2, b2]


class CompactionCurve:
    """Density after n roller passes: d_max - (d_max - d_0) * exp(-rate * n)."""

    def __init__(self, params):
        self.params = params

    def coefficients(self, x):
        w1, b1, w2, b2 = self.params
        out = torch.tanh(x @ w1 + b1) @ w2 + b2
        d_max = 96.0 + out[:, 0]
        d_0 = 83.0 + 2.0 * out[:, 1]
        rate = 0.3 * F.softplus(out[:, 2] + 1.0)
        return d_max, d_0, rate

    def __call__(self, x, passes):
        d_max, d_0, rate = self.coefficients(x)
        return d_max[:, None] - (d_max - d_0)[:, None] * torch.exp(-rate[:, None] * passes)
