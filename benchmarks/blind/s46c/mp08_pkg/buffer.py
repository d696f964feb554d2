import torch


class ReplayBuffer:
    def __init__(self, capacity, obs_dim, act_dim):
        self.storage = torch.zeros(capacity, 2 * obs_dim + act_dim + 2)
        self.obs_dim, self.act_dim = obs_dim, act_dim
        self.capacity, self.idx, self.full = capacity, 0, False

    def push(self, obs, act, rew, next_obs, done):
        self.storage[self.idx] = torch.cat([obs, act, torch.tensor([rew, float(done)]), next_obs])
        self.idx = (self.idx + 1) % self.capacity
        self.full = self.full or self.idx == 0

    def sample(self, n):
        high = self.capacity if self.full else self.idx
        rows = self.storage[torch.randint(0, high, (n,))]
        o, a = self.obs_dim, self.act_dim
        return rows[:, :o], rows[:, o:o + a], rows[:, o + a], rows[:, o + a + 1], rows[:, o + a + 2:]

    def __len__(self):
        return self.capacity if self.full else self.idx
