import torch


def negative_log_likelihood(flow, points):
    return -flow.log_prob(points).mean()


@torch.no_grad()
def held_out_nll(flow, points):
    return negative_log_likelihood(flow, points).item()


@torch.no_grad()
def on_moons_fraction(samples, reference, radius=0.15):
    dist = torch.cdist(samples, reference)
    return (dist.min(dim=1).values < radius).float().mean().item()
