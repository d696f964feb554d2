"""Adam per player; gradients are cleared by a post-step hook."""
import torch


def _clear_after_step(opt, args, kwargs):
    opt.zero_grad(set_to_none=True)


def build(players, lrs, betas=(0.5, 0.9)):
    opts = {}
    for name, tensors in players.items():
        opts[name] = torch.optim.Adam(tensors, lr=lrs[name], betas=betas)
        opts[name].register_step_post_hook(_clear_after_step)
    return opts
