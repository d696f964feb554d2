import torch
import torch.nn.functional as F


def edge_scores(z, pairs):
    return (z[pairs[:, 0]] * z[pairs[:, 1]]).sum(dim=1)


def random_pairs(n_nodes, count):
    return torch.randint(n_nodes, (count, 2))


def link_loss(z, positive, negative):
    pos = edge_scores(z, positive)
    neg = edge_scores(z, negative)
    logits = torch.cat([pos, neg])
    labels = torch.cat([torch.ones_like(pos), torch.zeros_like(neg)])
    return F.binary_cross_entropy_with_logits(logits, labels)


def auc(z, positive, negative):
    pos = edge_scores(z, positive)
    neg = edge_scores(z, negative)
    return (pos.unsqueeze(1) > neg.unsqueeze(0)).float().mean().item()
