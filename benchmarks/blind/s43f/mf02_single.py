"""Laser tattoo-removal clinic: predict the fraction of ink cleared after a course of
sessions, with a hand-written two-layer net trained by manual momentum SGD.

A random search over learning rate, L2, init scale, momentum and width; each trial uses
early stopping on a validation split; the best setting is retrained on train+val.
"""
import math
import random

import torch

INKS = ["black", "blue", "red", "green", "yellow"]


def clinic_records(n, seed=3):
    g = torch.Generator().manual_seed(seed)
    ink = torch.randint(0, len(INKS), (n,), generator=g)
    depth = torch.rand(n, generator=g)                      # dermal depth, 0..1
    age_years = 1 + 20 * torch.rand(n, generator=g)
    skin = torch.randint(1, 7, (n,), generator=g).float()   # Fitzpatrick type
    sessions = torch.randint(1, 11, (n,), generator=g).float()
    nd_yag = (torch.rand(n, generator=g) < 0.6).float()     # 1064 nm vs 532 nm
    fluence = 2 + 6 * torch.rand(n, generator=g)
    amateur = (torch.rand(n, generator=g) < 0.35).float()
    ink_resist = torch.tensor([0.0, 0.4, 0.2, 1.1, 1.4])[ink]
    wl_match = torch.where(ink >= 2, 1 - nd_yag, nd_yag)    # 532 nm suits warm colours
    logit = (-2.2 + 0.45 * sessions + 0.25 * fluence + 0.06 * age_years + 0.9 * amateur
             - ink_resist - 1.2 * depth - 0.15 * skin + 1.0 * wl_match)
    cleared = torch.sigmoid(logit + 0.3 * torch.randn(n, generator=g))
    x = torch.cat([torch.nn.functional.one_hot(ink, len(INKS)).float(),
                   torch.stack([depth, age_years / 20, skin / 6, sessions / 10, nd_yag,
                                fluence / 8, amateur], 1)], 1)
    return x, cleared


class RandomTrial:
    def __init__(self, number, seed):
        self.number, self.params = number, {}
        self.rng = random.Random(seed + 7919 * number)

    def suggest_float(self, name, low, high, log=False):
        u = self.rng.uniform(math.log(low), math.log(high)) if log else self.rng.uniform(low, high)
        self.params[name] = math.exp(u) if log else u
        return self.params[name]

    def suggest_int(self, name, low, high):
        self.params[name] = self.rng.randint(low, high)
        return self.params[name]


def init_params(d_in, hidden, scale, gen):
    return {
        "W1": (torch.randn(d_in, hidden, generator=gen) * scale).requires_grad_(),
        "b1": torch.zeros(hidden, requires_grad=True),
        "W2": (torch.randn(hidden, 1, generator=gen) * scale).requires_grad_(),
        "b2": torch.zeros(1, requires_grad=True),
    }


def predict(p, x):
    return torch.sigmoid(torch.tanh(x @ p["W1"] + p["b1"]) @ p["W2"] + p["b2"]).squeeze(-1)


def momentum_update(p, velocity, lr, l2, beta):
    with torch.no_grad():
        for name, w in p.items():
            g = w.grad + l2 * w if name.startswith("W") else w.grad
            v = velocity.setdefault(name, torch.zeros_like(w))
            v.mul_(beta).add_(g)
            w -= lr * v
            w.grad = None


def val_mse(p, x, y):
    with torch.no_grad():
        return torch.mean((predict(p, x) - y) ** 2).item()


def run_setting(hp, train, val, epochs=60, batch=64, patience=8, seed=0):
    gen = torch.Generator().manual_seed(seed)
    p = init_params(train[0].shape[1], hp["hidden"], hp["init_scale"], gen)
    velocity, history = {}, []
    best, best_state, waited = float("inf"), None, 0
    x, y = train
    for epoch in range(epochs):
        lr = hp["lr"] * 0.5 ** (epoch // 20)                 # step decay per epoch
        perm = torch.randperm(len(y), generator=gen)
        for i in range(0, len(y), batch):
            idx = perm[i:i + batch]
            mse = torch.mean((predict(p, x[idx]) - y[idx]) ** 2)
            mse.backward()
            momentum_update(p, velocity, lr, hp["l2"], hp["momentum"])
            history.append(mse.item())
        score = val_mse(p, *val)
        if score < best - 1e-5:
            best, waited = score, 0
            best_state = {k: w.detach().clone() for k, w in p.items()}
        else:
            waited += 1
            if waited > patience:
                break
    with torch.no_grad():
        for k, w in p.items():
            w.copy_(best_state[k])
    return p, best, history


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = clinic_records(1400)
    tr, va, te = slice(0, 900), slice(900, 1150), slice(1150, None)
    train, val, test = (x[tr], y[tr]), (x[va], y[va]), (x[te], y[te])

    results = []
    for number in range(6):
        trial = RandomTrial(number, seed=2024)
        hp = {"lr": trial.suggest_float("lr", 0.01, 0.3, log=True),
              "l2": trial.suggest_float("l2", 1e-5, 1e-2, log=True),
              "init_scale": trial.suggest_float("init_scale", 0.05, 0.5, log=True),
              "momentum": trial.suggest_float("momentum", 0.5, 0.95),
              "hidden": trial.suggest_int("hidden", 8, 32)}
        _, score, hist = run_setting(hp, train, val, seed=number)
        results.append((score, hp))
        print(f"trial {number}: val MSE {score:.4f} ({len(hist)} steps) "
              + " ".join(f"{k}={v:.3g}" for k, v in hp.items()))

    score, hp = min(results, key=lambda r: r[0])
    full = (torch.cat([train[0], val[0]]), torch.cat([train[1], val[1]]))
    p, _, hist = run_setting(hp, full, test, seed=99)
    with torch.no_grad():
        mae = (predict(p, test[0]) - test[1]).abs().mean().item()
    print(f"best val MSE {score:.4f}; retrained on train+val: first/last batch MSE "
          f"{hist[0]:.4f}/{hist[-1]:.4f}, test MAE {100 * mae:.1f} percentage points cleared")
    print("leaf check:", all(w.is_leaf and w.grad is None for w in p.values()))


if __name__ == "__main__":
    main()
