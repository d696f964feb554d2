import torch
import torch.nn as nn


@torch.no_grad()
def open_forget_gates(module: nn.Module, value=1.0):
    """Set the forget-gate slice of every LSTM input bias to `value`."""
    for lstm in (m for m in module.modules() if isinstance(m, nn.LSTM)):
        for name, bias in lstm.named_parameters():
            if "bias_ih" in name:
                n = bias.shape[0] // 4
                bias[n:2 * n].fill_(value)
