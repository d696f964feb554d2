"""How easily can a small perturbation of the LCD image flip the reading? (FGSM, Goodfellow 2015)"""
import torch
import torch.nn.functional as F


def fgsm(model, x, y, eps):
    x_adv = x.clone().requires_grad_(True)
    loss = F.cross_entropy(model(x_adv), y)
    grad, = torch.autograd.grad(loss, x_adv)
    return (x_adv + eps * grad.sign()).clamp(0, 1).detach()


def test_robustness(model, x, y, eps_list=(0.0, 0.05, 0.1, 0.2), bs=256):
    model.eval()
    results = {}
    for eps in eps_list:
        hits = 0
        for i in range(0, len(x), bs):
            xb, yb = x[i:i + bs], y[i:i + bs]
            xa = fgsm(model, xb, yb, eps) if eps > 0 else xb
            with torch.no_grad():
                hits += (model(xa).argmax(1) == yb).sum().item()
        results[eps] = hits / len(x)
    return results
