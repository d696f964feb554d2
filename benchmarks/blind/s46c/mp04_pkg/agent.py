import torch
import torch.nn as nn

from .optim import make_optimizers
from .policy import FlowCritic, PumpActor


class A2CAgent:
    def __init__(self, obs_dim, n_actions, gamma=0.95, ent_coef=0.01, max_grad_norm=0.5):
        self.actor, self.critic = PumpActor(obs_dim, n_actions), FlowCritic(obs_dim)
        opts = make_optimizers(self.actor, self.critic)
        self.actor_opt, self.critic_opt = opts["actor"], opts["critic"]
        self.gamma, self.ent_coef, self.max_grad_norm = gamma, ent_coef, max_grad_norm

    @torch.no_grad()
    def act(self, obs):
        return self.actor.dist(obs).sample()

    @torch.no_grad()
    def bootstrap_value(self, obs):
        return self.critic(obs)

    def update(self, storage, last_obs):
        returns = storage.discounted_returns(self.bootstrap_value(last_obs), self.gamma).flatten()
        obs, actions = storage.flat()

        values = self.critic(obs)
        value_loss = 0.5 * (returns - values).pow(2).mean()
        self.critic_opt.zero_grad()
        value_loss.backward()
        nn.utils.clip_grad_norm_(self.critic.parameters(), self.max_grad_norm)
        self.critic_opt.step()

        advantages = (returns - values).detach()
        advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        logp, entropy = self.actor.evaluate(obs, actions)
        policy_loss = -(logp * advantages).mean() - self.ent_coef * entropy.mean()
        policy_loss.backward()
        nn.utils.clip_grad_norm_(self.actor.parameters(), self.max_grad_norm)
        self.actor_opt.step()
        return value_loss.item(), policy_loss.item(), entropy.mean().item()
