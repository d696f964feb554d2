import torch


class PointMass:
    def __init__(self, n_envs=16, horizon=20, speed=0.2):
        self.n, self.horizon, self.speed = n_envs, horizon, speed
        self.reset()

    def reset(self):
        self.pos = torch.empty(self.n, 2).uniform_(-2, 2)
        self.t = 0
        return self.pos.clone()

    def step(self, action):
        self.pos = (self.pos + self.speed * action.clamp(-1, 1)).clamp(-3, 3)
        reward = -self.pos.norm(dim=1)
        self.t += 1
        done = torch.full((self.n,), float(self.t >= self.horizon))
        obs = self.pos.clone()
        if self.t >= self.horizon:
            self.reset()
        return obs, reward, done
