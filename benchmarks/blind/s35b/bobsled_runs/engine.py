import torch
import torch.nn.functional as F


def train_epoch(model, batches, optimizer, watcher):
    model.train()
    for x, track, finish in batches:
        loss = F.mse_loss(model(x, track), finish)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        watcher.observe(loss)


@torch.no_grad()
def finish_mae(model, x, track, finish):
    model.eval()
    return (model(x, track) - finish).abs().mean().item()
