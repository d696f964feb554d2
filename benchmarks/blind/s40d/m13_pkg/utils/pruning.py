"""Global magnitude pruning with fixed masks (iterative-pruning style)."""
import torch


def prunable(net):
    return {name: p for name, p in net.named_parameters() if name.endswith("weight") and p.dim() > 1}


@torch.no_grad()
def prune_by_magnitude(net, sparsity):
    """Zero the smallest-|w| fraction of all prunable weights; return the masks."""
    params = prunable(net)
    scores = torch.cat([p.abs().flatten() for p in params.values()])
    k = int(sparsity * scores.numel())
    threshold = scores.kthvalue(k).values if k > 0 else scores.min() - 1
    masks = {}
    for name, p in params.items():
        masks[name] = (p.abs() > threshold).float()
        p.mul_(masks[name])
    return masks


def reapply_masks(net, masks):
    """Called after every optimizer step so pruned weights stay at exactly zero."""
    for name, p in net.named_parameters():
        if name in masks:
            p.mul_(masks[name])


def sparsity_report(net, masks):
    total = sum(m.numel() for m in masks.values())
    zeros = sum((p == 0).sum().item() for n, p in net.named_parameters() if n in masks)
    return zeros / total
