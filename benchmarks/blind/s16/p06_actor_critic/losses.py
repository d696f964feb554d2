import torch
import torch.nn.functional as F


def clipped_surrogate(log_probs, old_log_probs, advantages, clip=0.2):
    ratio = torch.exp(log_probs - old_log_probs)
    unclipped = ratio * advantages
    clipped = torch.clamp(ratio, 1.0 - clip, 1.0 + clip) * advantages
    return -torch.min(unclipped, clipped).mean()


def value_loss(values, returns):
    return F.mse_loss(values, returns)
