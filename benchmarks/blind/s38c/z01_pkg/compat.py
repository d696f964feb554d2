"""Helpers carried over from the 0.3-era nowcasting code base."""
import torch
from torch.autograd import Variable


def to_var(x):
    return Variable(x)


def init_hidden(batch, channels, size):
    return Variable(torch.zeros(batch, channels, size, size))


def repackage_hidden(h):
    """Wrap hidden states in new Variables, to detach them from their history."""
    if isinstance(h, tuple):
        return tuple(repackage_hidden(v) for v in h)
    return Variable(h.data)
