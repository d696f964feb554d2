import torch
import torch.nn.functional as F


@torch.no_grad()
def embed(backbone, x):
    backbone.eval()
    out = backbone(x)
    backbone.train()
    return out


def linear_probe(feats, labels, n_classes, n_fit=100, steps=200, lr=0.5):
    feats = (feats - feats.mean(0)) / (feats.std(0) + 1e-6)
    f_fit, y_fit, f_eval, y_eval = feats[:n_fit], labels[:n_fit], feats[n_fit:], labels[n_fit:]
    w = (torch.randn(feats.shape[1], n_classes) * 0.01).requires_grad_()
    b = torch.zeros(n_classes, requires_grad=True)
    opt = torch.optim.SGD([w, b], lr=lr)
    for _ in range(steps):
        opt.zero_grad()
        ce = F.cross_entropy(f_fit @ w + b, y_fit)
        ce.backward()
        opt.step()
    with torch.no_grad():
        return ((f_eval @ w + b).argmax(-1) == y_eval).float().mean().item()
