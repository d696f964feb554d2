"""theta'' + (2 / xi) theta' + theta^n = 0, theta(0) = 1, theta'(0) = 0."""
import math

import numpy as np
import torch


def lane_emden_residual(net, xi, n_index):
    theta = net(xi)
    ones = torch.ones_like(theta)
    d1 = torch.autograd.grad(theta, xi, grad_outputs=ones, create_graph=True)[0]
    d2 = torch.autograd.grad(d1, xi, grad_outputs=torch.ones_like(d1), create_graph=True)[0]
    return xi * d2 + 2.0 * d1 + xi * theta.clamp(min=0.0) ** n_index     # multiplied by xi


def reference_solution(xi, n_index, h=1e-3):
    """RK4 from a series start; exact formulas for n = 0, 1, 5."""
    if n_index == 0:
        return 1.0 - xi ** 2 / 6.0
    if n_index == 1:
        return np.where(xi > 0, np.sin(xi) / np.maximum(xi, 1e-12), 1.0)
    if n_index == 5:
        return 1.0 / np.sqrt(1.0 + xi ** 2 / 3.0)
    x0 = 1e-3
    y = np.array([1.0 - x0 ** 2 / 6.0, -x0 / 3.0])

    def rhs(x, s):
        return np.array([s[1], -max(s[0], 0.0) ** n_index - 2.0 * s[1] / x])

    grid = np.arange(x0, xi.max() + h, h)
    sol = [y[0]]
    for x in grid[:-1]:
        k1 = rhs(x, y)
        k2 = rhs(x + h / 2, y + h / 2 * k1)
        k3 = rhs(x + h / 2, y + h / 2 * k2)
        k4 = rhs(x + h, y + h * k3)
        y = y + h / 6 * (k1 + 2 * k2 + 2 * k3 + k4)
        sol.append(y[0])
    return np.interp(xi, grid, np.array(sol))


def first_zero(xi, theta):
    sign = np.where(np.diff(np.sign(theta)) != 0)[0]
    if len(sign) == 0:
        return math.nan
    i = sign[0]
    return xi[i] - theta[i] * (xi[i + 1] - xi[i]) / (theta[i + 1] - theta[i])
