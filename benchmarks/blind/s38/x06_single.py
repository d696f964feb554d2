"""Self-exciting point process for aftershock sequences.

Background rate mu, magnitude-dependent productivity k(m) from a small MLP,
exponential temporal kernel with learned decay. Fitted by maximum likelihood
over a handful of simulated catalogues.
"""
import math

import torch
import torch.nn as nn

T_END = 30.0


def simulate_catalogue(mu=0.3, k0=0.4, alpha=0.8, beta=1.2, t_end=T_END, seed=0):
    g = torch.Generator().manual_seed(seed)
    times, mags = [], []
    t = 0.0
    while True:
        lam_bar = mu + sum(k0 * math.exp(alpha * (m - 3.0)) * beta for m in mags) + 1.0
        t += -math.log(torch.rand(1, generator=g).item()) / lam_bar
        if t > t_end:
            break
        lam = mu + sum(k0 * math.exp(alpha * (m - 3.0)) * beta * math.exp(-beta * (t - s))
                       for s, m in zip(times, mags))
        if torch.rand(1, generator=g).item() * lam_bar <= lam:
            times.append(t)
            mags.append(3.0 + torch.distributions.Exponential(2.3).sample().item())
    return torch.tensor(times), torch.tensor(mags)


class AftershockProcess(nn.Module):
    def __init__(self, hidden=16):
        super().__init__()
        self.log_mu = nn.Parameter(torch.tensor(-1.0))
        self.log_beta = nn.Parameter(torch.tensor(0.0))
        self.productivity = nn.Sequential(nn.Linear(1, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def log_likelihood(self, times, mags):
        mu = self.log_mu.exp()
        beta = self.log_beta.exp()
        k = nn.functional.softplus(self.productivity(mags.unsqueeze(-1) - 3.0)).squeeze(-1)
        dt = times.unsqueeze(1) - times.unsqueeze(0)
        causal = dt > 0
        kernel = torch.exp(-beta * dt.clamp(min=0.0))
        kernel.masked_fill_(~causal, 0.0)
        intensity = mu + (kernel * (k * beta).unsqueeze(0)).sum(dim=1)
        compensator = mu * T_END + (k * (1.0 - torch.exp(-beta * (T_END - times)))).sum()
        return torch.log(intensity).sum() - compensator


def main(epochs=40, n_catalogues=4):
    torch.manual_seed(0)
    catalogues = [simulate_catalogue(seed=s) for s in range(n_catalogues)]
    print("events per catalogue:", [len(t) for t, _ in catalogues])
    model = AftershockProcess()
    opt = torch.optim.Adam(model.parameters(), lr=0.02)
    for epoch in range(epochs):
        opt.zero_grad()
        nll = -sum(model.log_likelihood(t, m) for t, m in catalogues) / n_catalogues
        nll.backward()
        opt.step()
        if epoch % 10 == 0:
            print(f"epoch {epoch:3d}  nll {nll.item():.3f}  mu {model.log_mu.exp().item():.3f}"
                  f"  beta {model.log_beta.exp().item():.3f}")


if __name__ == "__main__":
    main()
