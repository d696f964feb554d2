import torch

PRESSURE_STEPS = torch.tensor([-1.0, 0.0, 1.0])


class EspressoBank:
    """A bank of independent espresso machines stepped together.

    The barista nudges pump pressure by -1/0/+1 bar every second.  The puck erodes as water flows,
    so holding a constant pressure gives a rising flow ("channeling"); the aim is a flat 2 g/s flow.
    """

    n_actions, obs_dim = 3, 4

    def __init__(self, n_envs=8, shot_seconds=30, target_flow=2.0, seed=0):
        self.n, self.T, self.target = n_envs, shot_seconds, target_flow
        self.gen = torch.Generator().manual_seed(seed)

    def reset(self):
        self.t = torch.zeros(self.n)
        self.pressure = torch.full((self.n,), 3.0)
        self.resistance = 3.0 + 0.5 * torch.rand(self.n, generator=self.gen)
        return self._obs()

    def _flow(self):
        return self.pressure / self.resistance

    def _obs(self):
        return torch.stack([self.pressure / 9.0, self._flow() / 4.0, self.resistance / 4.0, self.t / self.T], -1)

    def step(self, action):
        self.pressure = (self.pressure + PRESSURE_STEPS[action]).clamp(0.0, 9.0)
        flow = self._flow()
        self.resistance = (self.resistance - 0.02 * flow + 0.01 * torch.randn(self.n, generator=self.gen)).clamp(min=0.8)
        self.t += 1
        reward = -(flow - self.target) ** 2
        done = self.t >= self.T
        obs = self._obs()
        if bool(done.all()):
            obs = self.reset()
        return obs, reward, done.float()
