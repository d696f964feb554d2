import functools

from model import value_loss
from updates import apply_update

FLUSH = object()


def primed(fn):
    @functools.wraps(fn)
    def start(*args, **kwargs):
        gen = fn(*args, **kwargs)
        next(gen)
        return gen
    return start


@primed
def learner(model, optimizer, accumulate=4, max_norm=2.0):
    """Send (profile, extras, share) micro-batches; each send returns that micro-batch's loss.
    Send FLUSH at the end of an epoch to apply a partly filled update."""
    pending = 0
    reply = None
    model.train()
    optimizer.zero_grad(set_to_none=True)
    while True:
        item = yield reply
        if item is FLUSH:
            if pending:
                apply_update(optimizer, model, max_norm)
                pending = 0
            reply = None
            continue
        profile, extras, share = item
        loss = value_loss(model(profile, extras), share)
        (loss / accumulate).backward()
        pending += 1
        if pending == accumulate:
            apply_update(optimizer, model, max_norm)
            pending = 0
        reply = loss.item()
