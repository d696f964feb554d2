import torch.nn.functional as F


def run_epoch(model, optimizer, batches):
    model.train()
    total = 0.0
    for x, y in batches:
        optimizer.zero_grad(set_to_none=True)
        loss = F.cross_entropy(model(x), y)
        loss.backward()
        optimizer.step()
        total += loss.item()
    return total / len(batches)
