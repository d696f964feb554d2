"""Trebuchet throw distance: counterweight mass, arm ratio, sling length, release pin angle, wind.

Compares a black-box MLP, a wide MLP and a grey-box "ballistic" model whose few
coefficients are fitted directly. Usage:
    python mb03_single.py               # full sweep
    python mb03_single.py --mode single --model mlp
"""
import argparse
import functools
import math
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

G = 9.81
RESULTS = {}


def get_args(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--mode", default="sweep", choices=["sweep", "single"])
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--n-throws", type=int, default=600)
    ap.add_argument("--model", default="mlp", choices=["mlp", "wide", "ballistic"])
    ap.add_argument("--hidden", type=int, default=32)
    ap.add_argument("--epochs", type=int, default=40)
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--optim", default="adam", choices=["adam", "sgd", "rmsprop"])
    ap.add_argument("--init-scale", type=float, default=0.1)
    ap.add_argument("--loss", default="mse", choices=["mse", "huber"])
    return ap.parse_args(argv)


def checkattr(args, attr):
    return hasattr(args, attr) and isinstance(getattr(args, attr), bool) and getattr(args, attr)


def stamp_of(args):
    m = args.model + ("-h%d" % args.hidden if args.model != "ballistic" else "-is%s" % args.init_scale)
    return "tre-n%d--%s--%s-lr%s-e%d-b%d--%s--s%d" % (args.n_throws, m, args.optim, args.lr, args.epochs,
                                                       args.batch, args.loss, args.seed)


# ---------------------------------------------------------------- data
def make_throws(n, seed):
    g = torch.Generator().manual_seed(seed)
    mass = 200 + 800 * torch.rand(n, generator=g)           # kg counterweight
    ratio = 3 + 2 * torch.rand(n, generator=g)              # long/short arm
    sling = 0.6 + 0.8 * torch.rand(n, generator=g)          # relative sling length
    pin = math.radians(35) + math.radians(20) * torch.rand(n, generator=g)
    wind = 4 * torch.randn(n, generator=g)                  # m/s head(-)/tail(+)
    efficiency = 0.55 * (1 - 0.25 * (sling - 1.0) ** 2)
    v = torch.sqrt(2 * efficiency * mass * G * 2.0 * ratio / 15.0)   # 15 kg projectile, 2 m drop
    dist = v ** 2 * torch.sin(2 * pin) / G + 1.5 * wind + 2.0 * torch.randn(n, generator=g)
    x = torch.stack([mass / 1000, ratio / 5, sling, pin, wind / 4], 1)
    y = dist.unsqueeze(1) / 100.0
    cut = int(0.8 * n)
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])


# ---------------------------------------------------------------- models
def ballistic(coefs, x):
    """d = a * mass * ratio * sin(2 pin) * (1 + d (sling - 1)^2) + b * wind + c."""
    a, b, c, d = coefs
    return (a * x[:, 0] * x[:, 1] * torch.sin(2 * x[:, 3]) * (1 + d * (x[:, 2] - 1) ** 2)
            + b * x[:, 4] + c).unsqueeze(1)


def build(args):
    if args.model == "mlp":
        net = nn.Sequential(nn.Linear(5, args.hidden), nn.Tanh(), nn.Linear(args.hidden, 1))
        params = list(net.parameters())
    elif args.model == "wide":
        net = nn.Sequential(nn.Linear(5, 4 * args.hidden), nn.ReLU(), nn.Linear(4 * args.hidden, args.hidden),
                            nn.ReLU(), nn.Linear(args.hidden, 1))
        params = list(net.parameters())
    elif args.model == "ballistic":
        coefs = torch.randn(4, requires_grad=True) * args.init_scale
        net = functools.partial(ballistic, coefs)
        params = [coefs]
    else:
        raise ValueError(args.model)

    if args.optim == "adam":
        opt = torch.optim.Adam(params, lr=args.lr)
    elif args.optim == "sgd":
        opt = torch.optim.SGD(params, lr=args.lr, momentum=0.9)
    elif args.optim == "rmsprop":
        opt = torch.optim.RMSprop(params, lr=args.lr)
    else:
        raise ValueError(args.optim)
    crit = nn.MSELoss() if args.loss == "mse" else nn.HuberLoss(delta=0.2)
    return net, opt, crit


# ---------------------------------------------------------------- driver
def run(args):
    key = stamp_of(args)
    if key in RESULTS:
        return RESULTS[key]
    torch.manual_seed(args.seed)
    (xtr, ytr), (xte, yte) = make_throws(args.n_throws, args.seed)
    net, opt, crit = build(args)
    t0 = time.time()
    for ep in range(args.epochs):
        perm = torch.randperm(len(ytr))
        for i in range(0, len(ytr), args.batch):
            idx = perm[i:i + args.batch]
            opt.zero_grad()
            err = crit(net(xtr[idx]), ytr[idx])
            err.backward()
            opt.step()
    with torch.no_grad():
        rmse_m = 100 * F.mse_loss(net(xte), yte).sqrt().item()
    RESULTS[key] = {"rmse_m": rmse_m, "secs": time.time() - t0}
    print("%-60s test RMSE %.1f m" % (key, rmse_m))
    return RESULTS[key]


def sweep(args):
    table = {}
    args.model = "mlp"
    for lr in (1e-3, 3e-3):
        args.lr = lr
        table["mlp lr=%g" % lr] = run(args)
    args.model = "wide"
    args.optim = "rmsprop"
    table["wide rmsprop"] = run(args)
    args.optim = "adam"
    args.model = "ballistic"
    args.lr = 0.05
    for scale in (0.1, 1.0):
        args.init_scale = scale
        table["ballistic is=%g" % scale] = run(args)
    best = min(table, key=lambda k: table[k]["rmse_m"])
    print("best:", best, "%.1f m" % table[best]["rmse_m"])
    return table


if __name__ == "__main__":
    torch.set_num_threads(1)
    a = get_args()
    if a.mode == "sweep":
        sweep(a)
    else:
        run(a)
