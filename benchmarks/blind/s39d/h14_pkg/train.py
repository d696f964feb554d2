import random

import torch

from .agent import SignalAgent
from .intersection import Intersection
from .resets import reset_head

CONFIG = {"lr": 5e-4, "gamma": 0.95, "batch": 32, "memory": 5000, "sync_every": 100,
          "episodes": 8, "eps_start": 1.0, "eps_end": 0.05, "reset_every": 500}


def mean_queue(env, agent):
    obs, done, total = env.reset(), False, 0.0
    while not done:
        obs, _, done = env.step(agent.choose(obs, eps=0.0))
        total += sum(env.queues)
    return total / env.t


def main():
    random.seed(0)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    env = Intersection()
    agent = SignalAgent(env.obs_dim, env.n_actions, CONFIG)
    print(f"mean queue before: {mean_queue(env, agent):.2f}")
    for ep in range(CONFIG["episodes"]):
        eps = max(CONFIG["eps_end"], CONFIG["eps_start"] * (1 - ep / (0.6 * CONFIG["episodes"])))
        obs, done, td = env.reset(), False, float("nan")
        while not done:
            action = agent.choose(obs, eps)
            nxt, reward, done = env.step(action)
            agent.remember(obs, action, reward, nxt, done)
            obs = nxt
            if len(agent.memory) >= CONFIG["batch"]:
                td = agent.replay()
                if agent.updates % CONFIG["reset_every"] == 0:
                    reset_head(agent.online)
                    agent.sync()
        print(f"episode {ep}: eps {eps:.2f} td {td:.4f} greedy mean queue {mean_queue(env, agent):.2f}")


if __name__ == "__main__":
    main()
