import torch
import torch.nn.functional as F

from .metrics import roc_auc


def train_one_epoch(model, optimizer, x, y, batch=256, log_every=20):
    model.train()
    perm = torch.randperm(x.size(0))
    for it, s in enumerate(range(0, x.size(0), batch)):
        idx = perm[s:s + batch]
        logits = model(x[idx])
        loss = F.binary_cross_entropy_with_logits(logits, y[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        if it % log_every == 0:
            probs = torch.sigmoid(logits)
            print(f"  it {it}: loss {loss.item():.4f} batch-auc {roc_auc(probs, y[idx]):.3f}")


@torch.no_grad()
def validate(model, x, y):
    model.eval()
    return roc_auc(torch.sigmoid(model(x)), y)
