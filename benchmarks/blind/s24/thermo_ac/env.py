import torch


class ThermostatEnv:
    """A batch of rooms, each with a heater that can be off, low or high."""

    heater_power = (0.0, 0.6, 1.4)

    def __init__(self, n_rooms, horizon=24, target=21.0):
        self.n_rooms = n_rooms
        self.horizon = horizon
        self.target = target
        self.power = torch.tensor(self.heater_power)

    def reset(self):
        self.t = 0
        self.outside = 5.0 + 10.0 * torch.rand(self.n_rooms)
        self.inside = self.target + 3.0 * torch.randn(self.n_rooms)
        return self.observe()

    def observe(self):
        phase = torch.full((self.n_rooms,), self.t / self.horizon)
        return torch.stack(
            [
                (self.inside - self.target) / 5.0,
                (self.outside - self.target) / 10.0,
                phase,
            ],
            dim=1,
        )

    def step(self, action):
        leak = 0.08 * (self.outside - self.inside)
        self.inside = self.inside + leak + self.power[action] + 0.1 * torch.randn(self.n_rooms)
        self.t += 1
        comfort = -(self.inside - self.target).abs()
        energy = -0.15 * self.power[action]
        done = self.t >= self.horizon
        return self.observe(), comfort + energy, done
