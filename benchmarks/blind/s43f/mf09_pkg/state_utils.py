"""Helpers for stateful recurrent training."""
import torch


def repackage(state):
    """Cut the recurrent state from the graph of the previous window (keeps its value).

    Works for a GRU state (a tensor) and an LSTM state (an (h, c) tuple)."""
    if state is None:
        return None
    if isinstance(state, torch.Tensor):
        return state.detach()
    return tuple(repackage(s) for s in state)


def windows(x, y, length):
    for start in range(0, x.shape[1], length):
        yield x[:, start:start + length], y[:, start:start + length]
