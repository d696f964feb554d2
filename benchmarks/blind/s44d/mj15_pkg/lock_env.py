import torch


class PinTumblerBench:
    """Batch of one-shot picking attempts.

    The state describes the pin stack (spring stiffness, manufacturing tolerance, how far each pin
    is from the shear line) and the action is (tension, rake speed) in [-1, 1]^2. A pin sets when
    the tension is close to the lock-specific sweet spot; too much tension binds every pin.
    """

    def __init__(self, n_locks, n_pins, generator):
        self.n, self.k, self.g = n_locks, n_pins, generator
        self.state_dim, self.action_dim = 2 * n_pins + 2, 2

    def reset(self):
        g = self.g
        self.spring = torch.rand(self.n, self.k, generator=g)
        self.height = torch.rand(self.n, self.k, generator=g)
        self.tolerance = torch.rand(self.n, 1, generator=g)
        self.security = (torch.rand(self.n, 1, generator=g) < 0.3).float()   # spool pins
        return torch.cat([self.spring, self.height, self.tolerance, self.security], 1)

    def sweet_spot(self):
        return (0.8 * self.spring.mean(1, keepdim=True) - 0.5 * self.tolerance - 0.3 * self.security).tanh()

    def step(self, action):
        tension, rake = action[:, :1], action[:, 1:]
        miss = (tension - self.sweet_spot()) ** 2
        set_prob = torch.exp(-miss / 0.05) * torch.sigmoid(4 * (rake - self.height.mean(1, keepdim=True) + 0.5))
        reward = (set_prob * self.k).squeeze(1) - 0.5 * (tension.squeeze(1) > 0.9).float()
        return reward


class Replay:
    def __init__(self, capacity, state_dim, action_dim):
        self.s = torch.zeros(capacity, state_dim)
        self.a = torch.zeros(capacity, action_dim)
        self.r = torch.zeros(capacity)
        self.capacity, self.ptr, self.size = capacity, 0, 0

    def add(self, s, a, r):
        idx = (torch.arange(len(s)) + self.ptr) % self.capacity
        self.s[idx], self.a[idx], self.r[idx] = s, a, r
        self.ptr = (self.ptr + len(s)) % self.capacity
        self.size = min(self.size + len(s), self.capacity)

    def sample(self, n, generator):
        idx = torch.randint(0, self.size, (n,), generator=generator)
        return self.s[idx], self.a[idx], self.r[idx]
