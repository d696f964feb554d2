"""Small helpers to keep an eye on training without TensorBoard."""
import torch


def grad_report(net):
    """L2 norm of the gradient per top-level child; clears the grads afterwards
    so nothing stale is kept around between logging calls."""
    norms = {}
    for name, child in net.named_children():
        sq = [p.grad.pow(2).sum() for p in child.parameters() if p.grad is not None]
        norms[name] = torch.sqrt(torch.stack(sq).sum()).item() if sq else 0.0
    net.zero_grad(set_to_none=True)
    return norms


def weight_norm(net):
    return torch.sqrt(sum(p.detach().pow(2).sum() for p in net.parameters())).item()
