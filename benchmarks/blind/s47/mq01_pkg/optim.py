import torch
from torch.nn.utils import clip_grad_norm_


def make_optimizer(module, lr):
    return torch.optim.Adam(module.parameters(), lr=lr)


def apply_gradients(optimizer, loss, clip=None):
    optimizer.zero_grad(set_to_none=True)
    loss.backward()
    if clip is not None:
        params = [p for g in optimizer.param_groups for p in g["params"]]
        clip_grad_norm_(params, clip)
    optimizer.step()


@torch.no_grad()
def soft_update(target, online, tau):
    for tp, p in zip(target.parameters(), online.parameters()):
        tp.lerp_(p, tau)
