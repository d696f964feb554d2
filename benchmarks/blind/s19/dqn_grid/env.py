import random


class ChainWalk:
    """Corridor of n cells; reward 1 at the right end, small penalty per move."""

    def __init__(self, n=8, max_steps=30, seed=0):
        self.n = n
        self.max_steps = max_steps
        self.rng = random.Random(seed)

    def reset(self):
        self.pos = self.rng.randrange(0, self.n // 2)
        self.t = 0
        return self.observe()

    def observe(self):
        obs = [0.0] * self.n
        obs[self.pos] = 1.0
        return obs

    def step(self, action):
        self.t += 1
        self.pos = max(0, min(self.n - 1, self.pos + (1 if action == 1 else -1)))
        done = self.pos == self.n - 1 or self.t >= self.max_steps
        reward = 1.0 if self.pos == self.n - 1 else -0.01
        return self.observe(), reward, done
