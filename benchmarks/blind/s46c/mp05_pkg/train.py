import numpy as np
import torch

from .agent import OnlineActorCritic
from .bird import DrinkingBird
from .worker import BirdWorker


def sanity_check(agent, env):
    with torch.no_grad():
        dist, value, h = agent.net(env.reset(), agent.net.initial_state())
    assert dist.probs.shape == (1, env.n_actions) and value.dim() == 0 and h.shape == (1, agent.net.hidden)


def main():
    torch.manual_seed(21)
    np.random.seed(21)
    torch.set_num_threads(1)
    env = DrinkingBird(seed=21)
    agent = OnlineActorCritic(env.obs_dim, env.n_actions)
    sanity_check(agent, env)
    worker = BirdWorker(env, agent)
    returns = []
    for ep in range(30):
        ret, msq_td = worker.run_episode()
        returns.append(ret)
        if (ep + 1) % 10 == 0:
            print(f"episode {ep + 1:3d}  return {np.mean(returns[-10:]):6.3f}  td^2 {msq_td:.4f}")


if __name__ == "__main__":
    main()
