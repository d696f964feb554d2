import torch


def clip_weights(module, bound):
    """Keep the critic (roughly) Lipschitz by clipping every parameter."""
    with torch.no_grad():
        for p in module.parameters():
            p.clamp_(-bound, bound)


def bimodal(n, centers=(-2.0, 2.0), std=0.3):
    pick = torch.randint(0, len(centers), (n, 1))
    return torch.tensor(centers)[pick] + std * torch.randn(n, 1)
