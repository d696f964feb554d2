import torch


class RolloutStorage:
    def __init__(self, n_steps, n_envs, obs_dim):
        self.obs = torch.zeros(n_steps, n_envs, obs_dim)
        self.actions = torch.zeros(n_steps, n_envs, dtype=torch.long)
        self.rewards = torch.zeros(n_steps, n_envs)
        self.dones = torch.zeros(n_steps, n_envs)
        self.step = 0

    def insert(self, obs, action, reward, done):
        self.obs[self.step], self.actions[self.step] = obs, action
        self.rewards[self.step], self.dones[self.step] = reward, done
        self.step = (self.step + 1) % self.obs.shape[0]

    def discounted_returns(self, bootstrap, gamma):
        ret = bootstrap
        out = torch.zeros_like(self.rewards)
        for t in reversed(range(self.rewards.shape[0])):
            ret = self.rewards[t] + gamma * ret * (1.0 - self.dones[t])
            out[t] = ret
        return out

    def flat(self):
        return self.obs.flatten(0, 1), self.actions.flatten()
