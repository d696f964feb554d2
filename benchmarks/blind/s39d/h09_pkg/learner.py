import copy

import torch
import torch.nn.functional as F

from .bounds import invert_gradients
from .building import P_MAX, P_MIN
from .networks import ComfortCritic, PowerPolicy


class BoundedDDPG:
    def __init__(self, obs_dim, act_dim, cfg):
        self.cfg = cfg
        self.actor = PowerPolicy(obs_dim, act_dim)
        self.critic = ComfortCritic(obs_dim, act_dim)
        self.critic_slow = copy.deepcopy(self.critic).requires_grad_(False)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=cfg.lr_actor)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=cfg.lr_critic)

    @torch.no_grad()
    def act(self, obs, sigma=0.0):
        a = self.actor(obs.unsqueeze(0))[0]
        return (a + sigma * torch.randn_like(a)).clamp(P_MIN, P_MAX)

    def update_critic(self, obs, act, rew, nxt):
        with torch.no_grad():
            a2 = self.actor(nxt).clamp(P_MIN, P_MAX)
            y = rew + self.cfg.gamma * self.critic_slow(nxt, a2)
        td = F.mse_loss(self.critic(obs, act), y)
        self.critic_opt.zero_grad()
        td.backward()
        self.critic_opt.step()
        with torch.no_grad():
            for p, p_s in zip(self.critic.parameters(), self.critic_slow.parameters()):
                p_s.lerp_(p, self.cfg.tau)
        return td.item()

    def update_actor(self, obs):
        actions = self.actor(obs)
        q_val = self.critic(obs, actions).mean()
        q_val.backward(retain_graph=True)
        dq_da = actions.grad
        step_dir = invert_gradients(dq_da, actions.detach(), P_MIN, P_MAX)
        self.actor_opt.zero_grad()
        actions.backward(-step_dir)
        self.actor_opt.step()
        return q_val.item()
