import numpy as np
import torch

from .agent import A2CAgent
from .espresso import EspressoBank
from .rollout import RolloutStorage


class Worker:
    def __init__(self, env, agent, n_steps=10):
        self.env, self.agent = env, agent
        self.storage = RolloutStorage(n_steps, env.n, env.obs_dim)
        self.n_steps = n_steps
        self.obs = env.reset()
        self.reward_log = []

    def collect(self):
        for _ in range(self.n_steps):
            action = self.agent.act(self.obs)
            next_obs, reward, done = self.env.step(action)
            self.storage.insert(self.obs, action, reward, done)
            self.reward_log.append(reward.mean().item())
            self.obs = next_obs

    def train(self, iterations):
        for it in range(iterations):
            self.collect()
            v_loss, p_loss, ent = self.agent.update(self.storage, self.obs)
            if (it + 1) % 50 == 0:
                print(f"iter {it + 1:4d}  mean reward {np.mean(self.reward_log[-300:]):7.3f}  "
                      f"value {v_loss:.4f}  policy {p_loss:+.4f}  entropy {ent:.3f}")


def sanity_check(agent, env):
    obs = env.reset()
    a = agent.act(obs)
    assert a.shape == (env.n,) and a.dtype == torch.long
    with torch.no_grad():
        logp, ent = agent.actor.evaluate(obs, a)
    assert torch.all(logp <= 0) and torch.all(ent >= 0)


def main():
    torch.manual_seed(5)
    np.random.seed(5)
    torch.set_num_threads(1)
    env = EspressoBank(seed=5)
    agent = A2CAgent(env.obs_dim, env.n_actions)
    sanity_check(agent, env)
    Worker(env, agent).train(300)


if __name__ == "__main__":
    main()
