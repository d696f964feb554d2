import torch


def _clear_after_step(optimizer, args, kwargs):
    optimizer.zero_grad(set_to_none=True)


def build_optimizer(named_params_fn, cfg):
    """Adam over the trainable weights; gradients are cleared right after every step."""
    params = [p for _, p in named_params_fn() if p.requires_grad]
    opt = torch.optim.Adam(params, lr=cfg.lr, betas=cfg.betas)
    opt.register_step_post_hook(_clear_after_step)
    return opt
