import torch
import torch.nn.functional as F


def train_epoch(model, context, data, optimizer, *, batch_size=64):
    model.train()
    context.refresh()
    x, site, y = data
    total = 0.0
    for idx in torch.randperm(len(x)).split(batch_size):
        emb = context.embeddings(model)[site[idx]]
        pred = model(x[idx], emb)
        loss = F.mse_loss(pred, y[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(idx)
    return total / len(x)


@torch.no_grad()
def evaluate(model, table, data):
    model.eval()
    x, site, y = data
    pred = model(x, model.site_encoder(table)[site])
    return (pred - y).abs().mean(0)
