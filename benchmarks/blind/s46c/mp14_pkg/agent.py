import copy

import torch
import torch.nn as nn

from .nets import GlideCritic, TrimActor
from .objectives import ddpg_losses


class TrimAgent:
    def __init__(self, obs_dim, act_dim, gamma=0.97, tau=0.01, noise=0.25):
        self.actor, self.critic = TrimActor(obs_dim, act_dim), GlideCritic(obs_dim, act_dim)
        self.actor_targ = copy.deepcopy(self.actor).requires_grad_(False)
        self.critic_targ = copy.deepcopy(self.critic).requires_grad_(False)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=5e-4)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=1e-3)
        self.gamma, self.tau, self.noise = gamma, tau, noise

    @torch.no_grad()
    def select_action(self, obs, explore=True):
        a = self.actor(obs)
        return (a + self.noise * torch.randn_like(a)).clamp(-1, 1) if explore else a

    def update(self, batch):
        critic_loss, actor_loss = ddpg_losses(batch, self.actor, self.critic, self.actor_targ, self.critic_targ,
                                              self.gamma)
        self.critic_opt.zero_grad()
        critic_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), 1.0)
        self.critic_opt.step()

        self.actor_opt.zero_grad()
        actor_loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), 1.0)
        self.actor_opt.step()
        self.soft_update()
        return critic_loss.item(), actor_loss.item()

    @torch.no_grad()
    def soft_update(self):
        for net, targ in ((self.actor, self.actor_targ), (self.critic, self.critic_targ)):
            for p, tp in zip(net.parameters(), targ.parameters()):
                tp.mul_(1 - self.tau).add_(self.tau * p)
