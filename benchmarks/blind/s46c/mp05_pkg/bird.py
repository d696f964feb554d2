import torch


class DrinkingBird:
    """Drinking-bird heat engine.  Evaporation from the felt head cools it; the temperature gap
    drives fluid up the neck until the bird tips, dips its beak and re-wets the felt.

    Only the body tilt is observed; head wetness and the temperature gap are hidden, so the
    controller has to keep a belief.  Action: fan off / low / high (faster evaporation).
    """

    obs_dim, n_actions = 2, 3
    FAN = (0.0, 0.6, 1.2)

    def __init__(self, target_period=12, horizon=48, seed=0):
        self.target_period, self.horizon = target_period, horizon
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.t, self.since_dip = 0, 0
        self.wet, self.gap, self.tilt = 1.0, 0.0, 0.0
        return self._obs()

    def _obs(self):
        noise = 0.02 * float(torch.randn(1, generator=self.gen))
        return torch.tensor([self.tilt + noise, 1.0 if self.since_dip == 0 else 0.0])

    def step(self, action):
        fan = self.FAN[int(action)]
        evap = 0.05 * self.wet * (1.0 + fan)
        self.wet = max(0.0, self.wet - evap)
        self.gap = 0.9 * self.gap + evap
        self.tilt = min(1.0, self.tilt + 0.6 * self.gap)
        self.t += 1
        self.since_dip += 1
        reward = -0.01 * fan
        if self.tilt >= 1.0:
            reward += 1.0 - abs(self.since_dip - self.target_period) / self.target_period
            self.wet, self.gap, self.tilt, self.since_dip = 1.0, 0.0, 0.0, 0
        return self._obs(), reward, self.t >= self.horizon
