import torch


class CompostHeap:
    """Daily care of a 1 m^3 heap: watering (action 0) and turning/aerating (action 1), both in [-1, 1].
    Microbes heat the core when moisture is 50-60 % and oxygen is available; turning adds oxygen but
    vents heat and dries the pile.  Reward: days in the thermophilic band (55-65 C), minus labour.
    """

    obs_dim, act_dim = 4, 2

    def __init__(self, days=30, seed=0):
        self.days = days
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.day = 0
        self.moist, self.temp, self.oxygen = 0.35 + 0.2 * float(torch.rand(1, generator=self.gen)), 25.0, 0.8
        return self._obs()

    def _obs(self):
        return torch.tensor([(self.moist - 0.55) * 5.0, (self.temp - 60.0) / 20.0, self.oxygen, self.day / self.days])

    def step(self, action):
        water, turn = (0.5 * (action.clamp(-1, 1) + 1.0)).tolist()
        rain = 0.05 * float(torch.rand(1, generator=self.gen) < 0.2)
        self.moist = min(1.0, max(0.0, self.moist + 0.15 * water + rain - 0.04 - 0.05 * turn))
        self.oxygen = min(1.0, 0.75 * self.oxygen + 0.6 * turn)
        activity = max(0.0, 1.0 - ((self.moist - 0.55) / 0.15) ** 2) * self.oxygen
        self.temp += 10.0 * activity - 0.12 * (self.temp - 15.0) - 5.0 * turn
        self.day += 1
        reward = float(55.0 <= self.temp <= 65.0) - 0.3 * max(0.0, self.temp - 70.0) / 10.0 - 0.05 * (water + turn)
        return self._obs(), reward, self.day >= self.days
