import math
from functools import partial

import torch
import torch.nn.functional as F

from cuisine_sets.deepsets import DeepSets
from cuisine_sets.fused import attach_optimizers, set_lr
from cuisine_sets.pantry import CUISINES, recipes

EPOCHS, PEAK_LR = 8, 3e-3


@torch.no_grad()
def accuracy(model, items, labels):
    model.eval()
    correct = (model(items).argmax(1) == labels).float().mean().item()
    model.train()
    return round(correct, 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_items, train_labels = recipes(6000, seed=1)
    test_items, test_labels = recipes(1500, seed=2)
    model = DeepSets(classes=len(CUISINES))
    optimizers, _ = attach_optimizers(model, partial(torch.optim.AdamW, lr=PEAK_LR, weight_decay=0.01))
    print("untrained test accuracy:", accuracy(model, test_items, test_labels))
    shuffle = torch.Generator().manual_seed(3)
    for epoch in range(EPOCHS):
        set_lr(optimizers, PEAK_LR * 0.5 * (1 + math.cos(math.pi * epoch / EPOCHS)))
        total = 0.0
        for rows in torch.randperm(len(train_labels), generator=shuffle).split(64):
            loss = F.cross_entropy(model(train_items[rows]), train_labels[rows], label_smoothing=0.05)
            loss.backward()
            total += loss.item() * len(rows)
        print(f"epoch {epoch}  train ce {total / len(train_labels):.4f}  test acc {accuracy(model, test_items, test_labels)}")


if __name__ == "__main__":
    main()
