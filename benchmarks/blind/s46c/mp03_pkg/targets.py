import copy

import torch


def frozen_copy(module):
    twin = copy.deepcopy(module)
    for p in twin.parameters():
        p.requires_grad = False
    return twin


@torch.no_grad()
def polyak(target, online, tau):
    for tp, p in zip(target.parameters(), online.parameters()):
        tp.mul_(1.0 - tau)
        tp.add_(tau * p)


def smoothed_target_action(actor_targ, nxt, noise_std=0.2, noise_clip=0.5):
    a = actor_targ(nxt)
    eps = (torch.randn_like(a) * noise_std).clamp(-noise_clip, noise_clip)
    return (a + eps).clamp(-1.0, 1.0)
