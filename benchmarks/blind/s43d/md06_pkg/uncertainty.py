import torch


@torch.no_grad()
def ensemble_hatch_rate(members, x):
    rates = torch.stack([net.hatch_rate(x) for net in members])
    return rates.mean(0), rates.std(0)


def relocation_shortlist(members, x, k=10):
    """Nests the ensemble disagrees on most go to the field team for a closer look."""
    mean, spread = ensemble_hatch_rate(members, x)
    return spread.squeeze(1).topk(k).indices, mean
