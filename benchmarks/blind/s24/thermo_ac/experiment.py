import torch
from torch import nn

import losses
from env import ThermostatEnv
from nets import PolicyNet, ValueNet


class Experiment:
    def __init__(self, cfg):
        self.cfg = cfg
        self.env = ThermostatEnv(cfg["rooms"], horizon=cfg["horizon"])
        self.nets = {
            "actor": PolicyNet(3, len(ThermostatEnv.heater_power)),
            "critic": ValueNet(3),
        }
        self.opts = {
            name: torch.optim.Adam(net.parameters(), lr=cfg["lr"][name])
            for name, net in self.nets.items()
        }

    @torch.no_grad()
    def rollout(self, greedy=False):
        obs = self.env.reset()
        states, actions, rewards = [], [], []
        done = False
        while not done:
            logits = self.nets["actor"](obs)
            if greedy:
                action = logits.argmax(dim=1)
            else:
                action = torch.distributions.Categorical(logits=logits).sample()
            states.append(obs)
            actions.append(action)
            obs, reward, done = self.env.step(action)
            rewards.append(reward)
        return torch.stack(states), torch.stack(actions), torch.stack(rewards)

    def _apply(self, name):
        nn.utils.clip_grad_norm_(self.nets[name].parameters(), self.cfg["clip"])
        self.opts[name].step()
        self.opts[name].zero_grad()

    def update_critic(self, states, returns):
        values = self.nets["critic"](states)
        loss = losses.value_loss(values, returns)
        loss.backward()
        self._apply("critic")
        return loss.item()

    def update_actor(self, states, actions, returns):
        logits = self.nets["actor"](states)
        values = self.nets["critic"](states)
        loss = losses.policy_loss(logits, actions, returns, values, self.cfg["entropy"])
        loss.backward()
        self._apply("actor")
        return loss.item()

    def iteration(self):
        states, actions, rewards = self.rollout()
        returns = losses.discounted_returns(rewards, self.cfg["gamma"])
        v_loss = self.update_critic(states, returns)
        self.update_actor(states, actions, returns)
        return rewards.sum(0).mean().item(), v_loss

    def evaluate(self):
        _, _, rewards = self.rollout(greedy=True)
        return rewards.sum(0).mean().item()
