import torch


def descend(batches, model, optimizer, loss_fn, step=0, total=0.0):
    """One optimisation step per call, recursing until the loader is exhausted."""
    try:
        xb, yb = next(batches)
    except StopIteration:
        return step, total
    loss = loss_fn(model(xb), yb)
    loss.backward()
    optimizer.step()
    return descend(batches, model, optimizer, loss_fn, step + 1, total + loss.item())


def run_epoch(model, optimizer, loader, loss_fn):
    model.train()
    optimizer.zero_grad()
    steps, total = descend(iter(loader), model, optimizer, loss_fn)
    return total / max(steps, 1)


@torch.no_grad()
def adequacy_error(model, x, r, hours, uf, weight, to_ktv):
    model.eval()
    pred = model(x).clamp(0.1, 0.95)
    err = (to_ktv(pred, hours, uf, weight) - to_ktv(r, hours, uf, weight)).abs()
    return err.mean().item(), (err < 0.1).float().mean().item()
