import torch
import torch.nn.functional as F


def train_steps(model, optimizer, sampler, x, y, steps, batch_size):
    model.train()
    total = 0.0
    for _ in range(steps):
        idx = sampler.draw(batch_size)
        per_example = F.cross_entropy(model(x[idx]), y[idx], reduction="none")
        loss = per_example.mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        sampler.update(idx, per_example)
        total += loss.item()
    return total / steps


@torch.no_grad()
def per_class_recall(model, x, y, n_classes):
    model.eval()
    pred = model(x).argmax(1)
    return [((pred == c) & (y == c)).sum().item() / max(1, (y == c).sum().item())
            for c in range(n_classes)]
