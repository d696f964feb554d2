import torch


def train_epoch(model, optimizer, batches):
    model.train()
    total, n = 0.0, 0
    for x, counts in batches:
        loss = model.nll(model(x), counts)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(counts)
        n += len(counts)
    return total / n


@torch.no_grad()
def evaluate(model, x, counts):
    model.eval()
    mu = model(x).exp()
    return {
        "nll": model.nll(mu.log(), counts).item(),
        "mae": (mu - counts).abs().mean().item(),
        "dispersion": model.dispersion.item(),
    }
