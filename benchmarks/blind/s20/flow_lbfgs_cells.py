# %% [markdown]
# RealNVP-style affine coupling flow on two moons, fitted full-batch with L-BFGS.
# Run:  python flow_lbfgs_cells.py

# %%
import math

import torch
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)


def two_moons(n, noise=0.08):
    t = torch.rand(n) * math.pi
    upper = torch.rand(n) < 0.5
    x = torch.where(upper, torch.cos(t), 1 - torch.cos(t))
    y = torch.where(upper, torch.sin(t), 0.5 - torch.sin(t))
    return torch.stack([x, y], 1) + noise * torch.randn(n, 2)


raw = two_moons(1024)
mu, sd = raw.mean(0), raw.std(0)
data = (raw - mu) / sd


# %%
class Coupling(nn.Module):
    def __init__(self, mask, hidden=32):
        super().__init__()
        self.register_buffer("mask", mask)
        self.net = nn.Sequential(nn.Linear(2, hidden), nn.Tanh(), nn.Linear(hidden, hidden), nn.Tanh(),
                                 nn.Linear(hidden, 4))
        self.scale = nn.Parameter(torch.zeros(2))

    def forward(self, x):
        s, t = self.net(x * self.mask).chunk(2, dim=1)
        s = torch.tanh(s) * self.scale * (1 - self.mask)
        t = t * (1 - self.mask)
        return x * torch.exp(s) + t, s.sum(1)

    def inverse(self, z):
        s, t = self.net(z * self.mask).chunk(2, dim=1)
        s = torch.tanh(s) * self.scale * (1 - self.mask)
        t = t * (1 - self.mask)
        return (z - t) * torch.exp(-s)


class Flow(nn.Module):
    def __init__(self, n_layers=4):
        super().__init__()
        masks = [torch.tensor([1.0, 0.0]) if i % 2 == 0 else torch.tensor([0.0, 1.0]) for i in range(n_layers)]
        self.layers = nn.ModuleList(Coupling(m) for m in masks)

    def log_prob(self, x):
        log_det = torch.zeros(x.size(0))
        for layer in self.layers:
            x, ld = layer(x)
            log_det = log_det + ld
        base = -0.5 * (x ** 2).sum(1) - math.log(2 * math.pi)
        return base + log_det

    def sample(self, n):
        z = torch.randn(n, 2)
        for layer in reversed(self.layers):
            z = layer.inverse(z)
        return z


flow = Flow()
optimizer = torch.optim.LBFGS(flow.parameters(), lr=0.5, max_iter=10, history_size=20,
                              line_search_fn="strong_wolfe")


# %%
def closure():
    optimizer.zero_grad()
    nll = -flow.log_prob(data).mean()
    nll.backward()
    return nll


for outer in range(6):
    nll = optimizer.step(closure)
    scale_grad = max(layer.scale.grad.abs().max().item() for layer in flow.layers)
    print(f"outer {outer} nll {nll.item():.4f} max |d nll / d scale| {scale_grad:.2e}")

# %%
torch.set_grad_enabled(False)
samples = flow.sample(2000)
print("sample mean", [round(v, 3) for v in samples.mean(0).tolist()],
      "sample std", [round(v, 3) for v in samples.std(0).tolist()])
print("held-out nll", round(-flow.log_prob((two_moons(512) - mu) / sd).mean().item(), 4))
torch.set_grad_enabled(True)
