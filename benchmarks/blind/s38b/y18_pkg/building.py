import torch


class ThermalZones:
    """Batch of rooms: action in [-1, 1] is heating (+) / cooling (-) power."""

    def __init__(self, n=16, setpoint=21.0):
        self.n, self.setpoint = n, setpoint

    def reset(self):
        self.temp = 15 + 10 * torch.rand(self.n)
        self.outside = 5 + 10 * torch.rand(self.n)
        return self._obs()

    def _obs(self):
        return torch.stack([(self.temp - self.setpoint) / 5, (self.outside - self.setpoint) / 10], -1)

    def step(self, action):
        a = action.squeeze(-1)
        self.temp = self.temp + 0.1 * (self.outside - self.temp) + 1.5 * a + 0.1 * torch.randn(self.n)
        reward = -((self.temp - self.setpoint) ** 2) / 10 - 0.1 * a.abs()
        return self._obs(), reward
