import torch


def magnitude_masks(layers, sparsity):
    masks = []
    for layer in layers:
        w = layer.weight.detach().abs()
        cut = torch.quantile(w.flatten(), sparsity)
        masks.append((w > cut).float())
    return masks


def apply_masks(layers, masks):
    for layer, mask in zip(layers, masks):
        layer.weight.mul_(mask)


def density(layers):
    kept = sum(int((l.weight != 0).sum()) for l in layers)
    return kept / sum(l.weight.numel() for l in layers)
