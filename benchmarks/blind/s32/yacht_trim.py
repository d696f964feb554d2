"""Sail-trim policy for a 40 ft racing yacht.  Given true wind speed, true wind angle and
sea state, the policy sets mainsheet tension, traveller position and target heel; the
reward is boat speed from a velocity prediction (VPP) surrogate of the class polars, less a
penalty for excess heel.  One-step actor-critic with a learned baseline."""
import math

import torch
from torch import nn
import torch.nn.functional as F
from torch.distributions import Normal

CONDITIONS = ("tws_kn", "twa_deg", "wave_m")
CONTROLS = ("mainsheet", "traveller", "heel_target")


def sample_conditions(n, generator=None):
    tws = 6.0 + 14.0 * torch.rand(n, generator=generator)
    twa = 40.0 + 130.0 * torch.rand(n, generator=generator)
    wave = 0.2 + 0.1 * tws * torch.rand(n, generator=generator)
    return torch.stack([(tws - 13.0) / 4.0, (twa - 105.0) / 40.0, wave - 1.0], dim=1)


def vpp_speed(conditions, controls):
    """Boat speed in knots; the optimum trim moves with wind strength and angle."""
    tws = conditions[:, 0] * 4.0 + 13.0
    twa = torch.deg2rad(conditions[:, 1] * 40.0 + 105.0)
    sheet, trav, heel = controls.unbind(dim=1)
    best_sheet = torch.tanh((tws - 12.0) / 5.0) * torch.cos(twa)
    best_trav = -0.5 * torch.tanh((tws - 14.0) / 4.0)
    best_heel = torch.clamp(0.3 + 0.04 * (tws - 10.0), 0.1, 0.8) * torch.sin(twa)
    polar = 1.8 * tws ** 0.6 * (0.6 + 0.4 * torch.sin(twa / 1.2))
    loss = 1.5 * (sheet - best_sheet) ** 2 + 1.0 * (trav - best_trav) ** 2 \
        + 2.0 * (heel - best_heel) ** 2
    speed = polar * torch.exp(-loss) - 0.3 * conditions[:, 2].clamp(min=0)
    return speed - 2.0 * F.relu(heel - 0.9)


class TrimPolicy(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(len(CONDITIONS), hidden), nn.Tanh(),
                                  nn.Linear(hidden, hidden), nn.Tanh())
        self.mean = nn.Linear(hidden, len(CONTROLS))
        self.log_std = nn.Parameter(torch.full((len(CONTROLS),), math.log(0.4)))

    def forward(self, conditions):
        return Normal(self.mean(self.body(conditions)), self.log_std.exp())


class Baseline(nn.Module):
    def __init__(self, hidden=64):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(len(CONDITIONS), hidden), nn.Tanh(),
                                 nn.Linear(hidden, 1))

    def forward(self, conditions):
        return self.net(conditions).squeeze(1)


def update(policy, baseline, opt_policy, opt_baseline, batch_size, entropy_coef):
    conditions = sample_conditions(batch_size)
    values = baseline(conditions)
    dist = policy(conditions)
    controls = dist.sample()
    reward = vpp_speed(conditions, controls)

    baseline_loss = F.mse_loss(values, reward)
    opt_baseline.zero_grad()
    baseline_loss.backward()
    opt_baseline.step()

    advantage = (reward - values).detach()
    advantage = (advantage - advantage.mean()) / (advantage.std() + 1e-6)
    log_prob = dist.log_prob(controls).sum(dim=1)
    policy_loss = -(log_prob * advantage).mean() - entropy_coef * dist.entropy().sum(1).mean()
    opt_policy.zero_grad()
    policy_loss.backward()
    opt_policy.step()
    return reward.mean().item(), baseline_loss.item()


@torch.no_grad()
def deterministic_speed(policy, n=2000):
    conditions = sample_conditions(n, torch.Generator().manual_seed(123))
    return vpp_speed(conditions, policy(conditions).mean).mean().item()


def main(iterations=600, batch_size=128):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    policy, baseline = TrimPolicy(), Baseline()
    opt_policy = torch.optim.Adam(policy.parameters(), lr=3e-3)
    opt_baseline = torch.optim.Adam(baseline.parameters(), lr=1e-2)
    print(f"untrained trim: {deterministic_speed(policy):.2f} kn")
    for it in range(1, iterations + 1):
        coef = 0.01 * (1 - it / iterations)
        reward, value_loss = update(policy, baseline, opt_policy, opt_baseline, batch_size, coef)
        if it % 150 == 0:
            print(f"iter {it}: mean speed {reward:.2f} kn, baseline mse {value_loss:.3f}, "
                  f"greedy {deterministic_speed(policy):.2f} kn")


if __name__ == "__main__":
    main()
