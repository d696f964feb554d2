import torch


@torch.no_grad()
def accuracy(model, x, y, bs=256):
    model.eval()
    hits = 0
    for i in range(0, len(x), bs):
        hits += (model(x[i:i + bs]).argmax(1) == y[i:i + bs]).sum().item()
    return hits / len(x)
