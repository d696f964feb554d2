"""Raindrops on a windscreen: a GAN whose generator picks a stick/slip regime by Gumbel-softmax.

A drop on the glass is pushed up by the airflow and pulled down by gravity; it
sticks on dry patches and slips in bursts, so its track is a staircase.
"""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

CFG = {
    "seed": 53,
    "data": {"batch": 64, "steps": 24},
    "gen": {"z_dim": 8, "regimes": 4, "hidden": 96},
    "disc": {"hidden": 96},
    "train": {"n_steps": 200, "lr_g": 1e-3, "lr_d": 1e-3, "accum_g": 2, "tau": 0.7,
              "aux_weight": 20.0, "log_every": 50},
}


def windscreen_tracks(batch, steps, gen):
    while True:
        speed = 10.0 + 20.0 * torch.rand(batch, 1, generator=gen)
        drift = 0.02 * (speed - 18.0)
        stick = (torch.rand(batch, steps, generator=gen) < 0.35).float()
        dy = (drift + 0.05 * torch.randn(batch, steps, generator=gen)) * (1.0 - stick)
        dx = 0.01 * torch.randn(batch, steps, generator=gen).cumsum(1) * (1.0 - stick)
        yield torch.cat([dx.cumsum(1), dy.cumsum(1)], 1)


class RegimeGenerator(nn.Module):
    def __init__(self, z_dim, regimes, hidden, out_dim):
        super().__init__()
        self.z_dim = z_dim
        self.regime_logits = nn.Linear(z_dim, regimes)
        self.body = nn.Sequential(nn.Linear(z_dim + regimes, hidden), nn.ReLU(),
                                  nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, out_dim))

    def forward(self, z, tau):
        regime = F.gumbel_softmax(self.regime_logits(z), tau=tau, hard=True)
        return self.body(torch.cat([z, regime], -1)), regime


class TrackCritic(nn.Module):
    def __init__(self, in_dim, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(in_dim, hidden), nn.LeakyReLU(0.2),
                                 nn.Linear(hidden, hidden), nn.LeakyReLU(0.2), nn.Linear(hidden, 1))

    def forward(self, x):
        return self.net(x)


def stick_fraction(tracks, steps):
    dy = tracks[:, steps:].diff(dim=1)
    return torch.sigmoid(-(dy.abs() - 0.01) * 200.0).mean(1)


def main():
    torch.manual_seed(CFG["seed"])
    np.random.seed(CFG["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(CFG["seed"])
    dc, tc = CFG["data"], CFG["train"]

    generator = RegimeGenerator(CFG["gen"]["z_dim"], CFG["gen"]["regimes"], CFG["gen"]["hidden"], 2 * dc["steps"])
    critic = TrackCritic(2 * dc["steps"], CFG["disc"]["hidden"])
    opt_g = torch.optim.Adam(generator.parameters(), lr=tc["lr_g"], betas=(0.5, 0.99))
    opt_d = torch.optim.Adam(critic.parameters(), lr=tc["lr_d"], betas=(0.5, 0.99))
    data_iter = windscreen_tracks(dc["batch"], dc["steps"], gen)
    target_stick = stick_fraction(next(windscreen_tracks(512, dc["steps"], gen)), dc["steps"]).mean()

    @torch.no_grad()
    def sample_tracks(n):
        z = torch.randn(n, generator.z_dim, generator=gen)
        return generator(z, tc["tau"])[0]

    step = 0
    opt_g.zero_grad()
    while step < tc["n_steps"]:
        real = next(data_iter)
        z = torch.randn(real.shape[0], generator.z_dim, generator=gen)
        fake, regime = generator(z, tc["tau"])

        # generator update (accumulated over accum_g iterations); critic grads from it are discarded
        g_adv = F.softplus(-critic(fake)).mean() / tc["accum_g"]
        g_adv.backward(retain_graph=True)
        aux = tc["aux_weight"] * (stick_fraction(fake, dc["steps"]).mean() - target_stick) ** 2
        (aux / tc["accum_g"]).backward()
        if (step + 1) % tc["accum_g"] == 0:
            opt_g.step()
            opt_g.zero_grad()

        opt_d.zero_grad()
        d_loss = F.softplus(-critic(real)).mean() + F.softplus(critic(fake.detach())).mean()
        d_loss.backward()
        opt_d.step()
        step += 1
        if step % tc["log_every"] == 0:
            print(f"step {step:4d}  d {d_loss.item():.3f}  g {g_adv.item() * tc['accum_g']:.3f}  "
                  f"regimes used {int(regime.sum(0).gt(0).sum())}")
    tracks = sample_tracks(256)
    sampled_stick = stick_fraction(tracks, dc["steps"]).mean().item()
    print("stick fraction: data %.3f  samples %.3f" % (target_stick.item(), sampled_stick))


if __name__ == "__main__":
    main()
