import random

import torch

from .agent import DQNAgent
from .config import AgentConfig, RunConfig
from .replay import ReplayBuffer


class ChainEnv:
    """Random linear dynamics; reward for pushing the first coordinate up."""

    def __init__(self, obs_dim, n_actions, seed=0):
        g = torch.Generator().manual_seed(seed)
        self.effects = torch.randn(n_actions, obs_dim, generator=g) * 0.3
        self.obs_dim = obs_dim
        self.state = torch.zeros(obs_dim)

    def reset(self):
        self.state = torch.randn(self.obs_dim) * 0.1
        return self.state.clone()

    def step(self, action):
        self.state = 0.9 * self.state + self.effects[action] + 0.05 * torch.randn(self.obs_dim)
        reward = float(self.state[0])
        done = bool(abs(self.state[0]) > 3.0)
        return self.state.clone(), reward, done


def run(agent_cfg, run_cfg):
    torch.manual_seed(run_cfg.seed)
    random.seed(run_cfg.seed)
    env = ChainEnv(agent_cfg.obs_dim, agent_cfg.n_actions, seed=run_cfg.seed)
    agent = DQNAgent(agent_cfg)
    buffer = ReplayBuffer(agent_cfg.buffer_size)
    total_steps = run_cfg.episodes * run_cfg.steps_per_episode
    step = 0
    for episode in range(run_cfg.episodes):
        obs = env.reset()
        ep_return, losses = 0.0, []
        for _ in range(run_cfg.steps_per_episode):
            frac = min(1.0, step / (0.6 * total_steps))
            eps = run_cfg.eps_start + frac * (run_cfg.eps_end - run_cfg.eps_start)
            action = agent.act(obs, eps)
            next_obs, reward, done = env.step(action)
            buffer.push(obs, action, reward, next_obs, done)
            ep_return += reward
            obs = env.reset() if done else next_obs
            step += 1
            if len(buffer) >= agent_cfg.warmup:
                losses.append(agent.learn(buffer.sample(agent_cfg.batch_size)))
        mean_loss = sum(losses) / max(len(losses), 1)
        print(f"episode {episode}: return={ep_return:.2f} loss={mean_loss:.4f}")
    return agent


if __name__ == "__main__":
    torch.set_num_threads(1)
    run(AgentConfig(), RunConfig())
