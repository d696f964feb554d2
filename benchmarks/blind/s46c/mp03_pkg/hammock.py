import math

import torch


class HammockSway:
    """Pendulum-like sway of a hammock slung between two trees, with a lazy foot as actuator.

    The foot can only push while it touches the ground, i.e. near the bottom of the swing.
    """

    obs_dim, act_dim = 3, 1

    def __init__(self, horizon=60, dt=0.05, seed=0):
        self.horizon, self.dt = horizon, dt
        self.g = torch.Generator().manual_seed(seed)

    def reset(self):
        self.t = 0
        self.state = torch.empty(2).uniform_(-0.6, 0.6, generator=self.g)
        return self.observe()

    def observe(self):
        theta, omega = self.state
        return torch.stack([torch.cos(theta), torch.sin(theta), omega])

    def step(self, action):
        theta, omega = self.state.tolist()
        push = float(action.clamp(-1.0, 1.0)) * (1.0 if abs(theta) < 0.25 else 0.0)
        omega += self.dt * (-9.81 / 2.2 * math.sin(theta) - 0.05 * omega + 2.0 * push)
        theta += self.dt * omega
        self.state = torch.tensor([theta, omega])
        self.t += 1
        reward = -(theta ** 2 + 0.1 * omega ** 2) - 0.01 * push ** 2
        return self.observe(), reward, self.t >= self.horizon
