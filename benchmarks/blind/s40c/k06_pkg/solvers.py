"""Two fidelities of a counter-flow water/oil heat exchanger model.

inputs (physical units): m_hot [kg/s], m_cold [kg/s], UA_clean [kW/K],
                         T_hot_in [degC], T_cold_in [degC]
output: hot-side outlet temperature [degC]

low fidelity : epsilon-NTU with constant properties and clean surfaces.
high fidelity: 200-cell marching solution with temperature-dependent U
               (oil viscosity) and a fouling resistance, iterated on the
               unknown cold outlet (shooting).
"""
import numpy as np

CP_OIL = 2.1      # kJ/(kg K), hot side
CP_WATER = 4.18   # kJ/(kg K), cold side
KELVIN = 273.15
BOUNDS = np.array([[0.5, 3.0], [0.5, 3.0], [2.0, 12.0], [90.0, 160.0], [10.0, 35.0]])


def eps_ntu(m_h, m_c, UA, Th_in, Tc_in):
    C_h, C_c = m_h * CP_OIL, m_c * CP_WATER
    C_min, C_max = np.minimum(C_h, C_c), np.maximum(C_h, C_c)
    Cr = C_min / C_max
    ntu = UA / C_min
    eps = np.where(np.isclose(Cr, 1.0), ntu / (1 + ntu),
                   (1 - np.exp(-ntu * (1 - Cr))) / (1 - Cr * np.exp(-ntu * (1 - Cr))))
    q = eps * C_min * (Th_in - Tc_in)                 # kW
    return Th_in - q / C_h


def _local_U_factor(T_hot_K):
    # hotter oil is less viscous -> better film coefficient
    return (T_hot_K / (120.0 + KELVIN)) ** 1.8


def marching(m_h, m_c, UA, Th_in, Tc_in, n_cells=200, fouling=0.03):
    C_h, C_c = m_h * CP_OIL, m_c * CP_WATER
    dUA = UA / n_cells

    def march(Tc_out_guess):
        Th, Tc = Th_in, Tc_out_guess                  # counter-flow: cold leaves where hot enters
        for _ in range(n_cells):
            f = _local_U_factor(Th + KELVIN)
            U_eff = dUA * f / (1.0 + fouling * f)      # clean film in series with fouling layer
            dq = U_eff * (Th - Tc)
            Th = Th - dq / C_h
            Tc = Tc - dq / C_c
        return Th, Tc                                  # Tc here is the cold inlet implied by the guess

    lo, hi = Tc_in, Th_in
    for _ in range(30):                                # bisection on the cold outlet
        mid = 0.5 * (lo + hi)
        _, Tc_implied = march(mid)
        if Tc_implied > Tc_in:
            hi = mid
        else:
            lo = mid
    Th_out, _ = march(0.5 * (lo + hi))
    return Th_out


def sample_inputs(n, rng):
    u = rng.uniform(size=(n, 5))
    return BOUNDS[:, 0] + u * (BOUNDS[:, 1] - BOUNDS[:, 0])


def low_fidelity_dataset(n, rng):
    P = sample_inputs(n, rng)
    return P, eps_ntu(*P.T)


def high_fidelity_dataset(n, rng):
    P = sample_inputs(n, rng)
    return P, np.array([marching(*row) for row in P])


def to_unit(P):
    return (P - BOUNDS[:, 0]) / (BOUNDS[:, 1] - BOUNDS[:, 0]) * 2.0 - 1.0
