"""Unknowns of the filling model: discharge coefficient, paddle ramp time, gauge zero offset."""
import math

import torch

BOUNDS = {"cd": (0.3, 0.95), "ramp_s": (40.0, 400.0), "offset": (-0.2, 0.2)}


def _draw(gen):
    u = torch.rand(3, generator=gen)
    lo_cd, hi_cd = BOUNDS["cd"]
    lo_r, hi_r = BOUNDS["ramp_s"]
    lo_o, hi_o = BOUNDS["offset"]
    return {
        "logit_cd": torch.logit(lo_cd + u[0] * (hi_cd - lo_cd)),
        "log_ramp": torch.tensor(math.log(lo_r) + u[1].item() * (math.log(hi_r) - math.log(lo_r))),
        "offset": lo_o + u[2] * (hi_o - lo_o),
    }


def create(gen):
    start = _draw(gen)
    unknowns = {}
    for name, value in start.items():
        leaf = value * 1.0
        leaf.requires_grad = True
        unknowns[name] = leaf
    return unknowns


@torch.no_grad()
def reseed_(unknowns, gen):
    for name, value in _draw(gen).items():
        unknowns[name].copy_(value)
        unknowns[name].grad = None


@torch.no_grad()
def snapshot(unknowns):
    return {k: float(v) for k, v in physical(unknowns).items()}


def physical(unknowns):
    return {"cd": torch.sigmoid(unknowns["logit_cd"]), "ramp_s": unknowns["log_ramp"].exp(),
            "offset": unknowns["offset"]}
