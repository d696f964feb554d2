import copy
from functools import partial

import torch
import torch.nn.functional as F

from .networks import build_network
from .targets import td_targets

LOSSES = {"huber": F.smooth_l1_loss, "mse": F.mse_loss}


class ReplayBuffer:
    def __init__(self, capacity, obs_dim):
        self.obs = torch.zeros(capacity, obs_dim)
        self.next_obs = torch.zeros(capacity, obs_dim)
        self.action = torch.zeros(capacity, dtype=torch.long)
        self.reward = torch.zeros(capacity)
        self.done = torch.zeros(capacity)
        self.capacity, self.size, self.ptr = capacity, 0, 0

    def add_batch(self, obs, action, reward, next_obs, done):
        n = obs.shape[0]
        idx = (self.ptr + torch.arange(n)) % self.capacity
        self.obs[idx], self.action[idx], self.reward[idx] = obs, action, reward
        self.next_obs[idx], self.done[idx] = next_obs, done
        self.ptr = (self.ptr + n) % self.capacity
        self.size = min(self.size + n, self.capacity)

    def sample(self, batch_size, gen):
        idx = torch.randint(0, self.size, (batch_size,), generator=gen)
        return {k: getattr(self, k)[idx] for k in ("obs", "action", "reward", "next_obs", "done")}


class DQNLearner:
    def __init__(self, agent_cfg, optim_cfg, *, obs_dim, n_actions):
        self.cfg = agent_cfg
        self.q = build_network(agent_cfg.network, obs_dim, n_actions, hidden=agent_cfg.hidden)
        self.q_target = copy.deepcopy(self.q)
        self.opt = getattr(torch.optim, optim_cfg.name)(self.q.parameters(), **optim_cfg.kwargs)
        self.loss_fn = LOSSES[agent_cfg.loss]
        self.target_fn = partial(td_targets, bootstrap_net=self.q_target, gamma=agent_cfg.gamma)
        self.n_actions, self.updates = n_actions, 0

    def act(self, obs, *, eps, gen):
        with torch.no_grad():
            greedy = self.q(obs).argmax(dim=-1)
        explore = torch.rand(obs.shape[0], generator=gen) < eps
        random_a = torch.randint(0, self.n_actions, (obs.shape[0],), generator=gen)
        return torch.where(explore, random_a, greedy)

    def update(self, batch):
        q_sa = self.q(batch["obs"]).gather(-1, batch["action"].unsqueeze(-1)).squeeze(-1)
        target = self.target_fn(batch)
        loss = self.loss_fn(q_sa, target)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.updates += 1
        if self.updates % self.cfg.target_sync == 0:
            self.q_target.load_state_dict(self.q.state_dict())
        return loss.item()
