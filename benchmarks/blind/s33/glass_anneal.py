"""Residual birefringence of annealed soda-lime glass plates.

A plate is held at the annealing point for h minutes and then cooled at q
K/min; the retardation left in it (nm/cm) grows with q and the square of
the thickness d and falls as structural relaxation proceeds during the
hold. The relaxation spectrum is a small Prony series; a functional MLP
corrects for composition (Na2O and CaO content).
"""
import math

import torch
import torch.nn.functional as F

N_TERMS = 4


def plates(n, generator):
    def u(lo, hi):
        return lo + (hi - lo) * torch.rand(n, generator=generator)
    q, d, h = u(0.5, 8.0), u(2.0, 12.0), u(0.0, 60.0)
    na2o, cao = u(12.0, 16.0), u(7.0, 11.0)
    tau = torch.tensor([1.5, 6.0, 20.0, 70.0])
    amp = torch.tensor([0.15, 0.35, 0.3, 0.2])
    relax = (amp * torch.exp(-h.unsqueeze(1) / tau)).sum(1)
    comp = torch.exp(0.06 * (na2o - 14) - 0.04 * (cao - 9))
    retard = 0.9 * q * (d / 10) ** 2 * relax * comp + 0.05 * q * (d / 10) ** 2
    retard = retard * (1 + 0.04 * torch.randn(n, generator=generator))
    x = torch.stack([q, d, h, na2o, cao], 1)
    return x, retard


def init_params(n_in, width=24):
    return {
        "w1": (torch.randn(n_in, width) / math.sqrt(n_in)).requires_grad_(),
        "b1": torch.zeros(width, requires_grad=True),
        "w2": (torch.randn(width, 1) * 0.01).requires_grad_(),
        "b2": torch.zeros(1, requires_grad=True),
        "log_k": torch.full((1,), math.log(0.5), requires_grad=True),
        "log_floor": torch.full((1,), math.log(0.01), requires_grad=True),
        "log_tau": torch.linspace(0.0, math.log(100.0), N_TERMS).requires_grad_(),
        "amp_logits": torch.zeros(N_TERMS, requires_grad=True),
    }


def retardation(params, x, x_mu, x_sd):
    q, d, h = x[:, 0], x[:, 1], x[:, 2]
    relax = (F.softmax(params["amp_logits"], 0)
             * torch.exp(-h.unsqueeze(1) / params["log_tau"].exp())).sum(1)
    z = (x - x_mu) / x_sd
    correction = torch.tanh(z @ params["w1"] + params["b1"]) @ params["w2"] + params["b2"]
    scale = q * (d / 10) ** 2
    physical = params["log_k"].exp() * relax + params["log_floor"].exp()
    return scale * physical * correction.squeeze(1).exp()


def main(steps=600):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(61)
    x, y = plates(1500, g)
    xt, yt = plates(400, g)
    x_mu, x_sd = x.mean(0), x.std(0)

    params = init_params(x.shape[1])
    optimizer = torch.optim.Adam(params.values(), lr=2e-2)
    scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=200, gamma=0.3)
    for step in range(steps):
        optimizer.zero_grad()
        pred = retardation(params, x, x_mu, x_sd)
        loss = F.mse_loss(torch.log(pred), torch.log(y))
        loss.backward()
        optimizer.step()
        scheduler.step()
        if step % 150 == 0 or step == steps - 1:
            with torch.no_grad():
                rel = ((retardation(params, xt, x_mu, x_sd) - yt).abs() / yt).mean().item()
            print(f"step {step}: log-mse {loss.item():.4f} test rel. error {100 * rel:.1f} %")
    with torch.no_grad():
        order = params["log_tau"].argsort()
        taus = params["log_tau"].exp()[order]
        amps = F.softmax(params["amp_logits"], 0)[order]
    print("relaxation spectrum (tau min: weight):",
          {round(t, 1): round(a, 3) for t, a in zip(taus.tolist(), amps.tolist())})


if __name__ == "__main__":
    main()
