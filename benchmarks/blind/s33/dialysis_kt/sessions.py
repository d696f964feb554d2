"""Haemodialysis sessions: prescription and patient columns, and the measured
post/pre urea ratio R, from which single-pool Kt/V follows (Daugirdas II).
"""
import torch

COLUMNS = ("qb_ml_min", "qd_ml_min", "hours", "koa", "weight_kg", "uf_l", "access_recirc")


def daugirdas(r, hours, uf_l, weight_kg):
    return -torch.log(r - 0.008 * hours) + (4 - 3.5 * r) * uf_l / weight_kg


def sessions(n, generator):
    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(n, generator=generator)
    qb, qd, hours = u(250, 450), u(500, 800), u(3.0, 5.0)
    koa, weight, uf = u(800, 1600), u(50, 110), u(0.5, 4.0)
    recirc = u(0.0, 0.15)
    # dialyser clearance (counter-current, Michaels)
    z = qb / qd
    e = torch.exp(koa / qb * (1 - z))
    k = qb * (e - 1) / (e - z) * (1 - recirc)
    v = 0.55 * weight * 1000
    r = torch.exp(-k * hours * 60 / v) * (1 + 0.02 * torch.randn(n, generator=generator))
    x = torch.stack([qb, qd, hours, koa, weight, uf, recirc], dim=1)
    return x, r.clamp(0.15, 0.9)
