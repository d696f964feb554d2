import torch
from torch import nn
from torch.distributions import Categorical


class PolicyNet(nn.Module):
    def __init__(self, obs_dim, n_actions=2, hidden=32):
        super().__init__()
        self.body = nn.Sequential(nn.Linear(obs_dim, hidden), nn.Tanh(), nn.Linear(hidden, n_actions))

    def forward(self, obs):
        return Categorical(logits=self.body(obs))


class Reinforce:
    def __init__(self, policy, lr=1e-2, gamma=0.98):
        self.policy, self.gamma = policy, gamma
        self.optimizer = torch.optim.Adam(policy.parameters(), lr=lr)

    def rollout(self, env):
        obs = env.reset()
        log_probs, rewards, alive = [], [], []
        active = torch.ones(env.n)
        for _ in range(env.max_steps):
            dist = self.policy(obs)
            action = dist.sample()
            log_probs.append(dist.log_prob(action))
            obs, reward, done = env.step(action)
            rewards.append(reward * active)
            alive.append(active)
            active = active * (~done).float()
            if active.sum() == 0:
                break
        return torch.stack(log_probs), torch.stack(rewards), torch.stack(alive)

    def discounted(self, rewards):
        out, running = torch.zeros_like(rewards), torch.zeros(rewards.size(1))
        for t in reversed(range(rewards.size(0))):
            running = rewards[t] + self.gamma * running
            out[t] = running
        return out

    def update(self, env):
        log_probs, rewards, alive = self.rollout(env)
        returns = self.discounted(rewards)
        adv = (returns - returns.mean()) / (returns.std() + 1e-6)
        loss = -(log_probs * adv * alive).sum() / alive.sum()
        self.optimizer.zero_grad()
        loss.backward()
        self.optimizer.step()
        return loss, rewards.sum(0).mean().item()
