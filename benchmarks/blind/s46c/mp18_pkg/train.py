import numpy as np
import torch

from .compost import CompostHeap
from .sac_agent import HeapSAC
from .storage import TensorBuffer


class Runner:
    def __init__(self, env, agent, buffer, batch=64, warmup=90):
        self.env, self.agent, self.buffer, self.batch, self.warmup = env, agent, buffer, batch, warmup
        self.q_trace = []

    def season(self):
        obs, done, hot_days = self.env.reset(), False, 0.0
        while not done:
            act = self.agent.select_action(obs)
            nxt, rew, done = self.env.step(act)
            self.buffer.append(obs, act, rew, nxt, float(done))
            obs, hot_days = nxt, hot_days + rew
            if self.buffer.size >= self.warmup:
                _, q_mean = self.agent.update(*self.buffer.sample(self.batch))
                self.q_trace.append(q_mean)
        return hot_days


def sanity_check(agent, env):
    obs = torch.stack([env.reset() for _ in range(3)]).requires_grad_()
    act = torch.zeros(3, env.act_dim)
    q1, _ = agent.critic(obs, act)
    q1.backward(torch.ones_like(q1))
    assert obs.grad is not None and obs.grad.shape == obs.shape
    agent.critic.zero_grad(set_to_none=True)
    print(f"sanity: dQ/dobs = {obs.grad[0].numpy().round(3)}  q = {q1.detach().numpy().round(3)}")


def main():
    torch.manual_seed(61)
    np.random.seed(61)
    torch.set_num_threads(1)
    env = CompostHeap(seed=61)
    agent = HeapSAC(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    runner, scores = Runner(env, agent, TensorBuffer(3000, env.obs_dim, env.act_dim)), []
    for s in range(18):
        scores.append(runner.season())
        if (s + 1) % 6 == 0:
            print(f"season {s + 1:2d}  score {np.mean(scores[-6:]):6.2f}  alpha {agent.temperature.alpha.item():.3f}  "
                  f"mean Q {np.mean(runner.q_trace[-100:]):.3f}")


if __name__ == "__main__":
    main()
