"""Platform crowding on a metro line: Poisson GLM of waiting passengers per platform snapshot.

log E[count] = log(headway) + station effect + Fourier(time of day) . beta_station + covariates.
The original was written in JAX with jax_enable_x64; the port keeps float64 for the GLM.
"""
import math

import torch

STATIONS = ("harbour", "market", "university", "stadium", "airport", "old_town", "depot")
N_FOURIER = 4
CFG = dict(seed=0, days=40, lr=0.05, epochs=300, l2=1e-3)


def fourier(hour):
    k = torch.arange(1, N_FOURIER + 1, dtype=hour.dtype)
    ang = 2 * math.pi * hour[:, None] * k / 24
    return torch.cat([torch.sin(ang), torch.cos(ang)], 1)


def snapshots(gen, days):
    n = days * 18 * 30 * len(STATIONS) // 10
    station = torch.randint(0, len(STATIONS), (n,), generator=gen)
    hour = 5 + 19 * torch.rand(n, generator=gen, dtype=torch.float64)
    headway = torch.tensor([3.0, 4.0, 6.0, 10.0], dtype=torch.float64)[torch.randint(0, 4, (n,), generator=gen)]
    delay = torch.poisson(torch.full((n,), 0.4, dtype=torch.float64), generator=gen)
    event = (torch.rand(n, generator=gen) < 0.05).double() * (station == 3).double()
    weekend = (torch.rand(n, generator=gen) < 2 / 7).double()
    base = torch.tensor([1.2, 1.5, 1.0, 0.3, 0.8, 1.1, -0.5], dtype=torch.float64)[station]
    peaks = 0.9 * torch.exp(-((hour - 8.3) / 1.2) ** 2) + 0.8 * torch.exp(-((hour - 17.5) / 1.5) ** 2)
    rate = headway * torch.exp(base + peaks * (1 - 0.7 * weekend) + 0.25 * delay + 2.0 * event)
    counts = torch.poisson(rate, generator=gen)
    return {"station": station, "hour": hour, "log_headway": headway.log(),
            "cov": torch.stack([delay, event, weekend], 1), "count": counts}


def init(gen):
    d = 2 * N_FOURIER
    return {
        "station": torch.zeros(len(STATIONS), requires_grad=True),
        "shape": torch.randn(len(STATIONS), d, generator=gen, requires_grad=True),
        "cov": torch.zeros(3, requires_grad=True),
        "shape_weekend": torch.zeros(d, requires_grad=True),
    }


def enable_x64(tree):
    return {name: leaf.to(torch.float64) for name, leaf in tree.items()}


def log_rate(params, batch):
    f = fourier(batch["hour"])
    daily = (f * params["shape"][batch["station"]]).sum(1)
    daily = daily + batch["cov"][:, 2] * (f @ params["shape_weekend"])
    return batch["log_headway"] + params["station"][batch["station"]] + daily + batch["cov"] @ params["cov"]


def poisson_nll(params, batch, l2):
    eta = log_rate(params, batch)
    nll = (eta.exp() - batch["count"] * eta).mean()
    return nll + l2 * sum(p.pow(2).sum() for p in params.values())


def deviance(params, batch):
    with torch.no_grad():
        mu, y = log_rate(params, batch).exp(), batch["count"]
        term = torch.where(y > 0, y * torch.log(y / mu), torch.zeros_like(y))
        return (2 * (term - (y - mu))).mean().item()


def main(cfg=CFG):
    torch.manual_seed(cfg["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(cfg["seed"])
    train, test = snapshots(gen, cfg["days"]), snapshots(gen, 10)
    params = enable_x64(init(gen))
    opt = torch.optim.Adam(list(params.values()), lr=cfg["lr"])

    for epoch in range(cfg["epochs"]):
        opt.zero_grad()
        objective = poisson_nll(params, train, cfg["l2"])
        objective.backward()
        opt.step()
        if epoch % 60 == 0 or epoch == cfg["epochs"] - 1:
            print(f"iter {epoch:3d}: nll {objective.item():.4f}  test deviance {deviance(params, test):.3f}")
    effects = params["station"].detach().exp().tolist()
    print("station multipliers:", {s: round(e, 2) for s, e in zip(STATIONS, effects)})


if __name__ == "__main__":
    main()
