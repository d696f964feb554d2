import copy

import torch
import torch.nn.functional as F


def soft_update(target, source, tau):
    with torch.no_grad():
        for t, s in zip(target.parameters(), source.parameters()):
            t.lerp_(s, tau)


class DDPG:
    def __init__(self, actor, critic, hp):
        self.hp = hp
        self.actor, self.critic = actor, critic
        self.actor_targ = copy.deepcopy(actor).requires_grad_(False)
        self.critic_targ = copy.deepcopy(critic).requires_grad_(False)
        self.actor_opt = getattr(torch.optim, hp.actor_optim)(actor.parameters(), lr=hp.actor_lr)
        self.critic_opt = getattr(torch.optim, hp.critic_optim)(critic.parameters(), lr=hp.critic_lr)

    @torch.no_grad()
    def bootstrap_target(self, r, s2, done):
        q_next = self.critic_targ(s2, self.actor_targ(s2))
        return r + self.hp.gamma * (1.0 - done) * q_next

    def update(self, batch):
        s, a, r, s2, done = batch
        y = self.bootstrap_target(r, s2, done)

        critic_loss = F.mse_loss(self.critic(s, a), y)
        self.critic_opt.zero_grad()
        critic_loss.backward()
        self.critic_opt.step()

        actor_loss = -self.critic(s, self.actor(s)).mean()
        self.actor_opt.zero_grad()
        actor_loss.backward()
        self.actor_opt.step()

        soft_update(self.critic_targ, self.critic, self.hp.tau)
        soft_update(self.actor_targ, self.actor, self.hp.tau)
        return critic_loss.item(), actor_loss.item()
