import torch
import torch.nn.functional as F


def bpr(pos_scores, neg_scores):
    return -F.logsigmoid(pos_scores - neg_scores).mean()


def make_optimizers(ranker, perturber, rank_lr=0.01, pert_lr=0.01, l2=1e-5):
    opt_rank = torch.optim.Adam(ranker.parameters(), lr=rank_lr, weight_decay=l2)
    opt_pert = torch.optim.Adam(perturber.parameters(), lr=pert_lr)
    return opt_rank, opt_pert
