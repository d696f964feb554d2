import copy

import torch
import torch.nn.functional as F


class DDPGAgent:
    def __init__(self, actor, critic, cfg):
        self.actor, self.critic = actor, critic
        self.actor_targ = copy.deepcopy(actor).requires_grad_(False)
        self.critic_targ = copy.deepcopy(critic).requires_grad_(False)
        self.actor_opt = getattr(torch.optim, cfg["optim"])(actor.parameters(), lr=cfg["actor_lr"])
        self.critic_opt = getattr(torch.optim, cfg["optim"])(critic.parameters(), lr=cfg["critic_lr"])
        self.gamma, self.tau = cfg["gamma"], cfg["tau"]

    @torch.no_grad()
    def act(self, obs, noise=0.1):
        a = self.actor(obs)
        return (a + noise * torch.randn_like(a)).clamp(0.0, 1.0)

    @torch.no_grad()
    def td_target(self, rew, nxt, done):
        q_next = self.critic_targ(nxt, self.actor_targ(nxt))
        return rew + self.gamma * (1 - done) * q_next

    def update(self, batch):
        obs, act, rew, nxt, done = batch
        target = self.td_target(rew, nxt, done)

        q_pred = self.critic(obs, act)
        q_pi = self.critic(obs, self.actor(obs))
        critic_loss = F.mse_loss(q_pred, target)
        actor_loss = -q_pi.mean()

        self.critic_opt.zero_grad()
        critic_loss.backward()
        torch.nn.utils.clip_grad_norm_(self.critic.parameters(), 1.0)
        self.critic_opt.step()

        self.actor_opt.zero_grad()
        actor_loss.backward()
        self.actor_opt.step()
        self.after_step()
        return critic_loss.item(), actor_loss.item()

    @torch.no_grad()
    def after_step(self):
        for net, targ in ((self.actor, self.actor_targ), (self.critic, self.critic_targ)):
            for p, tp in zip(net.parameters(), targ.parameters()):
                tp.lerp_(p, self.tau)
