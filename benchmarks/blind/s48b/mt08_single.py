"""Inverse problem: kinetics of a sourdough starter rising in a jar.

After a feed the yeast population Y eats the flour F and releases gas; the gas
trapped in the gluten network lifts the starter, and leaks out again as the
bubbles coarsen, so the height peaks and "falls".
    dY/dt = r Y F,   dF/dt = -q Y F,   dG/dt = Y F - lam G,   h = 1 + G.
From a noisy height log (a rubber band and a phone camera) we fit r, q, lam.
Adam warm-up, then LBFGS; rates are kept in a physical box after each update.
"""
import numpy as np
import torch

RATE_BOX = (torch.tensor([0.05, 0.05, 0.01]), torch.tensor([20.0, 20.0, 5.0]))


def starter_rhs(state, rates):
    y, f, g = state[..., 0], state[..., 1], state[..., 2]
    r, q, lam = rates[0], rates[1], rates[2]
    eat = y * f
    return torch.stack([r * eat, -q * eat, eat - lam * g], dim=-1)


def rk4(rhs, state, rates, t_grid, substeps=2):
    heights = [1.0 + state[..., 2]]
    for i in range(t_grid.numel() - 1):
        h = (t_grid[i + 1] - t_grid[i]) / substeps
        for _ in range(substeps):
            k1 = rhs(state, rates)
            k2 = rhs(state + 0.5 * h * k1, rates)
            k3 = rhs(state + 0.5 * h * k2, rates)
            k4 = rhs(state + h * k3, rates)
            state = state + h / 6.0 * (k1 + 2 * k2 + 2 * k3 + k4)
        heights.append(1.0 + state[..., 2])
    return torch.stack(heights, dim=-1)


def feeds(n_jars, generator):
    """Different seed-to-flour ratios of the feed (1:1:1, 1:5:5, ...)."""
    y0 = 0.02 + 0.1 * torch.rand(n_jars, generator=generator)
    f0 = 0.8 + 0.4 * torch.rand(n_jars, generator=generator)
    return torch.stack([y0, f0, torch.zeros(n_jars)], dim=-1)


def height_log(init, t_grid, true_rates, noise, generator):
    with torch.no_grad():
        h = rk4(starter_rhs, init, true_rates, t_grid)
    return h + noise * torch.randn(h.shape, generator=generator)


def project_to_box(rates):
    lo, hi = RATE_BOX
    rates.clamp_(min=lo, max=hi)


def misfit(rates, init, t_grid, observed):
    pred = rk4(starter_rhs, init, rates, t_grid)
    return ((pred - observed) ** 2).mean()


def fit_rates(init, t_grid, observed, guess, adam_iters=40, lbfgs_iters=12, lr=0.08):
    rates = torch.tensor(guess, requires_grad=True)
    adam = torch.optim.Adam([rates], lr=lr)
    for it in range(adam_iters):
        adam.zero_grad()
        loss = misfit(rates, init, t_grid, observed)
        loss.backward()
        adam.step()
        project_to_box(rates)
        if it % 10 == 0:
            print(f"adam {it:3d} misfit {loss.item():.3e} rates {rates.detach().numpy().round(3)}")

    lbfgs = torch.optim.LBFGS([rates], lr=1.0, max_iter=lbfgs_iters, line_search_fn="strong_wolfe")

    def closure():
        lbfgs.zero_grad()
        loss = misfit(rates, init, t_grid, observed)
        loss.backward()
        return loss

    lbfgs.step(closure)
    project_to_box(rates)
    return rates


def main(n_jars=6, n_samples=30, hours=12.0, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(seed)
    true_rates = torch.tensor([6.0, 2.5, 0.35])
    t_grid = torch.linspace(0.0, 1.0, n_samples)  # in units of `hours`
    init = feeds(n_jars, gen)
    observed = height_log(init, t_grid, true_rates, 0.01, gen)
    print(f"{n_jars} jars over {hours:.0f} h, peak rise {observed.max().item():.2f}x")
    rates = fit_rates(init, t_grid, observed, guess=[2.0, 1.0, 1.0])
    print(f"fitted r, q, lam = {rates.detach().numpy().round(3)}  (true {true_rates.numpy()})")


if __name__ == "__main__":
    main()
