import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.distributions import Categorical


def discounted_returns(rewards, dones, bootstrap, gamma):
    out = []
    running = bootstrap
    for r, d in zip(reversed(rewards), reversed(dones)):
        running = r + gamma * running * (1.0 - d)
        out.append(running)
    return torch.tensor(list(reversed(out)))


class A2CAgent:
    def __init__(self, actor, critic, cfg):
        self.actor = actor
        self.critic = critic
        self.cfg = cfg
        make = getattr(torch.optim, cfg.optimizer)
        self.actor_optim = make(actor.parameters(), lr=cfg.actor_lr)
        self.critic_optim = make(critic.parameters(), lr=cfg.critic_lr)

    @torch.no_grad()
    def act(self, obs):
        return Categorical(logits=self.actor(obs)).sample().item()

    def collect(self, env, obs):
        states, actions, rewards, dones = [], [], [], []
        for _ in range(self.cfg.rollout_len):
            a = self.act(obs)
            nxt, r, d = env.step(a)
            states.append(obs)
            actions.append(a)
            rewards.append(r)
            dones.append(float(d))
            obs = nxt
        with torch.no_grad():
            bootstrap = self.critic(obs).item()
        returns = discounted_returns(rewards, dones, bootstrap, self.cfg.gamma)
        return torch.stack(states), torch.tensor(actions), returns, obs

    def update(self, states, actions, returns):
        values = self.critic(states)
        advantages = (returns - values).detach()
        dist = Categorical(logits=self.actor(states))
        actor_loss = -(dist.log_prob(actions) * advantages).mean() \
            - self.cfg.entropy_coef * dist.entropy().mean()
        critic_loss = F.smooth_l1_loss(values, returns)

        self.actor_optim.zero_grad()
        actor_loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), self.cfg.max_grad_norm)
        self.actor_optim.step()

        critic_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), self.cfg.max_grad_norm)
        self.critic_optim.step()  # expect: AGL004
        return actor_loss.item(), critic_loss.item()
