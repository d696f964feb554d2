"""Weight constraints applied after each optimizer step (dropout + max-norm, Srivastava et al. 2014)."""
import torch


def renorm_rows(layer, c):
    """Rescale every incoming weight vector whose L2 norm exceeds c back onto the ball of radius c."""
    norms = layer.weight.norm(dim=1, keepdim=True)
    layer.weight = layer.weight * torch.clamp(c / (norms + 1e-8), max=1.0)


def apply_constraints(net, args):
    if args.max_norm > 0:
        for layer in net.linear_layers():
            renorm_rows(layer, args.max_norm)


def max_row_norm(net):
    return max(l.weight.norm(dim=1).max().item() for l in net.linear_layers())
