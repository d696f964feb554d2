import torch


class RoomsEnv:
    """Each room: temperature drifts toward outside; heater power in [-1, 1] warms/cools."""

    def __init__(self, n_rooms, target=21.0, horizon=50, seed=0):
        self.n, self.target, self.horizon = n_rooms, target, horizon
        self.g = torch.Generator().manual_seed(seed)
        self.t = 0

    def _obs(self):
        err = (self.temp - self.target) / 5.0
        return torch.stack([err, (self.outside - self.target) / 10.0,
                            torch.full_like(err, self.t / self.horizon)], dim=1)

    def reset(self):
        self.t = 0
        self.temp = self.target + 4.0 * torch.randn(self.n, generator=self.g)
        self.outside = 5.0 + 10.0 * torch.rand(self.n, generator=self.g)
        return self._obs()

    def step(self, action):
        a = action.squeeze(1).clamp(-1.0, 1.0)
        self.temp = self.temp + 0.1 * (self.outside - self.temp) + 2.0 * a
        self.t += 1
        reward = -((self.temp - self.target) / 5.0) ** 2 - 0.05 * a ** 2
        done = torch.full((self.n,), float(self.t >= self.horizon))
        return self._obs(), reward, done
