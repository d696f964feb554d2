"""Synthetic colour-magnitude diagram of an open cluster plus field stars.

Photometry comes as apparent V and B-V; we de-redden and convert to
absolute magnitude with the distance modulus mu = 5 log10(d / 10 pc).
"""
import numpy as np

DIST_PC = 850.0
E_BV = 0.12                 # colour excess
R_V = 3.1


def main_sequence(n, rng):
    bv0 = rng.uniform(-0.1, 1.4, size=n) ** 1.0
    Mv = 0.6 + 5.2 * bv0 + 0.8 * np.sin(2.2 * bv0) + rng.normal(0, 0.12, size=n)
    binaries = rng.uniform(size=n) < 0.25                  # unresolved binaries sit 0.75 mag brighter
    Mv[binaries] -= 0.75
    return bv0, Mv


def giant_branch(n, rng):
    bv0 = rng.uniform(0.85, 1.5, size=n)
    Mv = 0.9 - 2.6 * (bv0 - 0.85) + rng.normal(0, 0.15, size=n)
    clump = rng.uniform(size=n) < 0.4
    bv0[clump] = rng.normal(1.0, 0.03, size=clump.sum())
    Mv[clump] = rng.normal(0.7, 0.1, size=clump.sum())
    return bv0, Mv


def observe(n_ms=1400, n_rgb=250, seed=0):
    rng = np.random.default_rng(seed)
    b1, m1 = main_sequence(n_ms, rng)
    b2, m2 = giant_branch(n_rgb, rng)
    bv0 = np.concatenate([b1, b2])
    Mv = np.concatenate([m1, m2])
    mu = 5.0 * np.log10(DIST_PC / 10.0)
    V_app = Mv + mu + R_V * E_BV + rng.normal(0, 0.02, size=Mv.shape)
    BV_obs = bv0 + E_BV + rng.normal(0, 0.015, size=bv0.shape)
    return BV_obs, V_app


def to_absolute(BV_obs, V_app):
    mu = 5.0 * np.log10(DIST_PC / 10.0)
    return BV_obs - E_BV, V_app - mu - R_V * E_BV
