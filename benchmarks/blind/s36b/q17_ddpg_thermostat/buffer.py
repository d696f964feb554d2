import torch


class ReplayBuffer:
    def __init__(self, capacity, obs_dim, act_dim):
        self.obs = torch.zeros(capacity, obs_dim)
        self.act = torch.zeros(capacity, act_dim)
        self.rew = torch.zeros(capacity, 1)
        self.next_obs = torch.zeros(capacity, obs_dim)
        self.done = torch.zeros(capacity, 1)
        self.capacity, self.ptr, self.size = capacity, 0, 0

    def add_batch(self, obs, act, rew, next_obs, done):
        for i in range(obs.size(0)):
            k = self.ptr
            self.obs[k], self.act[k], self.rew[k] = obs[i], act[i], rew[i]
            self.next_obs[k], self.done[k] = next_obs[i], done[i]
            self.ptr = (self.ptr + 1) % self.capacity
            self.size = min(self.size + 1, self.capacity)

    def sample(self, batch_size):
        idx = torch.randint(0, self.size, (batch_size,))
        return (self.obs[idx], self.act[idx], self.rew[idx], self.next_obs[idx],
                self.done[idx])
