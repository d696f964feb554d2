"""Steady 1-D confined aquifer (finite volumes) with a random log-conductivity field.

d/dx ( K(x) b dh/dx ) + R = 0,  h(0) = H_WEST, h(L) = H_EAST
K in m/day, thickness b in m, recharge R given in mm/yr (converted to m/day).
log K(x) = mean + sum_k xi_k sqrt(lambda_k) phi_k(x)   (truncated KL expansion)
"""
import numpy as np

L_M, N_CELLS, THICK_M = 2000.0, 100, 25.0
H_WEST, H_EAST = 50.0, 42.0
WELLS_M = np.array([150.0, 400.0, 650.0, 900.0, 1150.0, 1400.0, 1650.0, 1900.0])
N_KL = 6
MM_PER_YEAR_TO_M_PER_DAY = 1e-3 / 365.25


def kl_modes(x, corr_len=400.0, var=0.6):
    k = np.arange(1, N_KL + 1)
    lam = var * 2 * corr_len / (1 + (k * np.pi * corr_len / L_M) ** 2)
    phi = np.sqrt(2.0 / L_M) * np.sin(np.outer(x, k) * np.pi / L_M)
    return phi * np.sqrt(lam)


def solve_heads(xi, recharge_mm_yr, logK_mean=np.log(12.0)):
    dx = L_M / N_CELLS
    xc = (np.arange(N_CELLS) + 0.5) * dx
    K = np.exp(logK_mean + kl_modes(xc) @ xi)
    T = K * THICK_M                                          # transmissivity m^2/day
    T_face = 2 * T[:-1] * T[1:] / (T[:-1] + T[1:])           # harmonic mean between cells
    R = recharge_mm_yr * MM_PER_YEAR_TO_M_PER_DAY
    A = np.zeros((N_CELLS, N_CELLS))
    rhs = np.full(N_CELLS, -R * dx * dx)
    for i in range(N_CELLS):
        if i > 0:
            A[i, i - 1] += T_face[i - 1]
            A[i, i] -= T_face[i - 1]
        if i < N_CELLS - 1:
            A[i, i + 1] += T_face[i]
            A[i, i] -= T_face[i]
    # Dirichlet boundaries at the outer faces (half-cell distance)
    A[0, 0] -= 2 * T[0]
    rhs[0] -= 2 * T[0] * H_WEST
    A[-1, -1] -= 2 * T[-1]
    rhs[-1] -= 2 * T[-1] * H_EAST
    h = np.linalg.solve(A, rhs)
    return np.interp(WELLS_M, xc, h)


def ensemble(n, seed):
    rng = np.random.default_rng(seed)
    xi = rng.normal(size=(n, N_KL))
    rech = rng.uniform(50.0, 400.0, size=n)                  # mm/yr
    heads = np.stack([solve_heads(x, r) for x, r in zip(xi, rech)])
    inputs = np.concatenate([xi, ((rech - 225.0) / 100.0)[:, None]], axis=1)
    return inputs, heads
