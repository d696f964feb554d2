import torch

import paths


def integrated_gradients(model, inputs, target, steps=32):
    """Integrated gradients (Sundararajan et al., 2017) with a zero baseline."""
    model.eval()
    inputs = inputs.clone().requires_grad_()
    baseline = torch.zeros_like(inputs)
    path = paths.straight_line(baseline, inputs, steps)
    logits = model(path.reshape(-1, *inputs.shape[1:]))
    logits[:, target].sum().backward()
    mean_grad = path.grad.mean(dim=0)
    return (inputs - baseline).detach() * mean_grad


def on_pulse_share(attributions, on_pulse):
    """Fraction of the positive attribution mass that falls inside the on-pulse window."""
    positive = attributions.clamp(min=0)
    inside = (positive * on_pulse).sum(dim=1)
    return (inside / positive.sum(dim=1).clamp(min=1e-8)).mean().item()
