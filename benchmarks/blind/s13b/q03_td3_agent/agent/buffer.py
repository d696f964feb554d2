import torch


class ReplayBuffer:
    def __init__(self, obs_dim, act_dim, capacity=10_000):
        self.obs = torch.zeros(capacity, obs_dim)
        self.act = torch.zeros(capacity, act_dim)
        self.rew = torch.zeros(capacity, 1)
        self.next_obs = torch.zeros(capacity, obs_dim)
        self.done = torch.zeros(capacity, 1)
        self.capacity, self.ptr, self.size = capacity, 0, 0

    def add(self, obs, act, rew, next_obs, done):
        i = self.ptr
        self.obs[i] = obs
        self.act[i] = act.detach()
        self.rew[i] = rew
        self.next_obs[i] = next_obs
        self.done[i] = float(done)
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, batch_size):
        idx = torch.randint(0, self.size, (batch_size,))
        return self.obs[idx], self.act[idx], self.rew[idx], self.next_obs[idx], self.done[idx]
