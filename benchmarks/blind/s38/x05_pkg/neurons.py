import torch
import torch.nn as nn


class FastSigmoidSpike(torch.autograd.Function):
    scale = 10.0

    @staticmethod
    def forward(ctx, v):
        ctx.save_for_backward(v)
        return (v > 0).to(v.dtype)

    @staticmethod
    def backward(ctx, grad_out):
        (v,) = ctx.saved_tensors
        return grad_out / (FastSigmoidSpike.scale * v.abs() + 1.0) ** 2


spike_fn = FastSigmoidSpike.apply


class LIF(nn.Module):
    """Leaky integrate-and-fire neuron with soft reset; keeps its membrane between calls."""

    def __init__(self, beta=0.9, threshold=1.0):
        super().__init__()
        self.beta = beta
        self.threshold = threshold
        self.mem = None

    def reset(self):
        self.mem = None

    def forward(self, current):
        if self.mem is None:
            self.mem = torch.zeros_like(current)
        self.mem = self.beta * self.mem + current
        spk = spike_fn(self.mem - self.threshold)
        self.mem = self.mem - spk * self.threshold
        return spk
