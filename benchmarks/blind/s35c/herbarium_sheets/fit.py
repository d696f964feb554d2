import torch
import torch.nn.functional as F

from alignment import name_logits


def train_epoch(sheet_tower, optimizer, class_table, traits, labels, temperature, generator):
    sheet_tower.train()
    order = torch.randperm(len(labels), generator=generator)
    total = 0.0
    for start in range(0, len(order), 64):
        idx = order[start:start + 64]
        loss = F.cross_entropy(name_logits(sheet_tower, traits[idx], class_table, temperature),
                               labels[idx])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        total += loss.item() * len(idx)
    return total / len(labels)


@torch.no_grad()
def top1(sheet_tower, class_table, traits, labels, temperature):
    sheet_tower.eval()
    pred = name_logits(sheet_tower, traits, class_table, temperature).argmax(dim=1)
    return (pred == labels).float().mean().item()
