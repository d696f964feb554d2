import torch


def local_mask(length, min_separation, device=None):
    idx = torch.arange(length, device=device)
    return (idx[None, :] - idx[:, None]).abs() < min_separation


def drop_local_contacts(probs, cfg):
    """Trivial contacts between neighbours in sequence carry no information."""
    if cfg.mask_local:
        mask = local_mask(probs.size(-1), cfg.min_separation, probs.device)
        probs.masked_fill_(mask, 0.0)
    return probs


def top_l_precision(probs, contacts, min_separation):
    L = probs.size(-1)
    keep = ~local_mask(L, min_separation)
    scores = probs[:, keep]
    truth = contacts[:, keep]
    top = scores.topk(L, dim=-1).indices
    return truth.gather(1, top).mean().item()
