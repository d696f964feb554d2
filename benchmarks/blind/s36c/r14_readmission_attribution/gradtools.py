def keep_grad(tensor):
    """Ask autograd to keep the gradient of an intermediate tensor after backward."""
    tensor.retain_grad()
    return tensor


def grad_norms(module):
    return {name: p.grad.norm().item() for name, p in module.named_parameters()
            if p.grad is not None}
