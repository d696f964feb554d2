"""Gradient-buffer housekeeping shared by the depot's training scripts."""


def _release(optimizer, args, kwargs):
    optimizer.zero_grad(set_to_none=True)


def install_grad_release(optimizer):
    """Free the gradient buffers around every optimizer step; returns the hook handle."""
    return optimizer.register_step_pre_hook(_release)
