import torch

from .physics import integrate_pressure


def fit_leak(model, opt, t_grid, m0, gauge_obs, iters, log_every=10):
    for it in range(iters):
        opt.zero_grad()
        pred = integrate_pressure(model, m0, t_grid)
        loss = ((pred - gauge_obs) ** 2).mean() * 100.0
        loss.backward()
        opt.step()
        if it % log_every == 0:
            print(f"it {it:3d} loss {loss.item():.4f} C {model.log_c.exp().item():.4f} "
                  f"n {model.log_n.exp().item():.3f}")
    return loss.item()
