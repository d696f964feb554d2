import torch


class Chain:
    """n states in a row; action 1 moves right (reward 1 at the end), action 0 resets with reward 0.05."""

    def __init__(self, n=8):
        self.n = n
        self.state = 0

    def encode(self, s):
        v = torch.zeros(self.n)
        v[s] = 1.0
        return v

    def reset(self):
        self.state = 0
        return self.encode(self.state)

    def step(self, action):
        if action == 1:
            self.state += 1
            if self.state == self.n - 1:
                self.state = 0
                return self.encode(self.state), 1.0, True
            return self.encode(self.state), 0.0, False
        self.state = 0
        return self.encode(self.state), 0.05, False
