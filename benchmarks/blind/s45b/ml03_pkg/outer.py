import torch


def reptile_step(meta_net, adapted, epsilon):
    """Move the meta weights towards the average of the task-adapted weights."""
    fast_params = [dict(f.named_parameters()) for f in adapted]
    for name, slow in meta_net.named_parameters():
        target = torch.stack([fp[name].detach() for fp in fast_params]).mean(0)
        slow += epsilon * (target - slow.detach())


def linear_schedule(step, total, start, end=0.0):
    frac = min(step / max(total, 1), 1.0)
    return start + (end - start) * frac
