"""Two-phase signalised intersection: choose which approach (N-S or E-W) gets the green light."""
import torch


class Intersection:
    obs_dim, n_actions = 6, 2
    arrival = (0.35, 0.2, 0.3, 0.25)   # N, S, E, W arrival probabilities per step
    discharge = 1                      # cars leaving per green lane per step
    switch_penalty = 0.5

    def reset(self):
        self.queues = [0, 0, 0, 0]
        self.phase, self.elapsed, self.t = 0, 0, 0
        return self.observe()

    def observe(self):
        q = torch.tensor(self.queues, dtype=torch.float32) / 10.0
        return torch.cat([q, torch.tensor([float(self.phase), min(self.elapsed, 10) / 10.0])])

    def step(self, action):
        reward = 0.0
        if action != self.phase:
            self.phase, self.elapsed = action, 0
            reward -= self.switch_penalty
        green = (0, 1) if self.phase == 0 else (2, 3)
        for lane in range(4):
            if torch.rand(()) < self.arrival[lane]:
                self.queues[lane] = min(self.queues[lane] + 1, 30)
            if lane in green and self.elapsed > 0:
                self.queues[lane] = max(self.queues[lane] - self.discharge, 0)
        self.elapsed += 1
        self.t += 1
        reward -= 0.1 * sum(self.queues)
        return self.observe(), reward, self.t >= 200
