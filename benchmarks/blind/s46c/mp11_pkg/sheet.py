import torch


class CurlingSheet:
    """A stone delivered down the sheet.  Sweeping (action in [-1, 1] -> effort 0..1) melts a film
    of water that lowers friction (the stone travels further) and reduces curl.  The episode ends
    when the stone stops; reward is minus the distance to the button, minus sweeping effort.
    """

    obs_dim, act_dim = 4, 1
    BUTTON = (28.0, 0.0)

    def __init__(self, dt=0.5, seed=0):
        self.dt = dt
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        r = torch.rand(2, generator=self.gen)
        self.x, self.y = 0.0, 0.0
        self.v = 2.4 + 0.4 * float(r[0])
        self.spin = 1.0 if float(r[1]) > 0.5 else -1.0
        self.steps = 0
        return self._obs()

    def _obs(self):
        return torch.tensor([(self.x - self.BUTTON[0]) / 10.0, self.y, self.v, self.spin])

    def step(self, action):
        effort = 0.5 * (max(-1.0, min(1.0, float(action))) + 1.0)
        mu = 0.0135 * (1.0 - 0.35 * effort)
        self.v = max(0.0, self.v - 9.81 * mu * self.dt)
        self.x += self.v * self.dt
        self.y += self.spin * 0.02 * (1.0 - 0.5 * effort) * self.dt / max(self.v, 0.3)
        self.steps += 1
        done = self.v <= 0.0 or self.steps >= 60
        dist = ((self.x - self.BUTTON[0]) ** 2 + (self.y - self.BUTTON[1]) ** 2) ** 0.5
        reward = -0.02 * effort - (dist if done else 0.0)
        return self._obs(), reward, done
