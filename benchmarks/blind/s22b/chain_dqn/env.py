import torch


class Chain:
    """Walk on a line of cells; reward at the right end."""

    def __init__(self, length=8):
        self.length = length
        self.pos = 0

    def observe(self):
        obs = torch.zeros(self.length)
        obs[self.pos] = 1.0
        return obs

    def reset(self):
        self.pos = 0
        return self.observe()

    def step(self, action):
        self.pos = max(0, min(self.length - 1, self.pos + (1 if action == 1 else -1)))
        done = self.pos == self.length - 1
        return self.observe(), (1.0 if done else -0.01), done
