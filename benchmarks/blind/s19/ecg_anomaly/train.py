import numpy as np
import torch

from .metrics import roc_auc
from .model import ConvAutoencoder
from .signals import windows_stream

HPARAMS = {"epochs": 3, "batches": 15, "batch_size": 32, "lr": 2e-3, "seed": 21}


def fit_epoch(model, optimizer, batches):
    model.train()
    epoch_auc = []
    for x, y in batches:
        err = model.score(x)
        normal = err[y == 0]
        loss = normal.mean()
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        epoch_auc.append(roc_auc(err.numpy(), y.numpy()))
    return float(np.nanmean(epoch_auc))


def validate(model, batches):
    model.eval()
    all_scores, all_labels = [], []
    with torch.no_grad():
        for x, y in batches:
            all_scores.append(model.score(x).cpu().numpy())
            all_labels.append(y.numpy())
    return roc_auc(np.concatenate(all_scores), np.concatenate(all_labels))


def main(hp=HPARAMS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    model = ConvAutoencoder()
    optimizer = torch.optim.AdamW(model.parameters(), lr=hp["lr"])
    for epoch in range(hp["epochs"]):
        train_auc = fit_epoch(model, optimizer, windows_stream(hp["batches"], hp["batch_size"], hp["seed"] + epoch))
        val_auc = validate(model, windows_stream(4, 64, 999))
        print(f"epoch {epoch}: train auc {train_auc:.3f} val auc {val_auc:.3f}")


if __name__ == "__main__":
    main()
