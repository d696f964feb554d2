"""Micro-batching helpers for gradient accumulation."""


def split_micro(tensors, micro_batches):
    """Split every tensor of a batch along dim 0 into `micro_batches` aligned pieces."""
    pieces = [t.chunk(micro_batches, dim=0) for t in tensors]
    return list(zip(*pieces))
