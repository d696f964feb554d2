"""TD3 on a 1-D docking task: push a cart (double integrator) to the dock at x=0 and stop there."""
import copy
from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class TD3Config:
    hidden: int = 64
    gamma: float = 0.97
    tau: float = 0.01
    actor_lr: float = 1e-3
    critic_lr: float = 2e-3
    policy_noise: float = 0.2
    noise_clip: float = 0.5
    policy_delay: int = 2
    batch: int = 64
    episodes: int = 60
    horizon: int = 40
    warmup: int = 400


class Docking:
    dt = 0.2

    def reset(self):
        self.state = torch.tensor([float(torch.empty(1).uniform_(-2, 2)), 0.0])
        return self.state.clone()

    def step(self, action):
        pos, vel = self.state
        force = float(action.clamp(-1, 1))
        vel = vel + self.dt * force
        pos = (pos + self.dt * vel).clamp(-3.0, 3.0)
        self.state = torch.tensor([pos, vel])
        reward = -(pos ** 2 + 0.1 * vel ** 2 + 0.01 * force ** 2)
        return self.state.clone(), float(reward)


class ReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.obs = torch.zeros(capacity, obs_dim)
        self.act = torch.zeros(capacity, 1)
        self.rew = torch.zeros(capacity, 1)
        self.nxt = torch.zeros(capacity, obs_dim)
        self.size, self.ptr, self.capacity = 0, 0, capacity

    def add(self, o, a, r, o2):
        i = self.ptr
        self.obs[i], self.act[i], self.rew[i], self.nxt[i] = o, a, r, o2
        self.ptr = (self.ptr + 1) % self.capacity
        self.size = min(self.size + 1, self.capacity)

    def sample(self, n):
        idx = torch.randint(0, self.size, (n,))
        return self.obs[idx], self.act[idx], self.rew[idx], self.nxt[idx]


def mlp(inp, out, hidden, squash=False):
    layers = [nn.Linear(inp, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, out)]
    if squash:
        layers.append(nn.Tanh())
    return nn.Sequential(*layers)


class QNet(nn.Module):
    def __init__(self, obs_dim, hidden):
        super().__init__()
        self.body = mlp(obs_dim + 1, 1, hidden)

    def forward(self, obs, act):
        return self.body(torch.cat([obs, act], dim=-1))


@torch.no_grad()
def soft_update(source, target, tau):
    for s, t in zip(source.parameters(), target.parameters()):
        t.lerp_(s, tau)


class TD3Agent:
    def __init__(self, obs_dim, cfg):
        self.cfg = cfg
        self.nets = {"actor": mlp(obs_dim, 1, cfg.hidden, squash=True),
                     "q1": QNet(obs_dim, cfg.hidden), "q2": QNet(obs_dim, cfg.hidden)}
        for name in ("actor", "q1", "q2"):
            self.nets[name + "_targ"] = copy.deepcopy(self.nets[name])
        critic_params = list(self.nets["q1"].parameters()) + list(self.nets["q2"].parameters())
        self.opts = {"actor": torch.optim.Adam(self.nets["actor"].parameters(), lr=cfg.actor_lr),
                     "critic": torch.optim.Adam(critic_params, lr=cfg.critic_lr)}
        self.updates = 0

    @torch.no_grad()
    def act(self, obs, noise=0.0):
        a = self.nets["actor"](obs.unsqueeze(0)).squeeze(0)
        return (a + noise * torch.randn_like(a)).clamp(-1, 1)

    @torch.no_grad()
    def td_target(self, rew, nxt):
        cfg = self.cfg
        a2 = self.nets["actor_targ"](nxt)
        smoothing = (cfg.policy_noise * torch.randn_like(a2)).clamp(-cfg.noise_clip, cfg.noise_clip)
        a2 = (a2 + smoothing).clamp(-1, 1)
        q_next = torch.min(self.nets["q1_targ"](nxt, a2), self.nets["q2_targ"](nxt, a2))
        return rew + self.cfg.gamma * q_next

    def update(self, batch):
        obs, act, rew, nxt = batch
        y = self.td_target(rew, nxt)
        critic_loss = F.mse_loss(self.nets["q1"](obs, act), y) + F.mse_loss(self.nets["q2"](obs, act), y)
        self.opts["critic"].zero_grad()
        critic_loss.backward()
        self.opts["critic"].step()
        self.updates += 1

        info = {"critic": critic_loss.item()}
        if self.updates % self.cfg.policy_delay == 0:
            pi_loss = -self.nets["q1"](obs, self.nets["actor"](obs)).mean()
            self.opts["actor"].zero_grad()
            pi_loss.backward()
            self.opts["actor"].step()
            for name in ("actor", "q1", "q2"):
                soft_update(self.nets[name], self.nets[name + "_targ"], self.cfg.tau)
            info["actor"] = pi_loss.item()
        return info


def evaluate(agent, env, horizon, episodes=5):
    total = 0.0
    for _ in range(episodes):
        obs = env.reset()
        for _ in range(horizon):
            obs, r = env.step(agent.act(obs))
            total += r
    return total / episodes


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    cfg = TD3Config()
    env, agent = Docking(), TD3Agent(2, cfg)
    buffer = ReplayBuffer(20_000, 2)
    steps = 0
    print(f"eval return before: {evaluate(agent, env, cfg.horizon):.2f}")
    for ep in range(cfg.episodes):
        obs = env.reset()
        log = {}
        for _ in range(cfg.horizon):
            a = torch.empty(1).uniform_(-1, 1) if steps < cfg.warmup else agent.act(obs, noise=0.3)
            nxt, r = env.step(a)
            buffer.add(obs, a, r, nxt)
            obs, steps = nxt, steps + 1
            if steps >= cfg.warmup:
                log = agent.update(buffer.sample(cfg.batch))
        if (ep + 1) % 10 == 0:
            print(f"episode {ep + 1}: critic {log.get('critic', float('nan')):.4f} "
                  f"eval return {evaluate(agent, env, cfg.horizon):.2f}")


if __name__ == "__main__":
    main()
