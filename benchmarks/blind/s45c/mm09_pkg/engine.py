import torch
import torch.nn.functional as F


def train_one_epoch(model, opt, X, y, bs=256):
    model.train()
    running = 0.0
    for idx in torch.randperm(len(X)).split(bs):
        logit = model(X[idx])
        loss = F.binary_cross_entropy_with_logits(logit, y[idx])
        opt.zero_grad()
        loss.backward()
        opt.step()
        running += loss.item() * len(idx)
    return running / len(X)


def predict_proba(model, X, bs=1024):
    model.eval()
    chunks = []
    for xb in X.split(bs):
        chunks.append(torch.sigmoid(model(xb)))
    return torch.cat(chunks)
