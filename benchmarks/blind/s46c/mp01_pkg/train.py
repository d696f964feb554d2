import numpy as np
import torch

from .agent import SACAgent
from .kite_env import KiteLineEnv
from .replay import TensorReplay


class Runner:
    def __init__(self, env, agent, buffer, batch_size=64, warmup=150):
        self.env, self.agent, self.buffer = env, agent, buffer
        self.batch_size, self.warmup = batch_size, warmup
        self.obs, self.ep_return, self.returns = env.reset(), 0.0, []

    def step(self, t):
        if t < self.warmup:
            action = torch.empty(self.env.act_dim).uniform_(-1.0, 1.0)
        else:
            action = self.agent.select_action(self.obs)
        next_obs, reward, done = self.env.step(action)
        self.buffer.add(self.obs, action, reward, next_obs, done)
        self.ep_return += reward
        self.obs = next_obs
        if done:
            self.returns.append(self.ep_return)
            self.obs, self.ep_return = self.env.reset(), 0.0
        if len(self.buffer) >= self.batch_size and t >= self.warmup:
            return self.agent.update(self.buffer.sample(self.batch_size))
        return None

    def run(self, total_steps):
        info = None
        for t in range(total_steps):
            info = self.step(t) or info
            if (t + 1) % 175 == 0 and info is not None:
                print(f"step {t + 1:4d}  return {np.mean(self.returns[-5:]):7.3f}  q {info['q']:.4f}  "
                      f"pi {info['pi']:.4f}  alpha {info['alpha']:.3f}")
        return self.returns


def sanity_check(agent, env):
    a = agent.select_action(env.reset(), deterministic=True)
    assert a.shape == (env.act_dim,) and a.abs().max() <= 1.0
    assert not a.requires_grad


def main():
    torch.manual_seed(7)
    np.random.seed(7)
    torch.set_num_threads(1)
    env = KiteLineEnv(seed=7)
    agent = SACAgent(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    runner = Runner(env, agent, TensorReplay(5000, env.obs_dim, env.act_dim))
    returns = runner.run(700)
    print(f"episodes {len(returns)}  last return {returns[-1]:.3f}")


if __name__ == "__main__":
    main()
