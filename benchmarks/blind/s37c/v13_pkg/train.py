from functools import partial

import torch
import torch.nn as nn

from .data import split_loaders
from .inference import run_inference
from .metrics import precision_recall
from .model import FraudScorer


def main(epochs=4, threshold=0.4):
    torch.manual_seed(0)
    train_loader, test_loader = split_loaders()
    model = FraudScorer()
    pos_weight = torch.tensor(8.0)
    criterion = nn.BCEWithLogitsLoss(pos_weight=pos_weight)
    opt = torch.optim.Adam(model.parameters(), lr=1e-3)
    for epoch in range(epochs):
        model.train()
        total = 0.0
        for x, y in train_loader:
            opt.zero_grad()
            loss = criterion(model(x), y)
            loss.backward()
            opt.step()
            total += loss.item()
        print(f"epoch {epoch}: loss {total / len(train_loader):.4f}")

    model.eval()
    score = partial(run_inference, model, threshold=threshold)
    probs, labels, flagged = score(test_loader)
    p, r = precision_recall(probs, labels, threshold)
    print(f"flagged {len(flagged)} / {len(probs)}  precision {p:.3f} recall {r:.3f}")


if __name__ == "__main__":
    main()
