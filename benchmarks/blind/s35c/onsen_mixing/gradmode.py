import torch


def call_without_grad(fn, *args, **kwargs):
    """Run `fn` with autograd recording switched off, restoring the previous mode."""
    previous = torch.is_grad_enabled()
    torch.set_grad_enabled(False)
    try:
        return fn(*args, **kwargs)
    finally:
        torch.set_grad_enabled(previous)
