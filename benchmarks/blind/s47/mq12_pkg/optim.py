import torch


def build_optimizer(model, lr, frozen_prefixes=()):
    params = []
    for name, p in model.named_parameters():
        if name.startswith(tuple(frozen_prefixes)):
            p.requires_grad_(False)
        else:
            params.append(p)
    return torch.optim.Adam(params, lr=lr)


def accumulate(loss, accum_steps):
    (loss / accum_steps).backward()


def maybe_step(optimizer, micro_step, accum_steps):
    if (micro_step + 1) % accum_steps == 0:
        optimizer.step()
        optimizer.zero_grad(set_to_none=True)
        return True
    return False
