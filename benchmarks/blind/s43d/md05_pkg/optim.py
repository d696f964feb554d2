import torch


def _clear_after_step(optimizer, args, kwargs):
    optimizer.zero_grad(set_to_none=True)


def build_optimizer(committee, lr=2e-3, weight_decay=1e-4):
    opt = torch.optim.AdamW(committee.parameters(), lr=lr, weight_decay=weight_decay)
    opt.register_step_post_hook(_clear_after_step)
    return opt
