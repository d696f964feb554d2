"""Small autograd helpers used by the adversarial steps."""
import torch


def stop_gradient(t: torch.Tensor) -> torch.Tensor:
    """Same values, no path back into whatever produced them."""
    return t.detach()


def set_trainable(module, flag: bool):
    for p in module.parameters():
        p.requires_grad_(flag)
