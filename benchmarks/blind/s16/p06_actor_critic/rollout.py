from dataclasses import dataclass

import torch


class MatchEnv:
    """Reward 1 when the chosen action matches the largest of the first n_actions features."""

    def __init__(self, obs_dim, n_actions):
        self.obs_dim, self.n_actions = obs_dim, n_actions

    def observe(self, n):
        return torch.randn(n, self.obs_dim)

    def reward(self, obs, actions):
        return (obs[:, : self.n_actions].argmax(1) == actions).float()


@dataclass
class Rollout:
    obs: torch.Tensor
    actions: torch.Tensor
    log_probs: torch.Tensor
    returns: torch.Tensor

    def minibatches(self, size):
        perm = torch.randperm(self.obs.size(0))
        for start in range(0, self.obs.size(0), size):
            idx = perm[start:start + size]
            yield self.obs[idx], self.actions[idx], self.log_probs[idx], self.returns[idx]


@torch.no_grad()
def collect(env, actor, n):
    obs = env.observe(n)
    d = actor.dist(obs)
    actions = d.sample()
    return Rollout(obs, actions, d.log_prob(actions), env.reward(obs, actions))
