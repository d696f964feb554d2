import torch


def shared_grad_norms(losses, shared_params):
    """Per-task gradient norm w.r.t. the shared trunk (GradNorm-style logging).
    Uses autograd.grad and keeps the graph alive for the real backward."""
    norms = {}
    for name, loss in losses.items():
        grads = torch.autograd.grad(loss, shared_params, retain_graph=True, allow_unused=True)
        norms[name] = torch.sqrt(sum((g ** 2).sum() for g in grads if g is not None)).item()
    return norms


def backward_tasks(losses):
    items = list(losses.values())
    for loss in items[:-1]:
        loss.backward(retain_graph=True)
    items[-1].backward()
