"""Initialisation recipes shared by the recurrent taggers."""
import torch.nn as nn


def lstm_forget_bias(lstm: nn.LSTM, value=1.0):
    """Jozefowicz et al. 2015: start the forget gates open so that gradients flow early on.

    PyTorch packs the gate biases as [input | forget | cell | output], and adds
    bias_ih and bias_hh, so only the input-side bias is touched.
    """
    for name, bias in lstm.named_parameters():
        if name.startswith("bias_ih"):
            quarter = bias.shape[0] // 4
            bias[quarter:2 * quarter].fill_(value)


def xavier_linear(module):
    for m in module.modules():
        if isinstance(m, nn.Linear):
            nn.init.xavier_uniform_(m.weight)
            nn.init.zeros_(m.bias)
