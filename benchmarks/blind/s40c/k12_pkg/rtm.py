"""Toy clear-sky radiative transfer: direct-beam transmittance in 8 bands.

T_b = exp(-m * (tau_rayleigh_b + k_wv_b * W + AOD550 * (lambda_b / 0.55)^-alpha))
m   = 1 / cos(SZA) (plane-parallel air mass)

W is given in cm of precipitable water (1 cm = 10 kg m^-2).
"""
import numpy as np

BANDS_UM = np.array([0.44, 0.48, 0.56, 0.66, 0.86, 0.94, 1.61, 2.20])
K_WV = np.array([0.0, 0.0, 0.001, 0.002, 0.004, 0.16, 0.003, 0.012])      # per kg m^-2
SENSORS = {
    "full": list(range(8)),
    "oli_like": [0, 1, 2, 3, 4, 6, 7],          # no 940 nm water-vapour band
    "vnir": [1, 2, 3, 4],
}
INPUT_RANGES = np.array([[0.2, 5.0],     # precipitable water, cm
                         [0.01, 0.8],    # AOD at 550 nm
                         [0.2, 2.2],     # Angstrom exponent
                         [0.0, 70.0]])   # solar zenith angle, degrees


def rayleigh_tau(lam_um):
    return 0.008569 * lam_um ** -4 * (1 + 0.0113 * lam_um ** -2 + 0.00013 * lam_um ** -4)


def transmittance(pw_cm, aod, alpha, sza_deg):
    W = pw_cm * 10.0                                         # kg m^-2
    m = 1.0 / np.cos(np.deg2rad(sza_deg))
    tau = (rayleigh_tau(BANDS_UM)[None, :]
           + K_WV[None, :] * W[:, None]
           + aod[:, None] * (BANDS_UM[None, :] / 0.55) ** (-alpha[:, None]))
    return np.exp(-m[:, None] * tau)


def make_dataset(n, seed):
    rng = np.random.default_rng(seed)
    u = rng.uniform(size=(n, 4))
    P = INPUT_RANGES[:, 0] + u * (INPUT_RANGES[:, 1] - INPUT_RANGES[:, 0])
    T = transmittance(*P.T)
    return u * 2 - 1, T                                      # network sees inputs in [-1, 1]
