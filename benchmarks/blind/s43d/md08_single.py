"""Meteorite or "meteor-wrong"? Bayesian logistic regression sampled with SGLD.

Field finds brought to a museum are screened with cheap tests (magnet, density,
streak, fusion crust, ...). A posterior over the logistic weights is sampled with
stochastic-gradient Langevin dynamics (Welling & Teh, 2011); finds whose posterior
predictive is most uncertain are sent for the expensive nickel assay.
"""
import math

import torch

TESTS = ["magnet_pull", "density_g_cm3", "fusion_crust", "chondrules_visible",
         "streak_dark", "vesicles", "regmaglypts", "weathering_rind"]
HYPER = {"n_finds": 700, "batch": 50, "iters": 1500, "burn_in": 500, "thin": 10,
         "eps0": 5e-3, "decay": 0.55, "prior_sd": 2.0, "assay_slots": 12}


def simulate_finds(n, gen):
    is_met = torch.bernoulli(torch.full((n,), 0.3), generator=gen)
    magnet = torch.clamp(0.3 * is_met + 0.6 * torch.rand(n, generator=gen), 0, 1)
    density = 2.7 + 0.9 * is_met + 0.45 * torch.randn(n, generator=gen)
    crust = torch.bernoulli(0.15 + 0.6 * is_met, generator=gen)
    chondr = torch.bernoulli(0.05 + 0.45 * is_met, generator=gen)
    streak = torch.bernoulli(0.55 - 0.4 * is_met, generator=gen)    # hematite slag streaks red-brown
    vesic = torch.bernoulli(0.4 - 0.35 * is_met, generator=gen)     # slag is bubbly
    regma = torch.bernoulli(0.02 + 0.3 * is_met, generator=gen)
    rind = torch.rand(n, generator=gen)
    x = torch.stack([magnet, density, crust, chondr, streak, vesic, regma, rind], 1)
    return x, is_met


def log_joint(post, xb, yb, n_total, prior_sd):
    logits = xb @ post["w"] + post["b"]
    loglik = -torch.nn.functional.binary_cross_entropy_with_logits(logits, yb, reduction="sum")
    logprior = -(post["w"].pow(2).sum() + post["b"].pow(2).sum()) / (2 * prior_sd ** 2)
    return loglik * (n_total / len(yb)) + logprior


def run_sgld(x, y, h, gen):
    d = x.shape[1]
    post = {"w": torch.zeros(d, requires_grad=True), "b": torch.zeros(1, requires_grad=True)}
    samples = []
    for t in range(h["iters"]):
        eps_t = h["eps0"] * (1 + t) ** (-h["decay"])
        idx = torch.randint(0, len(y), (h["batch"],), generator=gen)
        for p in post.values():
            p.grad = None
        energy = -log_joint(post, x[idx], y[idx], len(y), h["prior_sd"])
        energy.backward()
        for name in post:
            p = post[name]
            noise = torch.randn(p.shape, generator=gen) * math.sqrt(eps_t)
            post[name] = p - 0.5 * eps_t * p.grad + noise
        if t >= h["burn_in"] and t % h["thin"] == 0:
            samples.append({k: v.detach().clone() for k, v in post.items()})
    return samples


@torch.no_grad()
def predictive(samples, x):
    probs = torch.stack([torch.sigmoid(x @ s["w"] + s["b"]) for s in samples])
    return probs.mean(0), probs.std(0)


def main(h=HYPER):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(8)
    x, y = simulate_finds(h["n_finds"], gen)
    x_new, y_new = simulate_finds(200, gen)
    mu, sd = x.mean(0), x.std(0)
    x, x_new = (x - mu) / sd, (x_new - mu) / sd

    samples = run_sgld(x, y, h, gen)
    p_mean, p_sd = predictive(samples, x_new)
    acc = ((p_mean > 0.5).float() == y_new).float().mean().item()
    print(f"{len(samples)} posterior samples, accuracy on new finds {acc:.3f}")
    w_bar = torch.stack([s["w"] for s in samples]).mean(0)
    for name, w in sorted(zip(TESTS, w_bar.tolist()), key=lambda t: -abs(t[1]))[:4]:
        print(f"  weight {name:20s} {w:+.2f}")
    assay = (p_mean - 0.5).abs().argsort()[:h["assay_slots"]]
    print("finds sent for Ni assay:", assay.tolist())


if __name__ == "__main__":
    main()
