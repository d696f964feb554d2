"""Rocky-shore tide-pool species richness: Bayesian Poisson regression sampled by SGLD.

Volunteers count species in tide pools; the posterior predictive tells the survey
coordinator which unsurveyed pools would teach the model the most (largest
predictive variance of the expected count) before the next spring low tide.
"""
import math

import torch

COVARIATES = ["pool_area_m2", "depth_cm", "height_above_chart_m", "wave_exposure",
              "rock_rugosity", "algal_cover", "temp_range_c"]
SGLD = dict(iters=1200, batch=40, eps=2e-4, burn_in=400, keep_every=8, prior_sd=1.5)


def survey(n, gen):
    area = 0.2 + 3 * torch.rand(n, generator=gen)
    depth = 5 + 60 * torch.rand(n, generator=gen)
    height = 3 * torch.rand(n, generator=gen)
    expo = torch.rand(n, generator=gen)
    rug = torch.rand(n, generator=gen)
    algae = torch.rand(n, generator=gen)
    trange = 2 + 12 * torch.rand(n, generator=gen) * (height / 3)
    log_rate = (1.6 + 0.35 * area.log() + 0.01 * depth - 0.25 * height + 0.4 * rug
                + 0.3 * algae - 0.04 * trange - 0.2 * expo)
    counts = torch.poisson(log_rate.exp(), generator=gen)
    x = torch.stack([area.log(), depth, height, expo, rug, algae, trange], 1)
    return x, counts


def make_params(d, mean_count):
    return {
        "beta": torch.zeros(d, requires_grad=True),
        "alpha": torch.full((1,), math.log(mean_count)).requires_grad_(),
    }


def neg_log_post(params, xb, yb, n_total, prior_sd):
    rate = torch.exp(xb @ params["beta"] + params["alpha"])
    rate = rate + 1e-6
    loglik = (yb * rate.log() - rate - torch.lgamma(yb + 1)).sum() * (n_total / len(yb))
    logprior = -params["beta"].pow(2).sum() / (2 * prior_sd ** 2)
    return -(loglik + logprior)


@torch.no_grad()
def langevin_update_(params, eps, gen):
    for p in params.values():
        p.add_(p.grad, alpha=-0.5 * eps)
        p.add_(torch.randn(p.shape, generator=gen), alpha=math.sqrt(eps))
        p.grad.zero_()


def sample_posterior(x, y, cfg, gen):
    params = make_params(x.shape[1], y.mean().item())
    kept, trace = [], []
    for it in range(cfg["iters"]):
        idx = torch.randint(0, len(y), (cfg["batch"],), generator=gen)
        energy = neg_log_post(params, x[idx], y[idx], len(y), cfg["prior_sd"])
        energy.backward()
        langevin_update_(params, cfg["eps"], gen)
        trace.append(energy.item())
        if it >= cfg["burn_in"] and it % cfg["keep_every"] == 0:
            kept.append({k: v.detach().clone() for k, v in params.items()})
    return kept, trace


@torch.no_grad()
def expected_counts(samples, x):
    return torch.stack([torch.exp(x @ s["beta"] + s["alpha"]) for s in samples])


def main(cfg=SGLD):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(5)
    x, y = survey(300, gen)
    x_new, y_new = survey(150, gen)
    mu, sd = x.mean(0), x.std(0)
    x, x_new = (x - mu) / sd, (x_new - mu) / sd

    samples, trace = sample_posterior(x, y, cfg, gen)
    print(f"energy: first {trace[0]:.1f}, last-100 mean {sum(trace[-100:]) / 100:.1f}; "
          f"{len(samples)} samples kept")
    draws = expected_counts(samples, x_new)
    pred = draws.mean(0)
    mae = (pred - y_new).abs().mean().item()
    print(f"MAE of predicted richness on unsurveyed pools: {mae:.2f} species "
          f"(mean richness {y_new.mean().item():.1f})")
    beta = torch.stack([s["beta"] for s in samples])
    for name, m, s in zip(COVARIATES, beta.mean(0).tolist(), beta.std(0).tolist()):
        print(f"  {name:22s} {m:+.3f} +/- {s:.3f}")
    next_pools = draws.var(0).topk(8).indices
    print("survey next:", next_pools.tolist())


if __name__ == "__main__":
    main()
