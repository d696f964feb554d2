"""Parameters as plain tensors: lookup tables in one dict, the MLP in another."""
import math

import torch
import torch.nn.functional as F

from .data import N_SITES, PROGRAMS, VEHICLE_CLASSES


def _table(rows, dim, gen):
    return (0.1 * torch.randn(rows, dim, generator=gen)).requires_grad_()


def _dense(fan_in, fan_out, gen):
    bound = 1.0 / math.sqrt(fan_in)
    w = (torch.rand(fan_in, fan_out, generator=gen) * 2 - 1) * bound
    return w.requires_grad_(), torch.zeros(fan_out, requires_grad=True)


def init(gen, emb_dim=4, hidden=32, n_dense=5):
    tables = {
        "program": _table(len(PROGRAMS), emb_dim, gen),
        "vclass": _table(len(VEHICLE_CLASSES), emb_dim, gen),
        "site": _table(N_SITES, emb_dim, gen),
    }
    width = 3 * emb_dim + n_dense
    w1, b1 = _dense(width, hidden, gen)
    w2, b2 = _dense(hidden, hidden, gen)
    w3, b3 = _dense(hidden, 1, gen)
    mlp = {"w1": w1, "b1": b1, "w2": w2, "b2": b2, "w3": w3, "b3": b3}
    return tables, mlp


def lookup(tables, batch):
    return torch.cat([tables[k][batch[k]] for k in ("program", "vclass", "site")], 1)


def apply(tables, mlp, batch):
    h = torch.cat([lookup(tables, batch), batch["dense"]], 1)
    h = F.silu(h @ mlp["w1"] + mlp["b1"])
    h = F.silu(h @ mlp["w2"] + mlp["b2"])
    return (h @ mlp["w3"] + mlp["b3"]).squeeze(1) + 6.0
