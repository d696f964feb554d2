import torch
from torch import nn


@torch.no_grad()
def truncate_rank(layer, rank):
    u, s, vh = torch.linalg.svd(layer.weight, full_matrices=False)
    approx = u[:, :rank] @ torch.diag(s[:rank]) @ vh[:rank]
    layer.weight = nn.Parameter(approx)
    return (s[rank:].square().sum() / s.square().sum()).item()


def apply_plan(net, plan, epoch):
    dropped = {}
    for name, rank in plan.get(epoch, {}).items():
        dropped[name] = truncate_rank(net.get_submodule(name), rank)
    return dropped
