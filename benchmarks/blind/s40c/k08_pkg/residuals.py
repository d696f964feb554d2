import torch


def d(y, x):
    return torch.autograd.grad(y, x, grad_outputs=torch.ones_like(y), create_graph=True)[0]


def gray_scott_residual(net, x, t, p):
    """Returns (N, 2) PDE residuals at collocation points; x, t require grad."""
    uv = net(x, t)
    u, v = uv[:, 0], uv[:, 1]
    u_t, v_t = d(u, t), d(v, t)
    u_x, v_x = d(u, x), d(v, x)
    u_xx, v_xx = d(u_x, x), d(v_x, x)
    uvv = u * v * v
    r_u = u_t - (p["Du"] * u_xx - uvv + p["F"] * (1 - u))
    r_v = v_t - (p["Dv"] * v_xx + uvv - (p["F"] + p["k"]) * v)
    return torch.stack([r_u, r_v], dim=-1)
