import torch


class SignMatchEnv:
    """Batched toy environment: reward 1 when the action matches the sign of feature 0."""

    def __init__(self, n_envs, obs_dim, horizon, seed=0):
        self.g = torch.Generator().manual_seed(seed)
        self.n_envs, self.obs_dim, self.horizon = n_envs, obs_dim, horizon

    def reset(self):
        self.t = 0
        self.obs = torch.randn(self.n_envs, self.obs_dim, generator=self.g)
        return self.obs

    def step(self, action):
        reward = (action == (self.obs[:, 0] > 0).long()).float()
        self.t += 1
        self.obs = torch.randn(self.n_envs, self.obs_dim, generator=self.g)
        done = torch.full((self.n_envs,), float(self.t >= self.horizon))
        return self.obs, reward, done
