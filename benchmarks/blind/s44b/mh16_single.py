"""Festival bonfire burn duration (minutes until collapse) from the build and the weather.
Gamma-regression MLP over a parameter dict; training and evaluation built as closures."""
import math

import torch
import torch.nn.functional as F

SETUP = {"fires": 3000, "hidden": 64, "batch": 64, "epochs": 8, "lr": 2e-3, "seed": 0}
WOODS = ["pallet_pine", "oak_offcut", "birch", "driftwood"]


def bonfire_records(n, gen):
    height = 2 + 6 * torch.rand(n, generator=gen)
    base = 1.5 + 3 * torch.rand(n, generator=gen)
    wood = torch.randint(len(WOODS), (n,), generator=gen)
    moisture = 8 + 25 * torch.rand(n, generator=gen)
    wind = 12 * torch.rand(n, generator=gen)
    rain = (torch.rand(n, generator=gen) < 0.2).float()
    tepee = (torch.rand(n, generator=gen) < 0.6).float()
    density = torch.tensor([0.45, 0.75, 0.6, 0.5])[wood]
    mass = height * base ** 2 * density * (0.7 + 0.3 * (1 - tepee))
    rate = (1 + 0.06 * wind) * (1.3 - 0.02 * moisture) * (1 + 0.3 * tepee) * (1 - 0.25 * rain)
    mean_min = 25 + 9 * mass / rate.clamp(min=0.3)
    shape = 12.0
    minutes = torch.distributions.Gamma(shape, shape / mean_min).sample()
    x = torch.cat([torch.stack([height, base, moisture, wind, rain, tepee], 1),
                   F.one_hot(wood, len(WOODS)).float()], 1)
    return x, minutes


def init(n_in, hidden, gen):
    def layer(a, b):
        return [(torch.randn(a, b, generator=gen) * math.sqrt(1 / a)).requires_grad_(),
                torch.zeros(b, requires_grad=True)]
    return dict(zip(["W1", "b1", "W2", "b2", "W3", "b3"], layer(n_in, hidden) + layer(hidden, hidden) + layer(hidden, 1)))


def log_mean(p, x):
    h = torch.tanh(x @ p["W1"] + p["b1"])
    h = torch.tanh(h @ p["W2"] + p["b2"])
    return (h @ p["W3"] + p["b3"]).squeeze(-1) + 4.0


def gamma_deviance(log_mu, y):
    return 2 * (y * torch.exp(-log_mu) - 1 + log_mu - torch.log(y)).mean()


def stream(x, y, size, gen=None):
    order = torch.randperm(len(y), generator=gen) if gen is not None else torch.arange(len(y))
    for i in range(0, len(y), size):
        yield x[order[i:i + size]], y[order[i:i + size]]


def make_trainer(params, opt, loss_fn):
    def train_epoch(batches):
        total, n = 0.0, 0
        for xb, yb in batches:
            opt.zero_grad()
            value = loss_fn(log_mean(params, xb), yb)
            value.backward()
            opt.step()
            total, n = total + value.item() * len(yb), n + len(yb)
        return total / n
    return train_epoch


def make_evaluator(params, metrics):
    def evaluate(batches):
        sums, n = {k: 0.0 for k in metrics}, 0
        for xb, yb in batches:
            log_mu = log_mean(params, xb)
            for k, fn in metrics.items():
                sums[k] += fn(log_mu, yb).item() * len(yb)
            n += len(yb)
        return {k: v / n for k, v in sums.items()}
    return evaluate


METRICS = {
    "deviance": gamma_deviance,
    "mae_min": lambda log_mu, y: (log_mu.exp() - y).abs().mean(),
    "within_10pct": lambda log_mu, y: ((log_mu.exp() - y).abs() < 0.1 * y).float().mean(),
}


def main(s=SETUP):
    torch.manual_seed(s["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(s["seed"])
    x, y = bonfire_records(s["fires"], gen)
    n_tr, n_va = int(0.7 * len(y)), int(0.15 * len(y))
    mu, sd = x[:n_tr].mean(0), x[:n_tr].std(0)
    x = (x - mu) / sd
    tr, va, te = slice(0, n_tr), slice(n_tr, n_tr + n_va), slice(n_tr + n_va, None)

    params = init(x.shape[1], s["hidden"], gen)
    opt = torch.optim.Adam(params.values(), lr=s["lr"])
    train_epoch = make_trainer(params, opt, gamma_deviance)
    evaluate = make_evaluator(params, METRICS)

    for epoch in range(s["epochs"]):
        dev = train_epoch(stream(x[tr], y[tr], s["batch"], gen))
        val = evaluate(stream(x[va], y[va], 256))
        print(f"epoch {epoch}: train deviance {dev:.4f}  val deviance {val['deviance']:.4f}  "
              f"val MAE {val['mae_min']:.1f} min  within 10% {val['within_10pct']:.3f}")
    test = evaluate(stream(x[te], y[te], 256))
    print(f"test: MAE {test['mae_min']:.1f} min (mean burn {y[te].mean():.1f} min), within 10% {test['within_10pct']:.3f}")


if __name__ == "__main__":
    main()
