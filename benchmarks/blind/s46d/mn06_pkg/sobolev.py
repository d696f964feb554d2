import torch


class InputGradient:
    """d (selected logit) / d input, optionally differentiable for Sobolev training."""

    def __init__(self, create_graph):
        self.create_graph = create_graph

    def __call__(self, logits, x, y):
        score = logits.gather(1, y[:, None]).sum()
        (g,) = torch.autograd.grad(score, x, create_graph=self.create_graph)
        return g


def with_input_grad(x):
    return x.detach().requires_grad_(True)
