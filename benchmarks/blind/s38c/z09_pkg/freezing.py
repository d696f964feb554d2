from contextlib import contextmanager


def set_trainable(module, flag):
    for p in module.parameters():
        p.require_grad = flag


def trainable_count(model):
    return sum(p.numel() for p in model.parameters() if p.requires_grad)


@contextmanager
def frozen(module):
    """Temporarily freeze a module (restores the previous flags on exit)."""
    saved = [p.requires_grad for p in module.parameters()]
    for p in module.parameters():
        p.requires_grad_(False)
    try:
        yield module
    finally:
        for p, flag in zip(module.parameters(), saved):
            p.requires_grad_(flag)
