"""Extractor (1-D conv), seed classifier and furnace critic as functions over parameter dicts."""
import torch
import torch.nn.functional as F


def _leaf(*shape, gen, fan_in):
    return (torch.randn(*shape, generator=gen) / fan_in ** 0.5).requires_grad_()


def init_extractor(gen, channels=16, out=32):
    return {"k1": _leaf(channels, 1, 5, gen=gen, fan_in=5), "c1": torch.zeros(channels, requires_grad=True),
            "k2": _leaf(channels, channels, 5, gen=gen, fan_in=5 * channels),
            "c2": torch.zeros(channels, requires_grad=True),
            "proj": _leaf(2 * channels, out, gen=gen, fan_in=2 * channels)}


def init_head(gen, n_in=32, hidden=32, n_out=2):
    return {"w1": _leaf(n_in, hidden, gen=gen, fan_in=n_in), "b1": torch.zeros(hidden, requires_grad=True),
            "w2": _leaf(hidden, n_out, gen=gen, fan_in=hidden), "b2": torch.zeros(n_out, requires_grad=True)}


def extract(p, scan):
    x = scan[:, None, :]
    x = x - x.mean(-1, keepdim=True)
    h = F.relu(F.conv1d(x, p["k1"], p["c1"], padding=2))
    h = F.relu(F.conv1d(h, p["k2"], p["c2"], padding=2))
    pooled = torch.cat([h.amax(-1), h.mean(-1)], 1)
    return pooled @ p["proj"]


def head(p, feats):
    return F.relu(feats @ p["w1"] + p["b1"]) @ p["w2"] + p["b2"]


classify = head
critic = lambda p, feats: head(p, feats).squeeze(-1)
