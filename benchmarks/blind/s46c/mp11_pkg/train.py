import numpy as np
import torch

from .agent import REDQAgent
from .replay import Replay
from .sheet import CurlingSheet


class Runner:
    def __init__(self, env, agent, replay, batch=64, warmup=100):
        self.env, self.agent, self.replay, self.batch, self.warmup = env, agent, replay, batch, warmup

    def throw(self):
        obs, done, ret, losses = self.env.reset(), False, 0.0, []
        while not done:
            act = self.agent.select_action(obs)
            nxt, rew, done = self.env.step(act)
            self.replay.add(obs, act, rew, nxt, float(done))
            obs, ret = nxt, ret + rew
            if self.replay.count >= self.warmup:
                losses.append(self.agent.update(self.replay.batch(self.batch)))
        return ret, (np.mean(losses) if losses else float("nan")), self.env.x


def sanity_check(agent, env):
    obs = env.reset()
    with torch.no_grad():
        q = agent.critic(obs.unsqueeze(0), agent.select_action(obs, explore=False).unsqueeze(0))
    assert q.shape == (1, agent.critic.n_heads)
    print(f"sanity: critic tensors {len(list(agent.critic.parameters()))}, ensemble spread {q.std().item():.4f}")


def main():
    torch.manual_seed(31)
    np.random.seed(31)
    torch.set_num_threads(1)
    env = CurlingSheet(seed=31)
    agent = REDQAgent(env.obs_dim, env.act_dim)
    sanity_check(agent, env)
    runner = Runner(env, agent, Replay(6000, env.obs_dim, env.act_dim))
    history = []
    for throw in range(30):
        ret, loss, stop_x = runner.throw()
        history.append(ret)
        if (throw + 1) % 10 == 0:
            print(f"throw {throw + 1:2d}  mean return {np.mean(history[-10:]):6.2f}  last stop {stop_x:5.2f} m  critic loss {loss:.4f}")


if __name__ == "__main__":
    main()
