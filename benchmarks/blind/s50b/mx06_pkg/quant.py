import torch
import torch.nn as nn
import torch.nn.functional as F


def fake_quant(t, scale, bits=8):
    """Symmetric fake quantization with a straight-through estimator."""
    qmax = 2 ** (bits - 1) - 1
    q = torch.clamp(torch.round(t / scale), -qmax, qmax) * scale
    return t + (q - t).detach()


class QuantLinear(nn.Linear):
    def __init__(self, n_in, n_out, bits=4, momentum=0.9):
        super().__init__(n_in, n_out)
        self.bits, self.momentum = bits, momentum
        self.register_buffer("act_absmax", torch.ones(()))

    def forward(self, x):
        if self.training:
            with torch.no_grad():
                self.act_absmax.mul_(self.momentum).add_((1 - self.momentum) * x.abs().max())
        qmax = 2 ** (self.bits - 1) - 1
        w_scale = self.weight.detach().abs().max() / qmax
        a_scale = self.act_absmax / qmax
        return F.linear(fake_quant(x, a_scale, self.bits),
                        fake_quant(self.weight, w_scale, self.bits), self.bias)
