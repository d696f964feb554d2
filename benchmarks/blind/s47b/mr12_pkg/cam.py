import torch


def erase_mask(cam, labels, threshold):
    """Zero the feature positions where the primary head's class map is strongest."""
    picked = cam[torch.arange(len(labels)), labels].detach()
    lo = picked.flatten(1).amin(1).view(-1, 1, 1)
    hi = picked.flatten(1).amax(1).view(-1, 1, 1)
    norm = (picked - lo) / (hi - lo + 1e-6)
    return (norm < threshold).float().unsqueeze(1)
