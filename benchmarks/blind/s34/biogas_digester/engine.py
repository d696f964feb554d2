import torch
import torch.nn.functional as F

from .book import LossBook
from .feed import TARGETS


def train_epoch(model, data, optimizer, *, weights, batch_size=64):
    model.train()
    x, y = data
    for idx in torch.randperm(len(x)).split(batch_size):
        out = model(x[idx])
        book = LossBook(weights)
        for k, name in enumerate(TARGETS):
            book.add(name, F.mse_loss(out[:, k], y[idx, k]))
        loss = book.total()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return book.summary()


@torch.no_grad()
def evaluate(model, data):
    model.eval()
    x, y = data
    return dict(zip(TARGETS, (model(x) - y).abs().mean(0).tolist()))
