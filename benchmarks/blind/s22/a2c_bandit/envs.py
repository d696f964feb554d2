import torch


class ContextualBandit:
    """The best arm is a fixed linear function of the context."""

    def __init__(self, n_envs, obs_dim, n_actions):
        self.n_envs = n_envs
        self.obs_dim = obs_dim
        self.arm_weights = torch.randn(obs_dim, n_actions)
        self.obs = None

    def reset(self):
        self.obs = torch.randn(self.n_envs, self.obs_dim)
        return self.obs

    def step(self, actions):
        scores = self.obs @ self.arm_weights
        reward = (actions == scores.argmax(dim=1)).float() + 0.1 * torch.randn(self.n_envs)
        return self.reset(), reward
