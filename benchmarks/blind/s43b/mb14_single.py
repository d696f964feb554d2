"""Orb-weaver web: locate a struggling prey item (which radial sector, how far from the hub) from
the vibrations the spider feels through its eight legs. Sweep over encoders / pooling; optional
per-leg attribution run for the best setting.

    python mb14_single.py
"""
import argparse
import math
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

CACHE = {}
N_LEGS, N_FEAT, N_SECTORS = 8, 6, 8


def get_args(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--events", type=int, default=1600)
    ap.add_argument("--leg-dim", type=int, default=16)
    ap.add_argument("--pool", default="concat", choices=["concat", "mean", "attn"])
    ap.add_argument("--epochs", type=int, default=12)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--dist-weight", type=float, default=1.0)
    ap.add_argument("--leg-importance", action="store_true")
    return ap.parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def param_stamp(args):
    return "web{}--leg{}-{}--e{}-b{}-lr{}-dw{}--s{}".format(args.events, args.leg_dim, args.pool, args.epochs,
                                                          args.batch, args.lr, args.dist_weight, args.seed)


def simulate(n, seed):
    """Per leg: amplitude in 3 frequency bands, arrival delay, transverse/longitudinal ratio, tension."""
    g = torch.Generator().manual_seed(seed)
    sector = torch.randint(0, N_SECTORS, (n,), generator=g)
    dist = 0.2 + 0.8 * torch.rand(n, generator=g)
    leg_angle = torch.arange(N_LEGS) * 2 * math.pi / N_LEGS + 0.2
    prey_angle = sector.float() * 2 * math.pi / N_SECTORS + 0.3 * (torch.rand(n, generator=g) - 0.5)
    align = torch.cos(prey_angle[:, None] - leg_angle[None, :])                    # (n, legs)
    amp = torch.exp(1.5 * align) / (1 + 3 * dist[:, None])
    bands = torch.stack([amp, amp * (1 - 0.5 * dist[:, None]), amp * 0.4 * align.clamp(min=0)], 2)
    delay = (dist[:, None] * (1.5 - 0.5 * align))[..., None]
    ratio = (0.5 + 0.5 * align)[..., None]
    tension = (1 + 0.1 * torch.randn(n, N_LEGS, generator=g))[..., None]
    x = torch.cat([bands, delay, ratio, tension], 2) + 0.05 * torch.randn(n, N_LEGS, N_FEAT, generator=g)
    cut = int(0.8 * n)
    return (x[:cut], sector[:cut], dist[:cut]), (x[cut:], sector[cut:], dist[cut:])


class PreyLocator(nn.Module):
    def __init__(self, leg_dim, pool):
        super().__init__()
        self.pool = pool
        self.leg_encoder = nn.Sequential(nn.Linear(N_FEAT, leg_dim), nn.ReLU(), nn.Linear(leg_dim, leg_dim))
        read_in = leg_dim * N_LEGS if pool == "concat" else leg_dim
        if pool == "attn":
            self.score = nn.Linear(leg_dim, 1)
        self.readout = nn.Sequential(nn.ReLU(), nn.Linear(read_in, 64), nn.ReLU(), nn.Linear(64, N_SECTORS + 1))

    def encode(self, x):
        return self.leg_encoder(x)                        # (batch, legs, leg_dim)

    def head(self, legs):
        if self.pool == "concat":
            z = legs.flatten(1)
        elif self.pool == "mean":
            z = legs.mean(1)
        else:
            w = torch.softmax(self.score(legs), dim=1)
            z = (w * legs).sum(1)
        out = self.readout(z)
        return out[:, :N_SECTORS], out[:, N_SECTORS]

    def forward(self, x):
        return self.head(self.encode(x))


def leg_importance(net, x, sector):
    """Gradient of the true-sector log-probability w.r.t. each leg's encoding."""
    legs = net.encode(x)
    logits, _ = net.head(legs)
    logp = F.log_softmax(logits, 1).gather(1, sector[:, None]).sum()
    net.zero_grad()
    logp.backward()
    per_leg = legs.grad.norm(dim=2).mean(0)
    return per_leg / per_leg.sum()


def run(args):
    stamp = param_stamp(args)
    if stamp in CACHE and not checkattr(args, "leg_importance"):
        return CACHE[stamp]
    torch.manual_seed(args.seed)
    (x, s, d), (xt, st, dt) = simulate(args.events, args.seed)
    net = PreyLocator(args.leg_dim, args.pool)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    t0 = time.time()
    for ep in range(args.epochs):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), args.batch):
            b = perm[i:i + args.batch]
            logits, dist_hat = net(x[b])
            ce = F.cross_entropy(logits, s[b])
            mse = F.mse_loss(dist_hat, d[b])
            opt.zero_grad()
            (ce + args.dist_weight * mse).backward()
            opt.step()
    with torch.no_grad():
        logits, dist_hat = net(xt)
        res = {"sector_acc": (logits.argmax(1) == st).float().mean().item(),
               "dist_mae_cm": 30 * (dist_hat - dt).abs().mean().item(), "secs": time.time() - t0}
    if checkattr(args, "leg_importance"):
        res["leg_importance"] = leg_importance(net, xt, st).tolist()
    CACHE[stamp] = res
    print("{:<46s} sector acc {:.3f}  distance MAE {:.1f} cm".format(stamp, res["sector_acc"], res["dist_mae_cm"]))
    return res


def sweep():
    args = get_args()
    table = {}
    for pool in ("concat", "mean", "attn"):
        args.pool = pool
        table[pool] = run(args)
    args.pool = "concat"
    args.dist_weight = 5.0
    table["concat-dw5"] = run(args)
    best = max(table, key=lambda k: table[k]["sector_acc"])
    print("best:", best)
    args.pool = best.split("-")[0]
    args.dist_weight = 5.0 if best.endswith("dw5") else 1.0
    args.leg_importance = True
    res = run(args)
    print("leg importance:", " ".join("L{} {:.2f}".format(i + 1, v) for i, v in enumerate(res["leg_importance"])))


if __name__ == "__main__":
    torch.set_num_threads(1)
    sweep()
