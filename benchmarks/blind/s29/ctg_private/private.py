import torch
import torch.nn.functional as F
from torch.func import functional_call, grad, vmap


def per_example_grads(model):
    def loss_one(params, x, y):
        logits = functional_call(model, params, (x[None],))
        return F.cross_entropy(logits, y[None])
    return vmap(grad(loss_one), in_dims=(None, 0, 0))


def privatize(grads, clip, noise_multiplier, generator):
    """Clip each example's gradient to norm `clip`, sum, add Gaussian noise, average."""
    batch = next(iter(grads.values())).shape[0]
    norms = torch.sqrt(sum(g.reshape(batch, -1).pow(2).sum(1) for g in grads.values()))
    scale = (clip / (norms + 1e-6)).clamp(max=1.0)
    noisy = {}
    for name, g in grads.items():
        summed = torch.einsum("b,b...->...", scale, g)
        noise = torch.randn(summed.shape, generator=generator) * noise_multiplier * clip
        noisy[name] = (summed + noise) / batch
    return noisy


def momentum_update(params, grads, velocity, lr, momentum=0.9):
    velocity = {k: momentum * velocity[k] + grads[k] for k in params}
    params = {k: params[k] - lr * velocity[k] for k in params}
    return params, velocity
