import numpy as np
import torch

from .agent import TrimAgent
from .glider import PaperGlider
from .replay import ReplayMemory


class FlightRunner:
    def __init__(self, env, agent, memory, batch_size=64, learning_starts=150):
        self.env, self.agent, self.memory = env, agent, memory
        self.batch_size, self.learning_starts = batch_size, learning_starts

    def fly(self):
        obs, done, distance = self.env.reset(), False, 0.0
        while not done:
            action = self.agent.select_action(obs)
            nxt, reward, done = self.env.step(action)
            self.memory.push(obs, action, reward, nxt, float(done))
            obs, distance = nxt, distance + reward
            if len(self.memory) >= self.learning_starts:
                self.agent.update(self.memory.sample(self.batch_size))
        return distance


def sanity_check(agent, env):
    a = agent.select_action(env.reset(), explore=False)
    assert a.shape == (env.act_dim,) and not a.requires_grad


def main():
    torch.manual_seed(43)
    np.random.seed(43)
    torch.set_num_threads(1)
    env = PaperGlider(seed=43)
    agent = TrimAgent(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    runner = FlightRunner(env, agent, ReplayMemory())
    flights = []
    for i in range(20):
        flights.append(runner.fly())
        if (i + 1) % 5 == 0:
            print(f"flight {i + 1:2d}  mean glide {np.mean(flights[-5:]):5.2f} m")


if __name__ == "__main__":
    main()
