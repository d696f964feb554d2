import torch
from torch import nn

from constraints import project


def reorder(x, columns, first):
    order = [columns.index(c) for c in first] + \
        [i for i, c in enumerate(columns) if c not in first]
    return x[:, order]


def train(model, x, y, epochs=6, batch_size=32, lr=1e-2):
    optimizer = torch.optim.Adamax(model.parameters(), lr=lr)
    scheduler = torch.optim.lr_scheduler.LinearLR(optimizer, start_factor=1.0,
                                                  end_factor=0.2, total_iters=epochs)
    loss_fn = nn.MSELoss()
    model.apply(project)
    for epoch in range(epochs):
        total = 0.0
        for idx in torch.randperm(len(y)).split(batch_size):
            optimizer.zero_grad()
            loss = loss_fn(model(x[idx]), y[idx])
            loss.backward()
            optimizer.step()
            model.apply(project)
            total += loss.item() * len(idx)
        scheduler.step()
        yield epoch, total / len(y)


@torch.no_grad()
def errors(model, x, y, y_mu, y_sd):
    pred = model(x) * y_sd + y_mu
    return ((pred - (y * y_sd + y_mu)).abs().mean(0)).tolist()
