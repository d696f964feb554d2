import torch


@torch.no_grad()
def initial_center(encoder, loader, eps=0.1):
    reps = torch.cat([encoder(xb) for xb in loader])
    c = reps.mean(dim=0)
    c[(c.abs() < eps) & (c < 0)] = -eps
    c[(c.abs() < eps) & (c >= 0)] = eps
    return c


def squared_distance(z, center):
    return ((z - center) ** 2).sum(dim=-1)


def soft_boundary_loss(dist, radius, nu):
    scores = dist - radius ** 2
    return radius ** 2 + (1.0 / nu) * torch.clamp(scores, min=0).mean()
