"""Random search over SAM-trained umbrella-kiosk demand models.

    python -m mf08_pkg.main
"""
import math
import random

import torch

from .demand_net import KioskDemand
from .kiosks import hourly_rentals
from .knobs import resolve
from .sam import SAM
from .steps import mean_abs_error, sam_epoch


class Trial:
    def __init__(self, number, seed=77):
        self.number, self.params, self._r = number, {}, random.Random(seed + number)

    def suggest_float(self, name, low, high, log=False):
        x = self._r.uniform(math.log(low), math.log(high)) if log else self._r.uniform(low, high)
        return self.params.setdefault(name, math.exp(x) if log else x)

    def suggest_categorical(self, name, options):
        return self.params.setdefault(name, self._r.choice(options))


def train_model(knobs, train, val, seed):
    torch.manual_seed(seed)
    gen = torch.Generator().manual_seed(seed)
    net = KioskDemand(20, train["dense"].shape[1], knobs["embed_dim"], knobs["hidden"])
    sam = SAM(net.parameters(), torch.optim.AdamW, rho=knobs["rho"], lr=knobs["lr"],
              weight_decay=knobs["weight_decay"])
    steps = knobs["epochs"] * math.ceil(len(train["count"]) / knobs["batch_size"])
    sched = torch.optim.lr_scheduler.OneCycleLR(sam.base, max_lr=knobs["lr"], total_steps=steps)
    best, stale = float("inf"), 0
    for epoch in range(knobs["epochs"]):
        train_nll = sam_epoch(net, sam, train, knobs["batch_size"], gen, sched)
        score = mean_abs_error(net, val)
        if score < best - knobs["min_delta"]:
            best, stale = score, 0
        else:
            stale += 1
            if stale >= knobs["patience"]:
                break
    return net, best, train_nll


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = hourly_rentals(6000)
    cut = lambda a, b: {k: v[a:b] for k, v in data.items()}
    train, val, test = cut(0, 4000), cut(4000, 5000), cut(5000, None)
    leaderboard = []
    for number in range(4):
        trial = Trial(number)
        knobs = resolve(lr=trial.suggest_float("lr", 1e-3, 1e-2, log=True),
                        rho=trial.suggest_float("rho", 0.01, 0.2, log=True),
                        hidden=trial.suggest_categorical("hidden", [32, 64, 128]))
        _, score, nll = train_model(knobs, train, val, seed=number)
        leaderboard.append((score, knobs))
        print(f"trial {number}: val MAE {score:.3f} umbrellas/h (train nll {nll:.3f}) {trial.params}")
    score, knobs = min(leaderboard, key=lambda t: t[0])
    merged = {k: torch.cat([train[k], val[k]]) for k in train}
    net, _, _ = train_model(knobs, merged, test, seed=99)
    print(f"retrained best: test MAE {mean_abs_error(net, test):.3f} "
          f"(mean demand {test['count'].mean():.2f}/h)")


if __name__ == "__main__":
    main()
