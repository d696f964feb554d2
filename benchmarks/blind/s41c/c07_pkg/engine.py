import numpy as np
import torch
import torch.nn.functional as F

from .config import CFG


def train_one_epoch(model, optimizer, scheduler, titles, images, labels, rng):
    model.train()
    running, n = 0.0, 0
    perm = rng.permutation(len(labels))
    for s in range(0, len(perm) - CFG.batch_size + 1, CFG.batch_size):
        b = perm[s:s + CFG.batch_size]
        t = torch.from_numpy(titles[b]).long()
        im = torch.from_numpy(images[b])
        lab = torch.from_numpy(labels[b]).long()
        optimizer.zero_grad()
        logits = model(t, im, lab)
        loss = F.cross_entropy(logits, lab)
        loss.backward()
        optimizer.step()
        scheduler.step()
        running += loss.item()
        n += 1
    return running / n


@torch.no_grad()
def get_embeddings(model, titles, images):
    model.eval()
    emb = model.extract(torch.from_numpy(titles).long(), torch.from_numpy(images))
    return F.normalize(emb).cpu().numpy()


def match_f1(embeddings, groups, threshold):
    """Competition metric: mean F1 between predicted and true match sets (self included)."""
    sims = embeddings @ embeddings.T
    f1s = []
    for i in range(len(groups)):
        pred = set(np.where(sims[i] > threshold)[0])
        true = set(np.where(groups == groups[i])[0])
        inter = len(pred & true)
        f1s.append(2 * inter / (len(pred) + len(true)))
    return float(np.mean(f1s))


def best_threshold(embeddings, groups, grid=(0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)):
    scores = [match_f1(embeddings, groups, th) for th in grid]
    i = int(np.argmax(scores))
    return grid[i], scores[i]
