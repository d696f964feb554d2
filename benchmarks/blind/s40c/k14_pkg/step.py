import torch


def helmholtz_residual(net, x, k, s):
    x = x.clone().requires_grad_(True)
    p = net(x)
    p_x = torch.autograd.grad(p, x, torch.ones_like(p), create_graph=True)[0]
    p_xx = torch.autograd.grad(p_x, x, torch.ones_like(p_x), create_graph=True)[0]
    return p_xx + k ** 2 * p + s


def sa_pinn_step(net, lam, opts, batch, k):
    x_r, s_r, x_b, p_b = batch
    opts["net"].zero_grad()
    r = helmholtz_residual(net, x_r, k, s_r)
    r_b = net(x_b) - p_b
    weighted = (lam.mask(lam.res) * r ** 2).mean() + (lam.mask(lam.bc) * r_b ** 2).mean()

    # descent for the network ...
    weighted.backward(retain_graph=True)
    opts["net"].step()

    # ... ascent for the self-adaptive weights on the same objective
    opts["lam"].zero_grad()
    (-weighted).backward()
    opts["lam"].step()
    return (r ** 2).mean().item(), (r_b ** 2).mean().item()
