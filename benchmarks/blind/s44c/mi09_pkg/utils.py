import torch
from torch.autograd import Variable


def repackage_hidden(h):
    """Wraps hidden states in new Variables, to detach them from their history."""
    if isinstance(h, torch.Tensor):
        return Variable(h.data)
    else:
        return tuple(repackage_hidden(v) for v in h)


def get_batch(source, target, i, bptt):
    seq_len = min(bptt, source.size(0) - i)
    return Variable(source[i:i + seq_len]), Variable(target[i:i + seq_len])
