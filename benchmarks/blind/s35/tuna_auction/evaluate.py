import torch


@torch.no_grad()
def price_error(model, data, newcomers=None):
    """Mean absolute percentage error of the hammer price per kg."""
    x, vessel, y = data
    model.eval()
    ape = (torch.exp(model(x, vessel) - y) - 1.0).abs()
    model.train()
    if newcomers is None:
        return ape.mean().item()
    mask = torch.isin(vessel, newcomers)
    return ape[~mask].mean().item(), ape[mask].mean().item()
