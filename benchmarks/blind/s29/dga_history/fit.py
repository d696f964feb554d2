import torch
import torch.nn.functional as F


def fit(model, optimizer, data, epochs, batch_size=64):
    log_ppm, mask, fault = data
    scheduler = torch.optim.lr_scheduler.OneCycleLR(
        optimizer, max_lr=[g["lr"] for g in optimizer.param_groups],
        total_steps=epochs * ((len(fault) + batch_size - 1) // batch_size))
    for epoch in range(epochs):
        order = torch.randperm(len(fault))
        total = 0.0
        for start in range(0, len(order), batch_size):
            idx = order[start:start + batch_size]
            loss = F.cross_entropy(model(log_ppm[idx], mask[idx]), fault[idx], label_smoothing=0.05)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
            scheduler.step()
            total += loss.item() * len(idx)
        yield epoch, total / len(fault)


@torch.no_grad()
def confusion(model, data, n_classes):
    log_ppm, mask, fault = data
    pred = model(log_ppm, mask).argmax(1)
    table = torch.zeros(n_classes, n_classes, dtype=torch.long)
    table.index_put_((fault, pred), torch.ones_like(fault), accumulate=True)
    return table
