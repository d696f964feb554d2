import torch
import torch.nn.functional as F

from .ema import evaluating


def train_steps(model, optimizer, ema, batches, n_steps):
    """Generator: one optimisation step per item, yields (step, loss value)."""
    for step in range(n_steps):
        x, y = next(batches)
        loss = F.cross_entropy(model(x), y, label_smoothing=0.05)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        ema.update(model)
        yield step, loss.item()


def evaluate(model, x, y, batch_size=64):
    correct = 0
    with evaluating(model):
        for i in range(0, len(x), batch_size):
            logits = model(x[i:i + batch_size])
            correct += (logits.argmax(1) == y[i:i + batch_size]).sum().item()
    return correct / len(x)
