"""A batch of cotton-candy machines. The operator picks one of 5 heater power
levels every second. Sugar melts into floss only in a temperature window;
too hot and it caramelises (burnt smell, wasted sugar)."""
import torch

POWER = torch.tensor([0.0, 0.25, 0.5, 0.75, 1.0])
N_ACTIONS = len(POWER)
OBS_DIM = 5


class CandyMachines:
    def __init__(self, n=32, horizon=40, seed=0):
        self.n, self.horizon = n, horizon
        self.g = torch.Generator().manual_seed(seed)
        self.reset()

    def _obs(self):
        return torch.stack([self.temp, self.sugar, self.humid, self.last_floss,
                            self.t.float() / self.horizon], 1)

    def reset(self):
        n, g = self.n, self.g
        self.temp = torch.rand(n, generator=g) * 0.3
        self.sugar = torch.ones(n)
        self.humid = torch.rand(n, generator=g)
        self.last_floss = torch.zeros(n)
        self.t = torch.zeros(n, dtype=torch.long)
        return self._obs()

    def step(self, action):
        p = POWER[action]
        # first-order heating towards a power dependent equilibrium, humid air cools
        target = 0.15 + 0.85 * p - 0.1 * self.humid
        self.temp = self.temp + 0.25 * (target - self.temp) + 0.02 * torch.randn(self.n, generator=self.g)
        in_band = ((self.temp > 0.55) & (self.temp < 0.78)).float()
        burnt = (self.temp > 0.85).float()
        floss = in_band * torch.clamp(self.sugar, max=0.06) * (1.0 - 0.4 * self.humid)
        self.sugar = torch.clamp(self.sugar - floss - 0.03 * burnt, min=0.0)
        self.last_floss = floss / 0.06
        self.t = self.t + 1
        reward = 10 * floss - 0.5 * burnt - 0.02 * p
        done = (self.t >= self.horizon) | (self.sugar <= 0)
        obs = self._obs()
        if done.any():
            fresh = CandyMachines(int(done.sum()), self.horizon, seed=int(torch.randint(0, 10**6, (1,), generator=self.g)))
            self.temp[done] = fresh.temp
            self.sugar[done] = fresh.sugar
            self.humid[done] = fresh.humid
            self.last_floss[done] = 0.0
            self.t[done] = 0
        return obs, reward, done.float(), self._obs()
