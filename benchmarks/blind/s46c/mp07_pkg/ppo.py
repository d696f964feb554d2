import torch
import torch.nn as nn
import torch.nn.functional as F


class PPOTrainer:
    def __init__(self, policy, lr=3e-4, clip_eps=0.2, epochs=4, minibatch=64, vf_coef=0.5, ent_coef=0.0):
        self.policy = policy
        self.optimizer = torch.optim.Adam(policy.parameters(), lr=lr)
        self.clip_eps, self.epochs, self.minibatch = clip_eps, epochs, minibatch
        self.vf_coef, self.ent_coef = vf_coef, ent_coef

    def update(self, states, actions, old_logp, advantages, returns):
        advantages = (advantages - advantages.mean()) / (advantages.std() + 1e-8)
        n, stats = states.shape[0], []
        for _ in range(self.epochs):
            for idx in torch.randperm(n).split(self.minibatch):
                logp, values, entropy = self.policy.evaluate(states[idx], actions[idx])
                ratio = torch.exp(logp - old_logp[idx])
                surr = torch.min(ratio * advantages[idx],
                                 ratio.clamp(1 - self.clip_eps, 1 + self.clip_eps) * advantages[idx])
                loss = -surr.mean() + self.vf_coef * F.mse_loss(values, returns[idx]) - self.ent_coef * entropy.mean()
                self.optimizer.zero_grad()
                loss.backward()
                nn.utils.clip_grad_norm_(self.policy.parameters(), 0.5)
                self.optimizer.step()
                stats.append(loss.item())
        return sum(stats) / len(stats)
