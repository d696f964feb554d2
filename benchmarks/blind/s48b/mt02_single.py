"""Inverse problem: how fast do tannins leave a tea bag?

The bag wall is a thin porous slab (1D) holding leaf fragments; tannins
diffuse through it into a well-stirred cup, where they slowly oxidise.
From a synthetic absorbance curve of the cup we recover the effective
diffusion coefficient of the slab and the oxidation rate.
Explicit finite differences in float64 (the slab grid is stiff-ish).
"""
import math

import numpy as np
import torch


def slab_grid(n_cells, thickness):
    dx = thickness / n_cells
    x = (torch.arange(n_cells, dtype=torch.float64) + 0.5) * dx
    return x, dx


def steep(diff, k_ox, n_cells=12, thickness=1.0, t_end=2.5, dt=5e-3,
          cup_ratio=0.15, c_leaf=1.0):
    """Return cup concentration sampled every 10 explicit steps."""
    x, dx = slab_grid(n_cells, thickness)
    c = torch.full_like(x, c_leaf)
    cup = torch.zeros((), dtype=torch.float64)
    samples = []
    n_steps = int(round(t_end / dt))
    for step in range(n_steps):
        # ghost cells: sealed inner face (Neumann), outer face touches the cup
        left = c[:1]
        right = cup.reshape(1)
        padded = torch.cat([left, c, right])
        lap = (padded[2:] - 2.0 * padded[1:-1] + padded[:-2]) / dx ** 2
        flux_out = diff * (c[-1] - cup) / (0.5 * dx)
        c = c + dt * diff * lap
        cup = cup + dt * (cup_ratio * flux_out - k_ox * cup)
        if step % 10 == 0:
            samples.append(cup)
    return torch.stack(samples)


def absorbance(cup, eps=2.3):
    # Beer-Lambert with mild saturation of the photodiode
    return 1.0 - torch.exp(-eps * cup)


def make_measurement(true_diff=0.35, true_kox=0.08, noise=2e-3, seed=0):
    rng = np.random.default_rng(seed)
    with torch.no_grad():
        clean = absorbance(steep(torch.tensor(true_diff, dtype=torch.float64),
                                 torch.tensor(true_kox, dtype=torch.float64)))
    return clean + torch.from_numpy(rng.normal(0.0, noise, size=clean.shape))


def unpack(theta):
    return torch.exp(theta[0]), torch.exp(theta[1])


def misfit(theta, observed):
    diff, k_ox = unpack(theta)
    pred = absorbance(steep(diff, k_ox))
    return torch.mean((pred - observed) ** 2) * 1e3


def fit(observed, adam_iters=30, lbfgs_iters=10, lr=0.06):
    # log-parameters so that both rates stay positive
    theta = torch.tensor([math.log(0.1), math.log(0.3)], requires_grad=True).double()
    adam = torch.optim.Adam([theta], lr=lr)
    for it in range(adam_iters):
        adam.zero_grad()
        loss = misfit(theta, observed)
        loss.backward()
        adam.step()
        if it % 10 == 0:
            d, k = unpack(theta.detach())
            print(f"adam {it:3d} loss {loss.item():.5f} D={d.item():.4f} k_ox={k.item():.4f}")

    lbfgs = torch.optim.LBFGS([theta], lr=0.5, max_iter=lbfgs_iters,
                              line_search_fn="strong_wolfe")

    def closure():
        lbfgs.zero_grad()
        loss = misfit(theta, observed)
        loss.backward()
        return loss

    final = lbfgs.step(closure)
    d, k = unpack(theta.detach())
    print(f"lbfgs loss {final.item():.6f} D={d.item():.4f} k_ox={k.item():.4f}")
    return theta


def main(seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    observed = make_measurement(seed=seed)
    print(f"{observed.numel()} absorbance samples, final A={observed[-1].item():.3f}")
    fit(observed)


if __name__ == "__main__":
    main()
