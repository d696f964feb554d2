import torch


class RandomWalkEnv:
    """Tiny synthetic environment: reward is higher for the action matching the argmax of the obs."""

    def __init__(self, obs_dim, n_actions, seed=0):
        self.obs_dim = obs_dim
        self.n_actions = n_actions
        self.gen = torch.Generator().manual_seed(seed)
        self.state = self._sample()

    def _sample(self):
        return torch.randn(self.obs_dim, generator=self.gen)

    def reset(self):
        self.state = self._sample()
        return self.state

    def step(self, action):
        best = int(self.state[: self.n_actions].argmax())
        reward = 1.0 if action == best else -0.1
        done = bool(torch.rand(1, generator=self.gen).item() < 0.1)
        self.state = self._sample() if not done else self.reset()
        return self.state, reward, done
