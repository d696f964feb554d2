from contextlib import contextmanager


@contextmanager
def evaluating(*nets):
    """Put networks in eval mode for the block and restore whatever mode they were in."""
    previous = [net.training for net in nets]
    try:
        for net in nets:
            net.eval()
        yield
    finally:
        for net, mode in zip(nets, previous):
            net.train(mode)
