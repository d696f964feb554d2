import torch


def spectral_l1(estimates, targets):
    return sum(torch.mean(torch.abs(estimates[k] - targets[k])) for k in targets) / len(targets)


def spectral_convergence(est, ref, eps=1e-8):
    return (torch.linalg.norm(ref - est) / (torch.linalg.norm(ref) + eps)).item()
