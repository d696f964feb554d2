"""Double-DQN that nudges a spinning top to keep it upright as its spin decays, plus a
one-step tilt model trained alongside as an auxiliary predictor."""
import copy
import math
from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


@dataclass
class TopConfig:
    seed: int = 0
    hidden: int = 64
    lr: float = 1e-3
    model_lr: float = 1e-3
    gamma: float = 0.97
    batch: int = 64
    episodes: int = 50
    horizon: int = 50
    eps_start: float = 1.0
    eps_end: float = 0.05
    target_every: int = 100
    clip: float = 10.0


class SpinningTopEnv:
    """obs = (tilt, sin/cos precession phase, spin / initial spin); actions: none / nudge -phase / nudge +phase."""

    n_actions, obs_dim = 3, 4

    def __init__(self, seed, horizon):
        self.rng, self.horizon = np.random.default_rng(seed), horizon

    def reset(self):
        self.t, self.tilt, self.phase, self.spin = 0, self.rng.uniform(0.05, 0.2), self.rng.uniform(0, 2 * math.pi), 1.0
        return self._obs()

    def _obs(self):
        return np.array([self.tilt, math.sin(self.phase), math.cos(self.phase), self.spin], dtype=np.float32)

    def step(self, a):
        push = {0: 0.0, 1: -1.0, 2: 1.0}[int(a)]
        self.spin *= 0.985
        self.phase += 0.4 / max(self.spin, 0.2)
        restoring = 0.06 * push * math.cos(self.phase)
        self.tilt = max(0.0, self.tilt + 0.08 * (0.7 - self.spin) - restoring + 0.01 * self.rng.standard_normal())
        self.t += 1
        fell = self.tilt > 0.8
        reward = 1.0 - self.tilt - (5.0 if fell else 0.0)
        return self._obs(), reward, fell or self.t >= self.horizon


class QNet(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden):
        super().__init__()
        self.net = nn.Sequential(nn.Linear(obs_dim, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(),
                                 nn.Linear(hidden, n_actions))

    def forward(self, obs):
        return self.net(obs)


class TiltModel(nn.Module):
    def __init__(self, obs_dim, n_actions, hidden):
        super().__init__()
        self.n_actions = n_actions
        self.net = nn.Sequential(nn.Linear(obs_dim + n_actions, hidden), nn.Tanh(), nn.Linear(hidden, 1))

    def forward(self, obs, act):
        return self.net(torch.cat([obs, F.one_hot(act, self.n_actions).float()], -1)).squeeze(-1)


def optimize(optimizer, loss, clip=None):
    loss.backward()
    if clip is not None:
        nn.utils.clip_grad_norm_([p for g in optimizer.param_groups for p in g["params"]], clip)
    optimizer.zero_grad()
    optimizer.step()


class DoubleDQN:
    def __init__(self, cfg):
        self.cfg = cfg
        self.online = QNet(SpinningTopEnv.obs_dim, SpinningTopEnv.n_actions, cfg.hidden)
        self.target = copy.deepcopy(self.online).requires_grad_(False)
        self.model = TiltModel(SpinningTopEnv.obs_dim, SpinningTopEnv.n_actions, cfg.hidden)
        self.q_opt = torch.optim.Adam(self.online.parameters(), lr=cfg.lr)
        self.m_opt = torch.optim.Adam(self.model.parameters(), lr=cfg.model_lr)
        self.updates = 0

    def act(self, obs, eps, rng):
        if rng.random() < eps:
            return int(rng.integers(SpinningTopEnv.n_actions))
        with torch.no_grad():
            return int(self.online(torch.as_tensor(obs)[None]).argmax(-1))

    def learn(self, b):
        info = {"td": self._td_update(b), "model": self._model_update(b)}
        self.updates += 1
        if self.updates % self.cfg.target_every == 0:
            self.target.load_state_dict(self.online.state_dict())
        return info

    def _td_update(self, b):
        with torch.no_grad():
            a2 = self.online(b["obs2"]).argmax(-1, keepdim=True)
            y = b["rew"] + self.cfg.gamma * (1 - b["done"]) * self.target(b["obs2"]).gather(1, a2).squeeze(1)
        q = self.online(b["obs"]).gather(1, b["act"][:, None]).squeeze(1)
        loss = F.smooth_l1_loss(q, y)
        optimize(self.q_opt, loss, clip=self.cfg.clip)
        return loss.item()

    def _model_update(self, b):
        loss = F.mse_loss(self.model(b["obs"], b["act"]), b["obs2"][:, 0])
        optimize(self.m_opt, loss)
        return loss.item()


class Trainer:
    def __init__(self, env, agent, cfg):
        self.env, self.agent, self.cfg = env, agent, cfg
        self.rng = np.random.default_rng(cfg.seed)
        self.mem = []

    def fit(self):
        for ep in range(self.cfg.episodes):
            ret, info = self._run_episode(ep)
            if (ep + 1) % 10 == 0:
                print(f"episode {ep + 1} return {ret:.2f} " + " ".join(f"{k}={v:.4f}" for k, v in info.items()))

    def _run_episode(self, ep):
        frac = min(1.0, ep / (0.6 * self.cfg.episodes))
        eps = self.cfg.eps_start + frac * (self.cfg.eps_end - self.cfg.eps_start)
        obs, done, ret, info = self.env.reset(), False, 0.0, {}
        while not done:
            a = self.agent.act(obs, eps, self.rng)
            obs2, r, done = self.env.step(a)
            self.mem.append((obs, a, r, obs2, float(done)))
            obs, ret = obs2, ret + r
            if len(self.mem) >= self.cfg.batch:
                info = self._train_step()
        return ret, info

    def _train_step(self):
        idx = self.rng.integers(len(self.mem), size=self.cfg.batch)
        o, a, r, o2, d = zip(*(self.mem[i] for i in idx))
        batch = {"obs": torch.as_tensor(np.stack(o)), "act": torch.as_tensor(a), "rew": torch.tensor(r, dtype=torch.float32),
                 "obs2": torch.as_tensor(np.stack(o2)), "done": torch.tensor(d)}
        return self.agent.learn(batch)


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg

    def run(self):
        Trainer(SpinningTopEnv(self.cfg.seed, self.cfg.horizon), DoubleDQN(self.cfg), self.cfg).fit()


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    Experiment(TopConfig()).run()


if __name__ == "__main__":
    main()
