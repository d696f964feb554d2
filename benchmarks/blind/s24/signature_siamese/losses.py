import torch


def contrastive(distances, same, margin):
    pull = same * distances.pow(2)
    push = (1 - same) * torch.clamp(margin - distances, min=0).pow(2)
    return 0.5 * (pull + push).mean()
