import torch


def riemann_alphas(steps):
    """Midpoint rule on [0, 1]."""
    return (torch.arange(steps, dtype=torch.float32) + 0.5) / steps


def straight_line(baseline, inputs, steps):
    """Points on the straight path from the baseline to the inputs, shaped [steps, *inputs]."""
    alphas = riemann_alphas(steps).view(steps, *([1] * inputs.dim()))
    return baseline.unsqueeze(0) + alphas * (inputs - baseline).unsqueeze(0)
