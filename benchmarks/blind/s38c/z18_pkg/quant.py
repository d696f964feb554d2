import torch
import torch.nn as nn
import torch.nn.functional as F


class RoundSTE(torch.autograd.Function):
    """Symmetric 8-bit fake quantisation with a straight-through gradient."""

    @staticmethod
    def forward(ctx, w, scale):
        q = w / scale
        q.round_().clamp_(-127, 127)
        return q * scale

    @staticmethod
    def backward(ctx, grad_out):
        return grad_out, None


class QuantConv1d(nn.Conv1d):
    def forward(self, x):
        scale = self.weight.detach().abs().max().clamp(min=1e-8) / 127
        w_q = RoundSTE.apply(self.weight, scale)
        return F.conv1d(x, w_q, self.bias, self.stride, self.padding, self.dilation, self.groups)


def clamp_quant_weights_(model, bound=1.0):
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, QuantConv1d):
                m.weight.clamp_(-bound, bound)
