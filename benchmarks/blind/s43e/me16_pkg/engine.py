import numpy as np
import torch
import torch.nn.functional as F

from .clips import spec_augment


def lwlrap(truth, scores):
    precisions = []
    for t, s in zip(truth, scores):
        pos = np.where(t > 0)[0]
        rank = np.argsort(np.argsort(-s))
        for p in pos:
            precisions.append(np.sum(rank[pos] <= rank[p]) / (rank[p] + 1))
    return float(np.mean(precisions))


def train_one_epoch(model, mt, cur, noisy, optimizer, cfg):
    """Curated BCE + down-weighted noisy-label BCE + mean-teacher consistency on noisy clips."""
    model.train()
    mt.teacher.train()
    x_cur, y_cur = cur
    x_noisy, y_noisy = noisy
    perm = torch.randperm(len(x_cur))
    logs = []
    for i in range(0, len(x_cur), cfg.batch_size):
        idx = perm[i:i + cfg.batch_size]
        u = torch.randint(len(x_noisy), (cfg.batch_size,))
        xu = x_noisy[u]

        sup = F.binary_cross_entropy_with_logits(model(spec_augment(x_cur[idx])), y_cur[idx])
        student_u = model(spec_augment(xu))
        teacher_u = mt.teacher(spec_augment(xu))
        noisy_bce = F.binary_cross_entropy_with_logits(student_u, y_noisy[u])
        consistency = F.mse_loss(torch.sigmoid(student_u), torch.sigmoid(teacher_u))
        total = sup + cfg.noisy_label_weight * noisy_bce + cfg.consistency_weight * consistency

        optimizer.zero_grad()
        total.backward()
        optimizer.step()
        mt.update(model)
        logs.append((sup.item(), consistency.item()))
    return np.mean(logs, 0)


@torch.no_grad()
def inference(net, x):
    net.eval()
    return torch.sigmoid(net(x)).numpy()
