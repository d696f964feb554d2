import torch.nn.functional as F


def negative_cosine(p, z):
    # stop-gradient on the target branch is what prevents collapse
    return -F.cosine_similarity(p, z.detach(), dim=-1).mean()


def symmetric_loss(p1, p2, z1, z2):
    return 0.5 * negative_cosine(p1, z2) + 0.5 * negative_cosine(p2, z1)
