import torch


def train_epoch(model, optimizer, data, batch_size, generator):
    x, pan, reading = data
    order = torch.randperm(len(x), generator=generator)
    for i in range(0, len(order), batch_size):
        idx = order[i:i + batch_size]
        loss = torch.nn.functional.mse_loss(model(x[idx], pan[idx]), reading[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()


@torch.no_grad()
def audit(model, data):
    x, pan, reading = data
    model.eval()
    resid = model(x, pan) - reading
    model.train()
    per_pan = torch.stack([resid[pan == k].mean() for k in range(int(pan.max()) + 1)])
    return resid.abs().mean().item(), per_pan
