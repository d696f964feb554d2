import torch

from loom_defects.phases import Phase
from loom_defects.signals import FAULTS, loader


def train_one_epoch(model, optimizer, criterion, x, y, batch_size):
    running, seen = 0.0, 0
    with Phase("train", model):
        for inputs, labels in loader(x, y, batch_size):
            loss = criterion(model(inputs), labels)
            optimizer.zero_grad(set_to_none=True)
            loss.backward()
            optimizer.step()
            running += loss.item() * len(labels)
            seen += len(labels)
    return running / seen


def validate(model, criterion, x, y, batch_size=256):
    confusion = torch.zeros(len(FAULTS), len(FAULTS), dtype=torch.long)
    total_loss = 0.0
    with Phase("validate", model) as phase:
        for inputs, labels in loader(x, y, batch_size, shuffle=False):
            logits = model(inputs)
            total_loss += criterion(logits, labels).item() * len(labels)
            pred = logits.argmax(dim=1)
            confusion.index_put_((labels, pred), torch.ones_like(labels), accumulate=True)
    recall = confusion.diag().float() / confusion.sum(dim=1).clamp(min=1)
    return {"loss": total_loss / len(y), "recall": dict(zip(FAULTS, recall.tolist())),
            "seconds": phase.seconds}
