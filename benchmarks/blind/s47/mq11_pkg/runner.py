import numpy as np

from .agent import REDQAgent
from .hourglass import Replay, TiltedHourglassEnv


class Trainer:
    def __init__(self, env, agent, replay, cfg):
        self.env, self.agent, self.replay, self.cfg = env, agent, replay, cfg
        self.it = 0

    def fit(self):
        for epoch in range(self.cfg["epochs"]):
            ret, info = self._run_epoch()
            print(f"epoch {epoch} mean episode return {ret:.3f} " + " ".join(f"{k}={v:.4f}" for k, v in info.items()))

    def _run_epoch(self):
        rets, info = [], {}
        for _ in range(self.cfg["episodes_per_epoch"]):
            obs, done, total = self.env.reset(), False, 0.0
            while not done:
                act = self.agent.act(obs, self.cfg["noise"])
                obs2, r, done = self.env.step(act)
                self.replay.push(obs, act, r, obs2, done)
                obs, total = obs2, total + r
                if self.replay.n >= self.cfg["batch"]:
                    info = self._train_step()
            rets.append(total)
        return float(np.mean(rets)), info

    def _train_step(self):
        self.it += 1
        return self.agent.update(self.replay.sample(self.cfg["batch"]), self.it)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        env = TiltedHourglassEnv(seed=self.cfg["seed"])
        agent = REDQAgent(self.cfg, env.obs_dim, env.act_dim)
        Trainer(env, agent, Replay(10000, env.obs_dim, env.act_dim), self.cfg).fit()
        return agent
