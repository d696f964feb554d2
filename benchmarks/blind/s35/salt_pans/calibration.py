import torch
from torch import nn


def instrument_terms(n_instruments):
    """One (offset, log-gain) pair per instrument, starting from an ideal instrument."""
    return [nn.Parameter(torch.zeros(2)) for _ in range(n_instruments)]


def apply_instrument(value, terms, index):
    table = torch.stack(list(terms))
    offset, log_gain = table[index, 0], table[index, 1]
    return offset + torch.exp(log_gain) * value
