import torch


class ReplayMemory:
    def __init__(self, capacity=5000):
        self.capacity, self.items, self.pos = capacity, [], 0

    def push(self, *transition):
        if len(self.items) < self.capacity:
            self.items.append(transition)
        else:
            self.items[self.pos] = transition
        self.pos = (self.pos + 1) % self.capacity

    def sample(self, n):
        idx = torch.randint(0, len(self.items), (n,)).tolist()
        s, a, r, s2, d = zip(*(self.items[i] for i in idx))
        return torch.stack(s), torch.stack(a), torch.tensor(r), torch.stack(s2), torch.tensor(d, dtype=torch.float32)

    def __len__(self):
        return len(self.items)
