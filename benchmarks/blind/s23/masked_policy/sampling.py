import torch
from torch.distributions import Categorical


def legal_action_distribution(logits, legal):
    probs = torch.softmax(logits, dim=-1)
    probs.mul_(legal)
    probs = probs / probs.sum(dim=-1, keepdim=True)
    return Categorical(probs=probs)


def greedy_action(logits, legal):
    return logits.masked_fill(~legal, float("-inf")).argmax(dim=-1)
