import torch
import torch.nn.functional as F


def batch_hard_triplet(emb, labels, margin=0.2):
    dist = torch.cdist(emb, emb)
    same = labels[:, None] == labels[None, :]
    hardest_pos = dist.masked_fill(~same, 0.0).amax(dim=1)
    hardest_neg = dist.masked_fill(same, float("inf")).amin(dim=1)
    return F.relu(hardest_pos - hardest_neg + margin).mean()
