import torch


@torch.no_grad()
def soft_update(target, source, tau):
    for t_param, s_param in zip(target.parameters(), source.parameters()):
        t_param.mul_(1.0 - tau).add_(s_param, alpha=tau)


def hard_update(target, source):
    with torch.no_grad():
        for t_param, s_param in zip(target.parameters(), source.parameters()):
            t_param.copy_(s_param)
