from dataclasses import dataclass, field

import torch


@dataclass
class Rollout:
    obs: list = field(default_factory=list)
    actions: list = field(default_factory=list)
    rewards: list = field(default_factory=list)
    values: list = field(default_factory=list)

    def add(self, obs, action, reward, value):
        self.obs.append(obs)
        self.actions.append(action)
        self.rewards.append(reward)
        self.values.append(value)

    def finish(self, gamma=1.0):
        rewards = torch.stack(self.rewards)
        values = torch.stack(self.values)
        returns = torch.zeros_like(rewards)
        running = torch.zeros_like(rewards[0])
        for t in reversed(range(len(rewards))):
            running = rewards[t] + gamma * running
            returns[t] = running
        return Batch(
            obs=torch.cat(self.obs),
            actions=torch.cat(self.actions),
            advantages=(returns - values).flatten(),
            returns=returns.flatten(),
        )


@dataclass
class Batch:
    obs: torch.Tensor
    actions: torch.Tensor
    advantages: torch.Tensor
    returns: torch.Tensor
