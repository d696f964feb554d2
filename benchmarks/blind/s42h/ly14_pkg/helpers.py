"""helpers.py -- printing and bookkeeping used by train.py."""
import torch


def param_table(net):
    total = 0
    for name, p in net.named_parameters():
        total += p.numel()
        print(f"  {name:<28} {str(tuple(p.shape)):<12} {p.numel():6d}")
    print(f"  {'total':<28} {'':<12} {total:6d}")
    return total


def snapshot(net):
    return {k: v.detach().clone() for k, v in net.state_dict().items()}


def moved(before, net):
    after = net.state_dict()
    return {k: (after[k] - v).abs().max().item() for k, v in before.items() if v.dtype.is_floating_point}
