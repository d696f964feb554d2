import torch


class SnowGlobe:
    """Glitter in glycerine-water, tracked as the fraction of flakes in three layers (top/mid/bottom).
    Flakes settle at their terminal velocity; a shake (action in [-1, 1] -> 0..1) lifts flakes from the
    bottom and spreads them upwards.  Reward: keep ~half the glitter in the middle layer, cheap shaking.
    """

    obs_dim, act_dim = 4, 1

    def __init__(self, horizon=40, seed=0):
        self.horizon = horizon
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.t = 0
        self.layers = torch.tensor([0.0, 0.1, 0.9])
        return self._obs()

    def _obs(self):
        return torch.cat([self.layers, torch.tensor([self.t / self.horizon])])

    def step(self, action):
        shake = 0.5 * (float(action.clamp(-1, 1)) + 1.0)
        top, mid, bot = self.layers.tolist()
        settle = 0.12 + 0.02 * float(torch.randn(1, generator=self.gen))
        lift = 0.5 * shake * bot
        top, mid, bot = top * (1 - settle) + 0.4 * lift, mid * (1 - settle) + top * settle + 0.6 * lift, \
            bot + mid * settle - lift
        self.layers = torch.tensor([top, mid, bot]).clamp(min=0.0)
        self.layers /= self.layers.sum()
        self.t += 1
        reward = 1.0 - 4.0 * (float(self.layers[1]) - 0.5) ** 2 - 0.1 * shake ** 2
        return self._obs(), reward, self.t >= self.horizon
