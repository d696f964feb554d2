import torch


class PointReacher:
    """A point mass must move to a goal; actions are velocity commands in [-1, 1]^2."""

    obs_dim, act_dim = 4, 2

    def __init__(self, n_envs, horizon=25, seed=0):
        self.n, self.horizon = n_envs, horizon
        self.gen = torch.Generator().manual_seed(seed)
        self.pos = torch.zeros(n_envs, 2)
        self.goal = torch.zeros(n_envs, 2)
        self.t = torch.zeros(n_envs, dtype=torch.long)

    def _sample(self, mask):
        k = int(mask.sum())
        self.pos[mask] = torch.rand(k, 2, generator=self.gen) * 2 - 1
        self.goal[mask] = torch.rand(k, 2, generator=self.gen) * 2 - 1
        self.t[mask] = 0

    def observe(self):
        return torch.cat([self.pos, self.goal - self.pos], dim=1)

    def reset(self):
        self._sample(torch.ones(self.n, dtype=torch.bool))
        return self.observe()

    def step(self, action):
        self.pos = (self.pos + 0.1 * action.clamp(-1, 1)).clamp(-1.5, 1.5)
        dist = (self.goal - self.pos).norm(dim=1)
        reward = -dist - 0.01 * action.pow(2).sum(1)
        self.t += 1
        done = self.t >= self.horizon
        final_dist = dist.clone()
        self._sample(done)
        return self.observe(), reward, done.float(), final_dist
