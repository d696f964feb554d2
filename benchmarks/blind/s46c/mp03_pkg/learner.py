import torch
import torch.nn as nn
import torch.nn.functional as F

from .nets import DoubleQ, Policy
from .targets import frozen_copy, polyak, smoothed_target_action


class TD3Learner:
    def __init__(self, obs_dim, act_dim, gamma=0.96, tau=0.005, policy_delay=2, lr=1e-3):
        self.actor, self.critic = Policy(obs_dim, act_dim), DoubleQ(obs_dim, act_dim)
        self.actor_targ, self.critic_targ = frozen_copy(self.actor), frozen_copy(self.critic)
        self.actor_opt = torch.optim.Adam(self.actor.parameters(), lr=lr)
        self.critic_opt = torch.optim.Adam(self.critic.parameters(), lr=lr)
        self.gamma, self.tau, self.policy_delay = gamma, tau, policy_delay
        self.iteration = 0

    def act(self, obs, noise=0.0):
        with torch.no_grad():
            a = self.actor(obs)
        return (a + noise * torch.randn_like(a)).clamp(-1.0, 1.0)

    def learn(self, batch):
        self.iteration += 1
        with torch.no_grad():
            a2 = smoothed_target_action(self.actor_targ, batch["nxt"])
            qa_t, qb_t = self.critic_targ(batch["nxt"], a2)
            y = batch["rew"] + self.gamma * (1.0 - batch["done"]) * torch.min(qa_t, qb_t)

        qa, qb = self.critic(batch["obs"], batch["act"])
        critic_loss = F.mse_loss(qa, y) + F.mse_loss(qb, y)
        self.critic_opt.zero_grad(set_to_none=True)
        critic_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), 10.0)
        self.critic_opt.step()

        actor_loss = None
        if self.iteration % self.policy_delay == 0:
            actor_loss = -self.critic.q1(batch["obs"], self.actor(batch["obs"])).mean()
            actor_loss.backward()
            self.actor_opt.step()
            self.actor_opt.zero_grad()
            polyak(self.actor_targ, self.actor, self.tau)
            polyak(self.critic_targ, self.critic, self.tau)
        return critic_loss.item(), None if actor_loss is None else actor_loss.item()
