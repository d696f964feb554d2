import copy

import torch
import torch.nn as nn

from .losses import critic_loss, policy_loss, temperature_loss
from .networks import SquashedGaussianActor, TwinQ


class SACAgent:
    def __init__(self, obs_dim, act_dim, lr=3e-4, gamma=0.97, tau=0.01, init_alpha=0.2, max_grad=5.0):
        self.actor = SquashedGaussianActor(obs_dim, act_dim)
        self.critic = TwinQ(obs_dim, act_dim)
        self.critic_target = copy.deepcopy(self.critic).requires_grad_(False)
        self.log_alpha = torch.tensor([float(torch.log(torch.tensor(init_alpha)))], requires_grad=True)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=lr)
        self.alpha_opt = torch.optim.Adam([self.log_alpha], lr=lr)
        self.target_entropy = -float(act_dim)
        self.gamma, self.tau, self.max_grad = gamma, tau, max_grad

    @torch.no_grad()
    def select_action(self, obs, deterministic=False):
        obs = obs.unsqueeze(0)
        return self.actor.act(obs)[0] if deterministic else self.actor.sample(obs)[0][0]

    def update(self, batch):
        alpha = self.log_alpha.exp().detach()
        self.critic_opt.zero_grad()
        self.actor_opt.zero_grad()

        q_loss = critic_loss(batch, self.actor, self.critic, self.critic_target, alpha, self.gamma)
        q_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), self.max_grad)
        self.critic_opt.step()

        pi_loss, logp = policy_loss(batch, self.actor, self.critic, alpha)
        pi_loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), self.max_grad)
        self.actor_opt.step()

        a_loss = temperature_loss(self.log_alpha, logp, self.target_entropy)
        self.alpha_opt.zero_grad()
        a_loss.backward()
        self.alpha_opt.step()

        self._polyak()
        return {"q": q_loss.item(), "pi": pi_loss.item(), "alpha": alpha.item()}

    @torch.no_grad()
    def _polyak(self):
        for p, tp in zip(self.critic.parameters(), self.critic_target.parameters()):
            tp.mul_(1.0 - self.tau).add_(self.tau * p)
