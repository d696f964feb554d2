import torch

from .agent import DreamerLite
from .env import Reservoir

CFG = {"lr": {"world": 1e-3, "actor": 1e-3, "critic": 1e-3}, "horizon": 10, "gamma": 0.95, "lam": 0.9,
       "batch": 64, "episodes": 16, "steps": 40, "seed_episodes": 4, "updates_per_step": 1}


class Replay:
    def __init__(self, capacity=10000):
        self.items = {"obs": [], "act": [], "rew": [], "next": []}
        self.capacity = capacity

    def add(self, obs, act, rew, nxt):
        for key, val in zip(self.items, (obs, act, torch.tensor([rew]), nxt)):
            self.items[key].append(val)
            del self.items[key][:-self.capacity]

    def sample(self, n):
        idx = torch.randint(0, len(self.items["obs"]), (n,)).tolist()
        return {k: torch.stack([v[i] for i in idx]) for k, v in self.items.items()}


def episode(env, agent, replay, steps, noise, learn):
    obs, total, log = env.reset(), 0.0, {}
    for _ in range(steps):
        a = agent.act(obs, noise) if noise is not None else torch.empty(1).uniform_(-1, 1)
        nxt, r = env.step(a)
        total += r
        if replay is not None:
            replay.add(obs, a, r, nxt)
        if learn:
            log = agent.train_step(replay)
        obs = nxt
    return total, log


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env, replay = Reservoir(), Replay()
    agent = DreamerLite(env.obs_dim, env.act_dim, CFG)
    for _ in range(CFG["seed_episodes"]):
        episode(env, agent, replay, CFG["steps"], None, learn=False)
    print(f"eval return before: {sum(episode(env, agent, None, CFG['steps'], 0.0, False)[0] for _ in range(3)) / 3:.2f}")
    for ep in range(1, CFG["episodes"] + 1):
        _, log = episode(env, agent, replay, CFG["steps"], 0.2, learn=True)
        if ep % 4 == 0:
            ret = sum(episode(env, agent, None, CFG["steps"], 0.0, False)[0] for _ in range(3)) / 3
            print(f"episode {ep}: world {log['world']:.5f} actor {log['actor']:.3f} value {log['value']:.4f} eval return {ret:.2f}")


if __name__ == "__main__":
    main()
