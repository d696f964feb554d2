"""Training / evaluation loops (copied from tutorial 4 and tidied up)."""
import torch

from .spectra import batches


def train_one_epoch(net, opt, X, y, loss_fn, batch_size=32, gen=None):
    net.train()
    total, seen = 0.0, 0
    opt.zero_grad()
    for xb, yb in batches(X, y, batch_size, gen):
        logits = net(xb)
        batch_loss = loss_fn(logits, yb)
        batch_loss.backward()
        opt.step()
        total += batch_loss.item() * len(yb)
        seen += len(yb)
    return total / seen


@torch.no_grad()
def accuracy(net, X, y):
    net.eval()
    return (net(X).argmax(1) == y).float().mean().item()
