import torch
import torch.nn.functional as F

from .data import sample_windows


def smape(pred, target):
    return (2 * (pred - target).abs() / (pred.abs() + target.abs() + 1e-8)).mean()


def train_epoch(model, optimizer, series, hp, writer, epoch, generator):
    model.train()
    losses = []
    for step in range(hp.steps_per_epoch):
        x, y = sample_windows(series, hp.backcast, hp.horizon, hp.batch_size, generator)
        optimizer.zero_grad()
        loss = F.l1_loss(model(x), y)
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
        writer.add_scalar("train/mae", loss.item(), epoch * hp.steps_per_epoch + step)
    return sum(losses) / len(losses)


@torch.no_grad()
def validate(model, series, hp):
    model.eval()
    x, y = series[:, -hp.backcast - hp.horizon:-hp.horizon], series[:, -hp.horizon:]
    pred = model(x)
    return F.l1_loss(pred, y).item(), smape(pred, y).item()
