import torch


def gradnorm_weights(task_losses, shared_weight, alpha_floor=0.1):
    """Weight each task inversely to the gradient norm it produces on the last shared layer."""
    norms = {}
    for t, loss in task_losses.items():
        (g,) = torch.autograd.grad(loss, shared_weight, retain_graph=True)
        norms[t] = g.norm()
    mean = torch.stack(list(norms.values())).mean()
    return {t: torch.clamp(mean / (n + 1e-8), min=alpha_floor).detach() for t, n in norms.items()}


def set_trainable(module, flag):
    for p in module.parameters():
        p.requires_grad_(flag)
