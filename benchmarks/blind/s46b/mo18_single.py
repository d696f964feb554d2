"""Ice cube melting on a warm plate: a VAE with a planar-flow posterior and a physics-guided mean.

The melted fraction follows a Stefan-like law: the contact patch melts at a rate
set by the plate temperature and a conduction constant, slowing as the cube shrinks.
"""
import copy
import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

CONFIG = {
    "seed": 67,
    "data": {"batch": 64, "horizon": 30},
    "model": {"target": "MeltFlowVAE", "params": {"length": 24, "hidden": 64, "z_dim": 3, "n_flows": 4}},
    "train": {"n_steps": 200, "lr": 2e-3, "warmup": 80, "eval_every": 50},
}
MODELS = {}


def register(cls):
    MODELS[cls.__name__] = cls
    return cls


def instantiate_from_config(cfg):
    return MODELS[cfg["target"]](**cfg.get("params", {}))


def melt_curves(batch, horizon, gen):
    t = torch.linspace(0.0, 1.0, horizon)
    while True:
        plate = 30.0 + 40.0 * torch.rand(batch, 1, generator=gen)
        size = 1.0 + 1.5 * torch.rand(batch, 1, generator=gen)
        rate = 0.04 * plate / size
        frac = 1.0 - (1.0 - rate * t).clamp(min=0.0) ** 1.5
        yield frac + 0.01 * torch.randn(batch, horizon, generator=gen)


class Planar(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.u = nn.Parameter(torch.empty(dim).uniform_(-0.1, 0.1))
        self.w = nn.Parameter(torch.empty(dim).uniform_(-0.1, 0.1))
        self.b = nn.Parameter(torch.zeros(1))

    def forward(self, z):
        a = torch.tanh(z @ self.w + self.b)
        z = z + self.u * a[:, None]
        psi = (1 - a ** 2)[:, None] * self.w
        return z, torch.log((1 + psi @ self.u).abs() + 1e-6)


@register
class MeltFlowVAE(nn.Module):
    def __init__(self, length, hidden, z_dim, n_flows):
        super().__init__()
        self.flow_kinds = ["planar"] * n_flows
        self.encoder = nn.Sequential(nn.Linear(length, hidden), nn.Tanh(), nn.Linear(hidden, 2 * z_dim))
        self.flows = nn.ModuleList(Planar(z_dim) for _ in self.flow_kinds)
        self.decoder = nn.Sequential(nn.Linear(z_dim, hidden), nn.Tanh())
        self.out = nn.Linear(hidden, length)

    def forward(self, x):
        mu, logvar = self.encoder(x).chunk(2, -1)
        z = mu + torch.randn_like(mu) * (0.5 * logvar).exp()
        log_q = (-0.5 * (((z - mu) ** 2) / logvar.exp() + logvar + math.log(2 * math.pi))).sum(-1)
        for flow in self.flows:
            z, ld = flow(z)
            log_q = log_q - ld
        log_p = (-0.5 * (z ** 2 + math.log(2 * math.pi))).sum(-1)
        return self.out(self.decoder(z)), log_q - log_p


def main():
    torch.manual_seed(CONFIG["seed"])
    np.random.seed(CONFIG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CONFIG["seed"])
    dc, tc = CONFIG["data"], CONFIG["train"]

    model = instantiate_from_config(CONFIG["model"])
    hidden = model.out.in_features
    model.out = nn.Linear(hidden, dc["horizon"])
    model.encoder[0] = nn.Linear(dc["horizon"], hidden)
    data_iter = melt_curves(dc["batch"], dc["horizon"], gen)
    with torch.no_grad():
        model.out.bias = nn.Parameter(next(data_iter).mean(0))
    log_obs_std = torch.full((1,), math.log(0.05), requires_grad=True)
    opt = torch.optim.Adam(list(model.parameters()) + [log_obs_std], lr=tc["lr"])
    val = next(melt_curves(256, dc["horizon"], torch.Generator().manual_seed(12)))

    def validate():
        model.eval()
        with torch.inference_mode():
            recon, kl = model(val)
            err = F.mse_loss(recon, val).item()
        model.train()
        return err

    @torch.no_grad()
    def sample_melt_times(n):
        z = torch.randn(n, CONFIG["model"]["params"]["z_dim"], generator=gen)
        curves = model.out(model.decoder(z)).detach().cpu().numpy()
        return (curves < 0.5).sum(1)

    best_err, best_state, running = float("inf"), None, 0.0
    step = 0
    while step < tc["n_steps"]:
        x = next(data_iter)
        recon, kl = model(x)
        std = log_obs_std.exp()
        nll = (0.5 * ((recon - x) / std) ** 2 + log_obs_std).sum(-1)
        loss = (nll + min(1.0, step / tc["warmup"]) * kl).mean()
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        running += loss.item()
        step += 1
        if step % tc["eval_every"] == 0:
            err = validate()
            if err < best_err:
                best_err, best_state = err, copy.deepcopy(model.state_dict())
            print(f"step {step:4d}  loss {running / tc['eval_every']:8.3f}  val mse {err:.5f}"
                  f"  obs std {log_obs_std.exp().item():.4f}")
            running = 0.0
    model.load_state_dict(best_state)
    print("best val mse %.5f; steps to half-melted: %s" % (best_err, sample_melt_times(6).tolist()))


if __name__ == "__main__":
    main()
