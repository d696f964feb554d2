import torch
import torch.nn.functional as F


def train_epoch(model, optimizer, scheduler, data, weighter, batch_size, generator):
    x, y = data
    order = torch.randperm(len(x), generator=generator)
    w = weighter.weights()
    for i in range(0, len(x), batch_size):
        idx = order[i:i + batch_size]
        pred = model(x[idx])
        losses = {t: F.mse_loss(pred[t], y[t][idx]) for t in pred}
        total = sum(w[t] * losses[t] for t in losses)
        optimizer.zero_grad()
        total.backward()
        optimizer.step()
        scheduler.step()
        weighter.observe(losses)
    return w, weighter.end_epoch()


@torch.no_grad()
def evaluate(model, data):
    model.eval()
    x, y = data
    pred = model(x)
    model.train()
    return {t: (pred[t] - y[t]).abs().mean().item() for t in pred}
