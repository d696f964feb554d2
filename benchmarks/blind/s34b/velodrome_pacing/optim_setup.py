import torch


def build_optimizer(model, cache, lr, weight_decay=0.0):
    opt = torch.optim.AdamW(model.parameters(), lr=lr, weight_decay=weight_decay)
    # parameters changed: the cached segment features are stale from here on
    opt.register_step_post_hook(lambda optimizer, args, kwargs: cache.invalidate())
    return opt
