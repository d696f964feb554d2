import numpy as np
import torch

from .agent import DDPGAgent
from .buffer import ReplayBuffer
from .evaluation import evaluate_policy
from .tank import PlantedTank


class Runner:
    def __init__(self, env, agent, buffer, batch_size=64, warmup=100):
        self.env, self.agent, self.buffer = env, agent, buffer
        self.batch_size, self.warmup = batch_size, warmup

    def train_episode(self):
        obs, done, ret = self.env.reset(), False, 0.0
        while not done:
            with torch.no_grad():
                action = self.agent.act(obs, explore=True)
            next_obs, reward, done = self.env.step(action)
            self.buffer.push(obs, action, reward, next_obs, done)
            obs, ret = next_obs, ret + reward
            if len(self.buffer) >= self.warmup:
                self.agent.update(self.buffer.sample(self.batch_size))
        return ret


def sanity_check(agent, env):
    with torch.no_grad():
        a = agent.act(env.reset())
    assert a.shape == (env.act_dim,) and -1.0 <= a.item() <= 1.0


def main():
    torch.manual_seed(17)
    np.random.seed(17)
    torch.set_num_threads(1)
    env, eval_env = PlantedTank(seed=17), PlantedTank(seed=1017)
    agent = DDPGAgent(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    runner = Runner(env, agent, ReplayBuffer(5000, env.obs_dim, env.act_dim))
    for ep in range(12):
        train_ret = runner.train_episode()
        if (ep + 1) % 4 == 0:
            eval_ret, peak = evaluate_policy(agent, eval_env)
            print(f"episode {ep + 1:2d}  train return {train_ret:8.2f}  eval return {eval_ret:8.2f}  peak CO2 {peak:5.1f} ppm")


if __name__ == "__main__":
    main()
