import torch


def reptile_gradients(meta_net, adapted):
    """Store (theta - mean(phi)) in .grad so that an ordinary optimizer can take the outer step."""
    per_task = [list(a.parameters()) for a in adapted]
    for i, theta in enumerate(meta_net.parameters()):
        phi = torch.stack([ps[i].detach() for ps in per_task]).mean(0)
        theta.grad = theta.detach() - phi


def ema_update(target, source, decay):
    for t, s in zip(target.parameters(), source.parameters()):
        t.mul_(decay).add_(s, alpha=1.0 - decay)
