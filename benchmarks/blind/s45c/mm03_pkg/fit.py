import torch
import torch.nn.functional as F


def run_epochs(net, opt, X, y, epochs=10, batch=128, pos_weight=None, log=None):
    n = len(X)
    for ep in range(epochs):
        net.train()
        tot, seen = 0.0, 0
        for idx in torch.randperm(n).split(batch):
            logits = net(X[idx])
            bce = F.binary_cross_entropy_with_logits(logits, y[idx], pos_weight=pos_weight)
            opt.zero_grad()
            bce.backward()
            opt.step()
            tot += bce.item() * len(idx)
            seen += len(idx)
        if log is not None:
            log(ep, tot / seen)
    return net


@torch.no_grad()
def scores(net, X, y):
    net.eval()
    p = torch.sigmoid(net(X))
    pred = (p > 0.5).float()
    tp = (pred * y).sum().item()
    prec = tp / max(pred.sum().item(), 1)
    rec = tp / max(y.sum().item(), 1)
    # rank-based AUC
    order = p.argsort()
    ranks = torch.empty_like(p)
    ranks[order] = torch.arange(1, len(p) + 1, dtype=p.dtype)
    npos = y.sum()
    auc = ((ranks * y).sum() - npos * (npos + 1) / 2) / (npos * (len(y) - npos))
    return {"auc": auc.item(), "prec": prec, "rec": rec, "mean_p": p.mean().item()}
