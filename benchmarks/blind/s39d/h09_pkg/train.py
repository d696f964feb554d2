from types import SimpleNamespace

import torch

from .building import ThermalZone
from .learner import BoundedDDPG


def make_config():
    return SimpleNamespace(lr_actor=5e-4, lr_critic=1e-3, gamma=0.95, tau=0.01, batch=64,
                           episodes=12, horizon=96, warmup=400, sigma=0.15)


class Memory:
    def __init__(self, n, obs_dim):
        self.buf = torch.zeros(n, 2 * obs_dim + 2)
        self.obs_dim, self.k, self.full = obs_dim, 0, False

    def push(self, obs, act, rew, nxt):
        self.buf[self.k] = torch.cat([obs, act, torch.tensor([rew]), nxt])
        self.k = (self.k + 1) % self.buf.size(0)
        self.full = self.full or self.k == 0

    def sample(self, n):
        rows = self.buf[torch.randint(0, self.buf.size(0) if self.full else self.k, (n,))]
        d = self.obs_dim
        return rows[:, :d], rows[:, d:d + 1], rows[:, d + 1:d + 2], rows[:, d + 2:]


def mean_comfort(agent, env, horizon):
    obs, err = env.reset(), 0.0
    for _ in range(horizon):
        obs, _ = env.step(agent.act(obs))
        err += abs(env.temp - 21.0)
    return err / horizon


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = make_config()
    env = ThermalZone()
    agent = BoundedDDPG(env.obs_dim, env.act_dim, cfg)
    memory, t = Memory(20000, env.obs_dim), 0
    print(f"mean |T - 21| before: {mean_comfort(agent, env, cfg.horizon):.2f} C")
    for ep in range(1, cfg.episodes + 1):
        obs = env.reset()
        for _ in range(cfg.horizon):
            a = torch.rand(1) if t < cfg.warmup else agent.act(obs, cfg.sigma)
            nxt, r = env.step(a)
            memory.push(obs, a, r, nxt)
            obs, t = nxt, t + 1
            if t >= cfg.warmup:
                obs_b, act_b, rew_b, nxt_b = memory.sample(cfg.batch)
                td = agent.update_critic(obs_b, act_b, rew_b, nxt_b)
                q = agent.update_actor(obs_b)
        if ep % 4 == 0 and t >= cfg.warmup:
            print(f"episode {ep}: td {td:.4f} q {q:.3f} mean |T - 21| {mean_comfort(agent, env, cfg.horizon):.2f} C")


if __name__ == "__main__":
    main()
