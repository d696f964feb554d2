import torch
import torch.nn.functional as F


def discounted_returns(rewards, gamma):
    returns = torch.zeros_like(rewards)
    running = torch.zeros_like(rewards[0])
    for t in reversed(range(rewards.size(0))):
        running = rewards[t] + gamma * running
        returns[t] = running
    return returns


def value_loss(values, returns):
    return F.smooth_l1_loss(values, returns)


def policy_loss(logits, actions, returns, values, entropy_coef):
    dist = torch.distributions.Categorical(logits=logits)
    advantage = returns - values
    pg = -(dist.log_prob(actions) * advantage).mean()
    return pg - entropy_coef * dist.entropy().mean()
