"""Entry point: python -m mq18_pkg.train"""
import copy

import numpy as np
import torch
import torch.nn.functional as F

from .launcher import RubberBandLauncher
from .qnets import DuelingQ
from .replay import PrioritizedReplay
from .updates import apply_gradients, make_optimizer, soft_sync

CFG = {"seed": 0, "lr": 1e-3, "gamma": 0.9, "tau": 0.02, "batch": 64, "episodes": 160, "eps_decay": 100,
       "beta0": 0.4, "clip": 10.0}


class DQNLearner:
    def __init__(self, cfg, obs_dim, n_actions):
        self.cfg, self.n_actions = cfg, n_actions
        self.q = DuelingQ(obs_dim, n_actions)
        self.q_targ = copy.deepcopy(self.q)
        self.opt = make_optimizer(self.q, cfg["lr"])
        self.loss_sum, self.n_updates = torch.zeros(()), 0

    def act(self, obs, eps, rng):
        if rng.random() < eps:
            return int(rng.integers(self.n_actions))
        with torch.no_grad():
            return int(self.q(torch.as_tensor(obs)[None]).argmax())

    def learn(self, replay, beta):
        idx, b = replay.sample(self.cfg["batch"], beta)
        td = self._td_errors(b)
        per_sample = F.smooth_l1_loss(td, torch.zeros_like(td), reduction="none")
        apply_gradients(self.opt, per_sample, sample_weights=b["is_w"] / len(td), clip=self.cfg["clip"])
        replay.update_priorities(idx, td.detach().abs())
        soft_sync(self.q_targ, self.q, self.cfg["tau"])
        self.loss_sum += (b["is_w"] * per_sample).mean().detach()
        self.n_updates += 1

    def _td_errors(self, b):
        with torch.no_grad():
            a2 = self.q(b["obs2"]).argmax(-1, keepdim=True)
            y = b["rew"] + self.cfg["gamma"] * (1 - b["done"]) * self.q_targ(b["obs2"]).gather(1, a2).squeeze(1)
        q = self.q(b["obs"]).gather(1, b["act"][:, None]).squeeze(1)
        return q - y


class Trainer:
    def __init__(self, env, learner, replay, cfg):
        self.env, self.learner, self.replay, self.cfg = env, learner, replay, cfg
        self.rng = np.random.default_rng(cfg["seed"])

    def fit(self):
        for ep in range(self.cfg["episodes"]):
            self._run_episode(ep)
            if (ep + 1) % 40 == 0:
                mean_loss = float(self.learner.loss_sum) / max(self.learner.n_updates, 1)
                self.learner.loss_sum.zero_()
                self.learner.n_updates = 0
                print(f"episode {ep + 1} loss {mean_loss:.4f} greedy return {self.evaluate():.2f}")

    def _run_episode(self, ep):
        eps = max(0.05, 1.0 - ep / self.cfg["eps_decay"])
        beta = min(1.0, self.cfg["beta0"] + ep / self.cfg["episodes"])
        obs, done = self.env.reset(), False
        while not done:
            a = self.learner.act(obs, eps, self.rng)
            obs2, r, done = self.env.step(a)
            self.replay.add(obs, a, r, obs2, done)
            obs = obs2
            if self.replay.size >= self.cfg["batch"]:
                self.learner.learn(self.replay, beta)

    def evaluate(self, episodes=10):
        env, total = RubberBandLauncher(seed=123), 0.0
        with torch.inference_mode():
            for _ in range(episodes):
                obs, done = env.reset(), False
                while not done:
                    q = self.learner.q(torch.as_tensor(obs)[None])
                    obs, r, done = env.step(int(q.argmax()))
                    total += r
        return total / episodes


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        env = RubberBandLauncher(seed=self.cfg["seed"])
        learner = DQNLearner(self.cfg, env.obs_dim, env.n_actions)
        Trainer(env, learner, PrioritizedReplay(5000, env.obs_dim, seed=self.cfg["seed"]), self.cfg).fit()
        q_hist = learner.q(torch.as_tensor(env.reset())[None]).detach().cpu().numpy()
        print("Q(s0) per notch:", np.round(q_hist[0], 2))


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(CFG).run()


if __name__ == "__main__":
    main()
