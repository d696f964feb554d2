import torch

from .tasks import total_loss


def subset(targets, idx):
    return {name: value[idx] for name, value in targets.items()}


def fit(model, optimizer, x, targets, epochs, batch, generator):
    for epoch in range(epochs):
        model.train()
        order = torch.randperm(len(x), generator=generator)
        running = 0.0
        for start in range(0, len(order), batch):
            idx = order[start:start + batch]
            optimizer.zero_grad()
            loss = total_loss(model(x[idx]), subset(targets, idx))
            loss.backward()
            optimizer.step()
            running += loss.item() * len(idx)
        yield epoch, running / len(x)
