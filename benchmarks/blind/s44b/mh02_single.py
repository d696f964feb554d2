"""Sandcastle wall height at collapse (cm) from sand moisture, grain size, compaction and wall
thickness, fitted with a two-layer net kept as a list of tensors and a hand-written momentum rule."""
import math
from functools import partial

import torch

SETTINGS = dict(n_walls=2400, hidden=24, batch=48, epochs=30, lr=0.02, momentum=0.9,
                patience=5, seed=0)
FEATURES = ["moisture", "grain_mm", "blows", "thickness_cm", "shell_frac"]


def build_walls(n, gen):
    moisture = torch.rand(n, generator=gen) * 0.25
    grain = 0.1 + 0.9 * torch.rand(n, generator=gen)
    blows = torch.randint(0, 30, (n,), generator=gen).float()
    thickness = 5 + 25 * torch.rand(n, generator=gen)
    shells = 0.2 * torch.rand(n, generator=gen)
    cohesion = torch.exp(-((moisture - 0.12) / 0.06) ** 2)
    height = (12 + 55 * cohesion * (1 - 0.4 * grain) + 0.8 * blows ** 0.7
              + 1.1 * thickness - 25 * shells + 2.0 * torch.randn(n, generator=gen))
    x = torch.stack([moisture, grain, blows, thickness, shells], 1)
    return x, height.clamp(min=1.0)


def standardiser(x):
    mu, sd = x.mean(0), x.std(0)
    return lambda t: (t - mu) / sd


def he_layer(fan_in, fan_out, gen):
    w = (torch.randn(fan_in, fan_out, generator=gen) * math.sqrt(2.0 / fan_in)).requires_grad_()
    b = torch.zeros(fan_out).requires_grad_()
    return [w, b]


def predict(weights, x):
    w1, b1, w2, b2 = weights
    return (torch.relu(x @ w1 + b1) @ w2 + b2).squeeze(-1)


def _descend(weights, velocity, lr, momentum):
    for w, v in zip(weights, velocity):
        v.mul_(momentum).add_(w.grad)
        w.sub_(lr * v)
        w.grad = None


def minibatches(x, y, size, gen):
    perm = torch.randperm(len(y), generator=gen)
    for i in range(0, len(y), size):
        j = perm[i:i + size]
        yield x[j], y[j]


def huber(pred, target, delta=3.0):
    r = (pred - target).abs()
    return torch.where(r < delta, 0.5 * r ** 2, delta * (r - 0.5 * delta)).mean()


def fit(weights, data, cfg, gen):
    (xt, yt), (xv, yv) = data
    velocity = [torch.zeros_like(w) for w in weights]
    descend = torch.no_grad()(partial(_descend, velocity=velocity, momentum=cfg["momentum"]))
    schedule = lambda epoch: cfg["lr"] * 0.5 * (1 + math.cos(math.pi * epoch / cfg["epochs"]))
    best, best_rmse, waited, history = None, float("inf"), 0, []

    for epoch in range(cfg["epochs"]):
        epoch_loss = []
        for xb, yb in minibatches(xt, yt, cfg["batch"], gen):
            objective = huber(predict(weights, xb), yb)
            objective.backward()
            descend(weights, lr=schedule(epoch))
            epoch_loss.append(objective.detach())
        with torch.no_grad():
            rmse = (predict(weights, xv) - yv).pow(2).mean().sqrt().item()
        history.append((torch.stack(epoch_loss).mean().item(), rmse))
        if rmse < best_rmse - 1e-3:
            best, best_rmse, waited = [w.detach().clone() for w in weights], rmse, 0
        else:
            waited += 1
            if waited >= cfg["patience"]:
                break
    with torch.no_grad():
        for w, saved in zip(weights, best):
            w.copy_(saved)
    return history, best_rmse


def main(cfg=SETTINGS):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    x, y = build_walls(cfg["n_walls"], gen)
    n_test = n_val = cfg["n_walls"] // 6
    scale = standardiser(x[: -n_val - n_test])
    x = scale(x)
    train = (x[: -n_val - n_test], y[: -n_val - n_test])
    val = (x[-n_val - n_test: -n_test], y[-n_val - n_test: -n_test])
    test = (x[-n_test:], y[-n_test:])

    weights = he_layer(len(FEATURES), cfg["hidden"], gen) + he_layer(cfg["hidden"], 1, gen)
    with torch.no_grad():
        weights[3].fill_(train[1].mean())
    history, best_rmse = fit(weights, (train, val), cfg, gen)
    for epoch, (tr, va) in enumerate(history):
        if epoch % 5 == 0 or epoch == len(history) - 1:
            print(f"epoch {epoch:2d}: train huber {tr:.3f}  val RMSE {va:.2f} cm")
    with torch.no_grad():
        test_rmse = (predict(weights, test[0]) - test[1]).pow(2).mean().sqrt().item()
    naive = (test[1] - train[1].mean()).pow(2).mean().sqrt().item()
    print(f"best val RMSE {best_rmse:.2f} cm; test RMSE {test_rmse:.2f} cm (mean predictor {naive:.2f})")
    print("all leaves:", all(w.is_leaf and w.grad is None for w in weights))


if __name__ == "__main__":
    main()
