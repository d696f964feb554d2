import itertools

import torch


def build_optimizer(net, trunk_lr=2e-3, head_lr=4e-3):
    groups = [
        {"params": net.trunk.parameters(), "lr": trunk_lr},
        {"params": itertools.chain(*(h.parameters() for h in net.heads.values())), "lr": head_lr},
    ]
    opt = torch.optim.Adam(groups)

    def _clear(optimizer, args, kwargs):
        optimizer.zero_grad(set_to_none=True)

    opt.register_step_post_hook(_clear)
    return opt
