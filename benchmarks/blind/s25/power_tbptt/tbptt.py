import torch
import torch.nn.functional as F

from .meter import chunks


def run_epoch(model, streams, optimizer, span):
    model.train()
    model.reset_state()
    errors = []
    for window, upcoming in chunks(streams, span):
        forecast = model(window)
        mse = F.mse_loss(forecast, upcoming)
        optimizer.zero_grad()
        mse.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()
        errors.append(mse.item())
    return sum(errors) / len(errors)


@torch.no_grad()
def evaluate(model, streams, span):
    model.eval()
    model.reset_state()
    errors = [F.mse_loss(model(w), u).item() for w, u in chunks(streams, span)]
    return sum(errors) / len(errors)
