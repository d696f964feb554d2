"""Euler-Bernoulli cantilever, Hermite cubic elements (numpy).

Inputs in engineering units: L [m], E [GPa], section b x h [mm],
tip load P [kN], distributed load q [kN/m]. Everything is converted to
SI (N, m, Pa) before assembly; results are returned in mm and MPa.
"""
import numpy as np

N_ELEM = 16


def element_stiffness(EI, le):
    return EI / le ** 3 * np.array([
        [12, 6 * le, -12, 6 * le],
        [6 * le, 4 * le ** 2, -6 * le, 2 * le ** 2],
        [-12, -6 * le, 12, -6 * le],
        [6 * le, 2 * le ** 2, -6 * le, 4 * le ** 2],
    ])


def solve_cantilever(L_m, E_GPa, b_mm, h_mm, P_kN, q_kN_m):
    E = E_GPa * 1e9
    b, h = b_mm * 1e-3, h_mm * 1e-3
    I = b * h ** 3 / 12.0
    P, q = P_kN * 1e3, q_kN_m * 1e3
    le = L_m / N_ELEM
    n_dof = 2 * (N_ELEM + 1)
    K = np.zeros((n_dof, n_dof))
    F = np.zeros(n_dof)
    fe = q * np.array([le / 2, le ** 2 / 12, le / 2, -le ** 2 / 12])      # consistent load vector
    ke = element_stiffness(E * I, le)
    for e in range(N_ELEM):
        dofs = slice(2 * e, 2 * e + 4)
        K[dofs, dofs] += ke
        F[dofs] += fe
    F[-2] += P
    free = np.arange(2, n_dof)                  # clamp w and theta at x = 0
    u = np.zeros(n_dof)
    u[free] = np.linalg.solve(K[np.ix_(free, free)], F[free])
    # root bending moment from statics; stress at the outer fibre
    M_root = P * L_m + q * L_m ** 2 / 2.0
    sigma = M_root * (h / 2) / I
    return u[-2] * 1e3, sigma / 1e6             # mm, MPa
