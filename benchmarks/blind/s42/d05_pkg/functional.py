"""JAX-style view of the network: a params dict and a pure apply()."""
import torch
from torch.func import functional_call


def split_params(net):
    return {name: p for name, p in net.named_parameters()}


def make_apply(net):
    def apply(params, x):
        return functional_call(net, params, (x,))
    return apply


def make_loss(apply, backend):
    def loss(params, x, y):
        return torch.nn.functional.smooth_l1_loss(apply(params, x), y, beta=0.2)
    return torch.compile(loss, backend=backend) if backend else loss


def layer_grad_norms(params):
    """Per-layer norms of the direction (original1) and gain (original0) gradients."""
    out = {}
    for name, p in params.items():
        if name.endswith(("original0", "original1")) and p.grad is not None:
            layer, kind = name.split(".")[0], "g" if name.endswith("0") else "v"
            out[f"{layer}.{kind}"] = p.grad.norm().item()
    return out
