import torch


class Corridor:
    """Batch of 1-D corridors; reward 1 when the agent reaches the right end."""

    def __init__(self, n_envs=16, length=8, max_steps=20):
        self.n, self.length, self.max_steps = n_envs, length, max_steps

    def reset(self):
        self.pos = torch.zeros(self.n, dtype=torch.long)
        self.t = 0
        return self.observe()

    def observe(self):
        return torch.nn.functional.one_hot(self.pos, self.length).float()

    def step(self, action):
        self.pos = (self.pos + (2 * action - 1)).clamp(0, self.length - 1)
        self.t += 1
        done = (self.pos == self.length - 1) | torch.tensor(self.t >= self.max_steps)
        reward = (self.pos == self.length - 1).float() - 0.01
        return self.observe(), reward, done
