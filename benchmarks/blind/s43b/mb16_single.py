"""Tonkotsu ramen broth: salinity (%) and emulsion (cloudiness 0-1) of the finished bowl from the
kitchen log. Sweep over micro-batch accumulation, per-bowl weighting and a task-gradient
similarity diagnostic.

    python mb16_single.py
"""
import argparse

import torch
import torch.nn as nn
import torch.nn.functional as F

RESULTS = {}


def get_args(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--bowls", type=int, default=1600)
    ap.add_argument("--width", type=int, default=48)
    ap.add_argument("--epochs", type=int, default=8)
    ap.add_argument("--micro", type=int, default=16)
    ap.add_argument("--accum", type=int, default=1)
    ap.add_argument("--lr", type=float, default=3e-3)
    ap.add_argument("--weighting", default="uniform", choices=["uniform", "recency"])
    ap.add_argument("--gradsim", action="store_true", help="log cosine similarity of the two task gradients")
    return ap.parse_args([] if argv is None else argv)


def checkattr(args, attr):
    return hasattr(args, attr) and type(getattr(args, attr)) == bool and getattr(args, attr)


def stamp(args):
    return "ramen{}--w{}--e{}-mb{}x{}-lr{}--{}{}--s{}".format(
        args.bowls, args.width, args.epochs, args.micro, args.accum, args.lr, args.weighting,
        "--gs" if checkattr(args, "gradsim") else "", args.seed)


def kitchen_log(n, seed):
    g = torch.Generator().manual_seed(seed)
    bones = 4 + 4 * torch.rand(n, generator=g)           # kg pork bones
    water = 10 + 6 * torch.rand(n, generator=g)          # L
    hours = 6 + 12 * torch.rand(n, generator=g)          # rolling boil
    heat = torch.rand(n, generator=g)                     # 0 simmer .. 1 hard boil
    tare = 25 + 20 * torch.rand(n, generator=g)          # ml shio tare per bowl
    fat = 5 + 15 * torch.rand(n, generator=g)            # ml aroma oil
    day = torch.arange(n, dtype=torch.float32) / n        # recipe drift over the season
    evaporation = 1 - 0.04 * hours * (0.3 + heat)
    salinity = 0.9 + 0.035 * tare / evaporation.clamp(min=0.3) * (10 / water) + 0.1 * day
    emulsion = torch.sigmoid(2.5 * heat + 0.25 * (hours - 10) + 0.3 * (bones - 6) + 0.05 * fat - 3)
    x = torch.stack([bones / 8, water / 16, hours / 18, heat, tare / 45, fat / 20, day], 1)
    y = torch.stack([salinity + 0.05 * torch.randn(n, generator=g), emulsion + 0.03 * torch.randn(n, generator=g)], 1)
    cut = int(0.8 * n)
    return (x[:cut], y[:cut]), (x[cut:], y[cut:])


class BrothNet(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.trunk = nn.Sequential(nn.Linear(7, width), nn.SiLU(), nn.Linear(width, width), nn.SiLU())
        self.salt = nn.Linear(width, 1)
        self.cloud = nn.Linear(width, 1)

    def forward(self, x):
        h = self.trunk(x)
        return torch.cat([self.salt(h), torch.sigmoid(self.cloud(h))], 1)


class StepCallbacks:
    """Hooks called around every optimizer update."""

    def __init__(self):
        self.after_update = []
        self.updates = 0

    def fire(self):
        self.updates += 1
        for fn in self.after_update:
            fn()


def task_grad_cosine(net, per_task):
    """Cosine between the trunk gradients of the two tasks (diagnostic only, grads discarded)."""
    trunk = list(net.trunk.parameters())
    per_task[0].backward(retain_graph=True)
    g0 = torch.cat([p.grad.flatten().clone() for p in trunk])
    net.zero_grad()
    per_task[1].backward()
    g1 = torch.cat([p.grad.flatten().clone() for p in trunk])
    net.zero_grad()
    return F.cosine_similarity(g0, g1, dim=0).item()


def run(args):
    key = stamp(args)
    if key in RESULTS:
        return RESULTS[key]
    torch.manual_seed(args.seed)
    (x, y), (xt, yt) = kitchen_log(args.bowls, args.seed)
    net = BrothNet(args.width)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    callbacks = StepCallbacks()
    callbacks.after_update.append(lambda: opt.zero_grad(set_to_none=True))
    running, cosines = 0.0, []

    for ep in range(args.epochs):
        perm = torch.randperm(len(x))
        for m, i in enumerate(range(0, len(x), args.micro)):
            b = perm[i:i + args.micro]
            err = (net(x[b]) - y[b]) ** 2                      # (micro, 2)
            per_bowl = err[:, 0] + 4 * err[:, 1]
            if args.weighting == "recency":
                w = 0.5 + x[b, 6]
            else:
                w = torch.ones(len(b))
            per_bowl.backward(gradient=w / (w.sum() * args.accum))
            running += (per_bowl.detach() * w).sum().item() / w.sum().item()
            if (m + 1) % args.accum == 0:
                opt.step()
                callbacks.fire()
        if checkattr(args, "gradsim"):
            xb, yb = x[:128], y[:128]
            e = (net(xb) - yb) ** 2
            cosines.append(task_grad_cosine(net, [e[:, 0].mean(), 4 * e[:, 1].mean()]))

    with torch.no_grad():
        p = net(xt)
        res = {"salt_mae": (p[:, 0] - yt[:, 0]).abs().mean().item(),
               "cloud_mae": (p[:, 1] - yt[:, 1]).abs().mean().item(),
               "updates": callbacks.updates, "mean_train_loss": running / (args.epochs * len(x) / args.micro),
               "cos": cosines}
    RESULTS[key] = res
    print("{:<52s} salinity MAE {:.3f} %   cloudiness MAE {:.3f}   updates {}{}".format(
        key, res["salt_mae"], res["cloud_mae"], res["updates"],
        "   task-grad cos " + " ".join("%.2f" % c for c in cosines[::2]) if cosines else ""))
    return res


def sweep():
    args = get_args()
    for accum in (1, 4):
        args.accum = accum
        run(args)
    args.accum = 2
    args.weighting = "recency"
    run(args)
    args.gradsim = True
    run(args)


if __name__ == "__main__":
    torch.set_num_threads(1)
    sweep()
