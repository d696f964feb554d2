import torch

from sampling import greedy_action, legal_action_distribution


class Reinforce:
    def __init__(self, policy, lr=3e-3, baseline_decay=0.95, entropy_coef=0.01):
        self.policy = policy
        self.optimizer = torch.optim.Adam(policy.parameters(), lr=lr)
        self.baseline = 0.0
        self.baseline_decay = baseline_decay
        self.entropy_coef = entropy_coef

    def act(self, obs, legal):
        dist = legal_action_distribution(self.policy(obs), legal)
        actions = dist.sample()
        return actions, dist.log_prob(actions), dist.entropy()

    def update(self, log_prob, entropy, reward):
        advantage = reward - self.baseline
        loss = -(log_prob * advantage).mean() - self.entropy_coef * entropy.mean()
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        batch_mean = reward.mean().item()
        self.baseline = self.baseline_decay * self.baseline + (1 - self.baseline_decay) * batch_mean
        return loss.item()

    @torch.no_grad()
    def greedy(self, obs, legal):
        return greedy_action(self.policy(obs), legal)
