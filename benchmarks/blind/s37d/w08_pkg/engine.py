import torch
import torch.nn.functional as F


def train_one_epoch(model, loader, optimizer, scheduler, cfg, epoch):
    model.train()
    optimizer.zero_grad()
    total, updates = 0.0, 0
    for i, (x, y) in enumerate(loader):
        loss = F.cross_entropy(model(x), y) / cfg.accum_steps
        loss.backward()
        total += loss.item() * cfg.accum_steps
        if (i + 1) % cfg.accum_steps == 0 or (i + 1) == len(loader):
            torch.nn.utils.clip_grad_norm_(model.parameters(), cfg.max_grad_norm)
            optimizer.step()
            scheduler.step()
            optimizer.zero_grad()
            updates += 1
    print(f"epoch {epoch}: {updates} optimizer updates, mean micro-batch loss {total / len(loader):.4f}")
    return total / len(loader)


@torch.no_grad()
def evaluate(model, loader):
    model.eval()
    correct = n = 0
    for x, y in loader:
        correct += (model(x).argmax(-1) == y).sum().item()
        n += y.numel()
    return correct / n
