"""Fit an SIR epidemic model to 120 days of reported influenza cases, functional style:
parameters live in a dict of leaf tensors and a hand-written Adam returns a new dict."""
import math

import torch

POPULATION = 250_000.0
DAYS = 120


def simulate(params, days=DAYS, substeps=2):
    beta, gamma = params["log_beta"].exp(), params["log_gamma"].exp()
    i = torch.sigmoid(params["logit_i0"])
    s, r = 1 - i, torch.zeros(())
    incidence = []
    for day in range(days):
        new_total = torch.zeros(())
        for _ in range(substeps):
            infections = beta * s * i / substeps
            s, i, r = s - infections, i + infections - gamma * i / substeps, r + gamma * i / substeps
            new_total = new_total + infections
        incidence.append(new_total)
    return torch.stack(incidence) * POPULATION * torch.sigmoid(params["logit_report"])


def poisson_nll(expected, observed):
    return (expected - observed * torch.log(expected + 1e-8)).mean()


def init_params():
    return {"log_beta": torch.tensor(math.log(0.3)), "log_gamma": torch.tensor(math.log(0.2)),
            "logit_i0": torch.tensor(-9.0), "logit_report": torch.tensor(-1.0)}


def leaves(params):
    return {k: v.detach().clone().requires_grad_() for k, v in params.items()}


def adam_init(params):
    return {"t": 0, "m": {k: torch.zeros_like(v) for k, v in params.items()},
            "v": {k: torch.zeros_like(v) for k, v in params.items()}}


def adam_update(params, grads, state, lr, betas=(0.9, 0.999), eps=1e-8):
    """One Adam step. Returns fresh leaf tensors; the old ones are left untouched."""
    b1, b2 = betas
    t = state["t"] + 1
    new_params, m, v = {}, {}, {}
    with torch.no_grad():
        for name, p in params.items():
            g = grads[name]
            m[name] = b1 * state["m"][name] + (1 - b1) * g
            v[name] = b2 * state["v"][name] + (1 - b2) * g * g
            m_hat, v_hat = m[name] / (1 - b1 ** t), v[name] / (1 - b2 ** t)
            new_params[name] = (p - lr * m_hat / (v_hat.sqrt() + eps)).requires_grad_()
    return new_params, {"t": t, "m": m, "v": v}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    truth = {"log_beta": torch.tensor(math.log(0.42)), "log_gamma": torch.tensor(math.log(0.25)),
             "logit_i0": torch.tensor(-8.5), "logit_report": torch.tensor(-1.6)}
    with torch.no_grad():
        observed = torch.poisson(simulate(truth))
    print(f"reported cases: total {observed.sum():.0f}, peak {observed.max():.0f} "
          f"on day {observed.argmax().item()}")

    params = leaves(init_params())
    state = adam_init(params)
    for it in range(201):
        nll = poisson_nll(simulate(params), observed)
        grads = dict(zip(params, torch.autograd.grad(nll, list(params.values()))))
        params, state = adam_update(params, grads, state, lr=0.05 if it < 120 else 0.01)
        if it % 50 == 0:
            r0 = (params["log_beta"] - params["log_gamma"]).exp().item()
            print(f"iter {it}: nll {nll.item():.3f}  R0 {r0:.3f}  "
                  f"reporting {torch.sigmoid(params['logit_report']).item():.3f}")
    true_r0 = (truth["log_beta"] - truth["log_gamma"]).exp().item()
    with torch.no_grad():
        nll_true = poisson_nll(simulate(truth), observed).item()
    print(f"true R0 {true_r0:.3f}, true reporting {torch.sigmoid(truth['logit_report']):.3f}, "
          f"nll at the true parameters {nll_true:.3f}")


if __name__ == "__main__":
    main()
