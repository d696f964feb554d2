import torch
import torch.nn.functional as F


def build_optimizers(model, emb_lr=0.01, dense_lr=0.003, weight_decay=1e-5):
    sparse_opt = torch.optim.SparseAdam(model.embedding_parameters(), lr=emb_lr)
    dense_opt = torch.optim.Adam(model.dense_parameters(), lr=dense_lr, weight_decay=weight_decay)
    return sparse_opt, dense_opt


def bpr_loss(pos_scores, neg_scores):
    return -F.logsigmoid(pos_scores - neg_scores).mean()
