import torch
import torch.nn.functional as F


def fitting_closures(model, optimizer, data, batch_size, generator=None):
    """Yields one re-evaluable objective per batch, as L-BFGS wants."""
    desc, tdd, alt = data
    for idx in torch.randperm(len(alt), generator=generator).split(batch_size):
        xb, tb, yb = desc[idx], tdd[idx], alt[idx]

        def closure(xb=xb, tb=tb, yb=yb):
            optimizer.zero_grad()
            loss = F.mse_loss(model(xb, tb), yb)
            loss.backward()
            return loss

        yield closure
