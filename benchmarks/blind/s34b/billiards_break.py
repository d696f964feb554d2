"""Cloth friction of pool tables from tracked cue-ball shots (slide, then roll).

A ball struck with speed v0 and spin ratio s = wR / v0 slides until wR = v, then rolls.
The sliding and rolling friction coefficients are fitted by L-BFGS, first for all tables
together and then with a per-table shift of the rolling resistance (cloth wear).
"""
import math

import torch

G = 9.81
SETTINGS = {"tables": 8, "shots_per_table": 60, "lbfgs_iters": 40, "lr": 0.5}


def tracked_shots(tables, per_table, seed=0):
    g = torch.Generator().manual_seed(seed)
    n = tables * per_table
    table = torch.arange(tables).repeat_interleave(per_table)
    v0 = 0.5 + 2.5 * torch.rand(n, generator=g)
    spin = -0.5 + 2.0 * torch.rand(n, generator=g)
    mu_slide = 0.20
    wear = torch.linspace(-0.35, 0.35, tables)[torch.randperm(tables, generator=g)]
    mu_roll = 0.012 * torch.exp(wear)[table]
    dist = travel(v0, spin, torch.tensor(mu_slide), mu_roll)
    dist = dist * (1.0 + 0.02 * torch.randn(n, generator=g))
    return table, v0, spin, dist, mu_roll


def travel(v0, spin, mu_slide, mu_roll):
    slip = v0 * (1.0 - spin)
    t_slide = 2.0 * slip.abs() / (7.0 * mu_slide * G)
    v1 = v0 - 2.0 * slip / 7.0
    d_slide = 0.5 * (v0 + v1) * t_slide
    d_roll = v1 ** 2 / (2.0 * mu_roll * G)
    return d_slide + d_roll


def predict(params, table, v0, spin):
    mu_slide = torch.exp(params["log_mu_slide"])
    log_mu_roll = params["log_mu_roll"]
    if "table_shift" in params:
        log_mu_roll = log_mu_roll + params["table_shift"][table, 0]
    return travel(v0, spin, mu_slide, torch.exp(log_mu_roll))


def fit(params, data, iters, lr):
    table, v0, spin, dist = data
    opt = torch.optim.LBFGS(list(params.values()), lr=lr, max_iter=iters,
                            line_search_fn="strong_wolfe")

    def closure():
        opt.zero_grad()
        pred = predict(params, table, v0, spin)
        loss = torch.mean(torch.log(pred / dist) ** 2)
        loss.backward()
        return loss

    for _ in range(3):
        loss = opt.step(closure)
    return loss.item()


@torch.no_grad()
def rel_error(params, data):
    table, v0, spin, dist = data
    return ((predict(params, table, v0, spin) - dist).abs() / dist).mean().item()


def main(s=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    table, v0, spin, dist, mu_roll_true = tracked_shots(s["tables"], s["shots_per_table"])
    data = (table, v0, spin, dist)

    params = {
        "log_mu_slide": torch.tensor(math.log(0.3), requires_grad=True),
        "log_mu_roll": torch.tensor(math.log(0.02), requires_grad=True),
    }
    print(f"initial guess: mean rel. error {100 * rel_error(params, data):.1f} %")
    loss = fit(params, data, s["lbfgs_iters"], s["lr"])
    print(f"pooled fit: loss {loss:.5f}, rel. error {100 * rel_error(params, data):.1f} %, "
          f"mu_slide {params['log_mu_slide'].exp().item():.3f}, "
          f"mu_roll {params['log_mu_roll'].exp().item():.4f}")

    params["table_shift"] = torch.zeros(s["tables"], requires_grad=True).unsqueeze(1)
    loss = fit(params, data, s["lbfgs_iters"], s["lr"])
    print(f"per-table fit: loss {loss:.5f}, rel. error {100 * rel_error(params, data):.1f} %")
    with torch.no_grad():
        est = torch.exp(params["log_mu_roll"] + params["table_shift"][:, 0])
        truth = mu_roll_true.view(s["tables"], -1)[:, 0]
        for k in range(s["tables"]):
            print(f"  table {k}: mu_roll {est[k].item():.4f} (true {truth[k].item():.4f})")


if __name__ == "__main__":
    main()
