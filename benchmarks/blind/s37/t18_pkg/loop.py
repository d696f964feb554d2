import torch
import torch.nn.functional as F

from .constraints import clip_embedding_norms
from .metrics import in_batch_recall


def train_epoch(model, optimizer, pairs, batch=256, max_norm=2.0, log_every=20):
    model.train()
    perm = torch.randperm(pairs.size(0))
    loss_sum, recall_sum, n = 0.0, 0.0, 0
    for it, s in enumerate(range(0, pairs.size(0) - batch + 1, batch)):
        u, i = pairs[perm[s:s + batch]].unbind(1)
        logits = model(u, i)
        loss = F.cross_entropy(logits, torch.arange(logits.size(0)))
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        clip_embedding_norms(model, max_norm)
        loss_sum += loss.item()
        n += 1
        if it % log_every == 0:
            recall_sum += in_batch_recall(logits)
    return loss_sum / n, recall_sum / max(1, (n + log_every - 1) // log_every)
