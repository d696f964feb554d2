"""Physics-informed network for the Black-Scholes price of a European call."""
import math
from dataclasses import dataclass, field
from typing import Any, Callable, Dict

import torch
from torch import nn


@dataclass
class Market:
    strike: float = 1.0
    rate: float = 0.03
    sigma: float = 0.25
    maturity: float = 1.0
    s_max: float = 3.0


@dataclass
class Config:
    market: Market = field(default_factory=Market)
    n_interior: int = 512
    n_terminal: int = 128
    n_boundary: int = 64
    width: int = 48
    adam_steps: int = 300
    lbfgs_steps: int = 2
    weights: Dict[str, float] = field(default_factory=lambda: {"pde": 1.0, "terminal": 10.0, "boundary": 1.0})
    adam_kwargs: Dict[str, Any] = field(default_factory=lambda: {"lr": 3e-3})
    seed: int = 0


class PriceNet(nn.Module):
    def __init__(self, width, market: Market):
        super().__init__()
        self.m = market
        self.body = nn.Sequential(nn.Linear(2, width), nn.Tanh(), nn.Linear(width, width), nn.Tanh(),
                                  nn.Linear(width, 1))

    def forward(self, s, t):
        z = torch.stack([s / self.m.s_max, t / self.m.maturity], dim=-1)
        intrinsic = torch.relu(s - self.m.strike * math.exp(-self.m.rate * self.m.maturity))
        return intrinsic + nn.functional.softplus(self.body(z).squeeze(-1))


def bs_call(s, t, m: Market):
    tau = (m.maturity - t).clamp(min=1e-6)
    d1 = (torch.log(s / m.strike) + (m.rate + 0.5 * m.sigma ** 2) * tau) / (m.sigma * tau.sqrt())
    d2 = d1 - m.sigma * tau.sqrt()
    cdf = lambda x: 0.5 * (1 + torch.erf(x / math.sqrt(2)))
    return s * cdf(d1) - m.strike * torch.exp(-m.rate * tau) * cdf(d2)


def sample_points(cfg: Config, gen):
    m = cfg.market
    s = torch.rand(cfg.n_interior, generator=gen).mul_(m.s_max).add_(1e-3).requires_grad_()
    t = torch.rand(cfg.n_interior, generator=gen).mul_(m.maturity).requires_grad_()
    s_T = torch.rand(cfg.n_terminal, generator=gen) * m.s_max
    t_b = torch.rand(cfg.n_boundary, generator=gen) * m.maturity
    return {"s": s, "t": t, "s_T": s_T, "t_b": t_b}


def pde_residual(net, s, t, m: Market):
    v = net(s, t)
    v_s, v_t = torch.autograd.grad(v, (s, t), grad_outputs=torch.ones_like(v), create_graph=True)
    v_ss, = torch.autograd.grad(v_s, s, grad_outputs=torch.ones_like(v_s), create_graph=True)
    return v_t + 0.5 * m.sigma ** 2 * s ** 2 * v_ss + m.rate * s * v_s - m.rate * v


LOSS_TERMS: Dict[str, Callable] = {
    "pde": lambda net, pts, m: pde_residual(net, pts["s"], pts["t"], m).pow(2).mean(),
    "terminal": lambda net, pts, m: (net(pts["s_T"], torch.full_like(pts["s_T"], m.maturity))
                                     - torch.relu(pts["s_T"] - m.strike)).pow(2).mean(),
    "boundary": lambda net, pts, m: net(torch.full_like(pts["t_b"], 1e-3), pts["t_b"]).pow(2).mean(),
}


def total_loss(net, pts, cfg):
    terms = {k: fn(net, pts, cfg.market) for k, fn in LOSS_TERMS.items()}
    return sum(cfg.weights[k] * v for k, v in terms.items()), {k: v.item() for k, v in terms.items()}


def price_error(net, m: Market):
    s = torch.linspace(0.5, 1.8, 27)
    t = torch.zeros_like(s)
    with torch.no_grad():
        return (net(s, t) - bs_call(s, t, m)).abs().max().item()


def main(cfg: Config = Config()):
    torch.set_num_threads(1)
    torch.manual_seed(cfg.seed)
    gen = torch.Generator().manual_seed(cfg.seed)
    net = PriceNet(cfg.width, cfg.market)
    pts = sample_points(cfg, gen)
    history = []

    adam = torch.optim.Adam(net.parameters(), **cfg.adam_kwargs)
    for step in range(cfg.adam_steps):
        loss, parts = total_loss(net, pts, cfg)
        adam.zero_grad()
        loss.backward()
        adam.step()
        history.append(parts)
        if step % 100 == 0:
            print(f"adam {step:3d}: " + "  ".join(f"{k} {v:.2e}" for k, v in parts.items()))

    lbfgs = torch.optim.LBFGS(net.parameters(), lr=0.5, max_iter=20, line_search_fn="strong_wolfe")

    def closure():
        lbfgs.zero_grad()
        loss, parts = total_loss(net, pts, cfg)
        loss.backward()
        history.append(parts)
        return loss

    for _ in range(cfg.lbfgs_steps):
        lbfgs.step(closure)
    print("final terms: " + "  ".join(f"{k} {v:.2e}" for k, v in history[-1].items()))
    print(f"max |V_net - V_BS| at t=0 over S in [0.5, 1.8]: {price_error(net, cfg.market):.4f}")
    return net, history


if __name__ == "__main__":
    main()
