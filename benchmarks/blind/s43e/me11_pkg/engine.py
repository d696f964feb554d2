import numpy as np
import torch
import torch.nn.functional as F


def lwlrap(truth, scores):
    """Label-weighted label-ranking average precision (competition metric)."""
    precisions, weights = [], []
    for t, s in zip(truth, scores):
        pos = np.where(t > 0)[0]
        if len(pos) == 0:
            continue
        rank = np.argsort(np.argsort(-s))
        for p in pos:
            hits = np.sum(rank[pos] <= rank[p])
            precisions.append(hits / (rank[p] + 1))
    return float(np.mean(precisions))


def train_one_epoch(model, critic, loader, opts, cfg):
    model.train()
    critic.train()
    sums = {"bce": 0.0, "critic": 0.0}
    for xb, yb, site in loader:
        frames = model.embed(xb)
        clip_logits = model.classify(frames)
        site_logits = critic(frames)

        # 1) critic: learn to recognise the site from (frozen) embeddings
        critic_loss = F.cross_entropy(critic(frames.detach()), site)
        opts["critic"].zero_grad()
        critic_loss.backward()
        opts["critic"].step()

        # 2) SED model: tag species, and make the site unrecognisable
        bce = F.binary_cross_entropy_with_logits(clip_logits, yb)
        confusion = -F.cross_entropy(site_logits, site)
        objective = bce + cfg.adv_weight * confusion
        opts["model"].zero_grad()
        objective.backward()
        opts["model"].step()

        sums["bce"] += bce.item() * len(xb)
        sums["critic"] += critic_loss.item() * len(xb)
    return {k: v / len(loader.dataset) for k, v in sums.items()}


@torch.no_grad()
def valid_one_epoch(model, loader):
    model.eval()
    scores, truth = [], []
    for xb, yb, _ in loader:
        scores.append(torch.sigmoid(model(xb)).numpy())
        truth.append(yb.numpy())
    return np.concatenate(scores), np.concatenate(truth)
