"""Deep-ensemble surrogate of a catalytic packed-bed reactor yield, trained with torch.func + vmap."""
import copy
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Dict

import torch
import torch.nn.functional as F
from torch import nn
from torch.func import functional_call, stack_module_state, vmap


@dataclass
class Config:
    n_runs: int = 800
    members: int = 5
    hidden: int = 48
    dtype: str = "float64"
    epochs: int = 60
    batch_size: int = 128
    optimizer: str = "Adam"
    optimizer_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 3e-3})
    seed: int = 0


FACTORS = {  # name: (low, high)
    "temperature_K": (520.0, 640.0),
    "pressure_bar": (10.0, 40.0),
    "residence_s": (2.0, 20.0),
    "catalyst_wt": (0.5, 5.0),
    "h2_co_ratio": (1.0, 3.0),
}


def reactor_yield(x):
    """Arrhenius forward rate with a reversible equilibrium limit and catalyst deactivation."""
    T, P, tau, cat, ratio = x.unbind(-1)
    k = 3e5 * torch.exp(-9000.0 / T) * cat.pow(0.7) * P.pow(0.5)
    k_eq = torch.exp(4800.0 / T - 7.5)
    x_eq = k_eq / (1 + k_eq)
    conv = x_eq * (1 - torch.exp(-k * tau / 60))
    selectivity = torch.exp(-((ratio - 2.1) ** 2) / 0.8) * (1 - 0.002 * (T - 520))
    return conv * selectivity


def design_runs(n, gen, dtype):
    u = torch.rand(n, len(FACTORS), generator=gen, dtype=dtype)
    lo = torch.tensor([v[0] for v in FACTORS.values()], dtype=dtype)
    hi = torch.tensor([v[1] for v in FACTORS.values()], dtype=dtype)
    x = lo + u * (hi - lo)
    y = reactor_yield(x) * (1 + 0.03 * torch.randn(n, generator=gen, dtype=dtype))
    return (x - lo) / (hi - lo), y


class Member(nn.Module):
    def __init__(self, d_in, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(d_in, hidden), nn.SiLU(), nn.Linear(hidden, hidden), nn.SiLU(),
                                 nn.Linear(hidden, 2))

    def forward(self, x):
        mu, log_var = self.net(x).unbind(-1)
        return mu, log_var.clamp(-10, 4)


def make_ensemble(cfg: Config, d_in):
    members = [Member(d_in, cfg.hidden) for _ in range(cfg.members)]
    params, buffers = stack_module_state(members)
    dtype = getattr(torch, cfg.dtype)
    params = {name: p.to(dtype) for name, p in params.items()}
    skeleton = copy.deepcopy(members[0]).to("meta")
    return skeleton, params, buffers


def ensemble_forward(skeleton, params, buffers, x, *, shared_input: bool):
    call = lambda p, b, xb: functional_call(skeleton, (p, b), (xb,))
    return vmap(call, in_dims=(0, 0, None if shared_input else 0))(params, buffers, x)


def gaussian_nll(mu, log_var, y):
    return F.gaussian_nll_loss(mu, y.expand_as(mu), log_var.exp())


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    dtype = getattr(torch, cfg.dtype)
    x, y = design_runs(cfg.n_runs, gen, dtype)
    cut = int(0.8 * cfg.n_runs)

    skeleton, params, buffers = make_ensemble(cfg, x.shape[-1])
    forward = partial(ensemble_forward, skeleton, shared_input=False)
    opt = getattr(torch.optim, cfg.optimizer)(params.values(), **cfg.optimizer_kwargs)

    for epoch in range(cfg.epochs):
        # each member sees its own bootstrap resample
        boot = torch.randint(0, cut, (cfg.members, cut), generator=gen)
        for i in range(0, cut, cfg.batch_size):
            idx = boot[:, i:i + cfg.batch_size]
            mu, log_var = forward(params, buffers, x[idx])
            loss = gaussian_nll(mu, log_var, y[idx])
            opt.zero_grad()
            loss.backward()
            opt.step()
        if epoch % 20 == 0 or epoch == cfg.epochs - 1:
            with torch.no_grad():
                mu, log_var = ensemble_forward(skeleton, params, buffers, x[cut:], shared_input=True)
                rmse = (mu.mean(0) - y[cut:]).pow(2).mean().sqrt().item()
                spread = mu.std(0).mean().item()
            print(f"epoch {epoch}: nll {loss.item():.3f}  val RMSE {rmse:.4f}  ensemble spread {spread:.4f}")
    return params


if __name__ == "__main__":
    main()
