"""One-phase Stefan problem for the water film between a warm glass wall and an
ice cube pressed against it (nondimensional, Neumann similarity solution):

    u_t = u_xx               0 < x < s(t)
    u(0, t) = 1              warm wall
    u(s, t) = 0              melting interface
    s'(t) = -beta u_x(s, t)  latent heat balance (beta: Stefan number)
"""
import math

import torch


def similarity_lambda(beta, iters=50):
    lam = 0.5
    target = beta / math.sqrt(math.pi)
    for _ in range(iters):
        f = lam * math.exp(lam ** 2) * math.erf(lam) - target
        df = (math.exp(lam ** 2) * math.erf(lam) * (1 + 2 * lam ** 2)
              + lam * 2 / math.sqrt(math.pi))
        lam -= f / df
    return lam


def exact_front(t, lam):
    return 2.0 * lam * torch.sqrt(t)


def exact_temperature(x, t, lam):
    return 1.0 - torch.erf(x / (2.0 * torch.sqrt(t))) / math.erf(lam)


def d_dx(u, x):
    return torch.autograd.grad(u.sum(), x, create_graph=True)[0]
