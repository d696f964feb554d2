from contextlib import contextmanager


@contextmanager
def freeze(*modules):
    """Switch off requires_grad for the given modules inside the block."""
    params = [p for m in modules for p in m.parameters()]
    flags = [p.requires_grad for p in params]
    for p in params:
        p.requires_grad_(False)
    try:
        yield
    finally:
        for p, f in zip(params, flags):
            p.requires_grad_(f)
