import torch


class Ring:
    """Fixed-size FIFO of transitions stored column-wise."""

    def __init__(self, capacity, obs_dim):
        self.obs = torch.zeros(capacity, obs_dim)
        self.choice = torch.zeros(capacity, dtype=torch.long)
        self.reward = torch.zeros(capacity)
        self.next_obs = torch.zeros(capacity, obs_dim)
        self.capacity = capacity
        self.cursor = 0
        self.filled = 0

    def extend(self, obs, choice, reward, next_obs):
        n = obs.size(0)
        slots = (torch.arange(n) + self.cursor) % self.capacity
        self.obs[slots] = obs
        self.choice[slots] = choice
        self.reward[slots] = reward
        self.next_obs[slots] = next_obs
        self.cursor = (self.cursor + n) % self.capacity
        self.filled = min(self.filled + n, self.capacity)

    def draw(self, size, generator):
        rows = torch.randint(self.filled, (size,), generator=generator)
        return self.obs[rows], self.choice[rows], self.reward[rows], self.next_obs[rows]
