"""python -m lc18_pkg.train"""
import io

import numpy as np
import torch
import torch.nn.functional as F

from .listings import simulate
from .model import ContactModel
from .negatives import with_negatives
from .optim import build_optimizers, release_sparse_grads


def auc(y, s):
    order = np.argsort(s, kind="mergesort")
    r = np.empty(len(s))
    r[order] = np.arange(1, len(s) + 1)
    pos = y == 1
    return float((r[pos].sum() - pos.sum() * (pos.sum() + 1) / 2) / (pos.sum() * (~pos).sum()))


@torch.no_grad()
def valid_auc(model, buyer, item, label):
    model.eval()
    s = model(buyer, item)
    model.train()
    return auc(label.numpy(), s.numpy())


def main(max_epochs=10, patience=2, k_neg=4, batch=256):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = simulate()
    gen = torch.Generator().manual_seed(0)
    rows = torch.randperm(len(data["buyer"]), generator=gen)
    train_rows, valid_rows = rows[:10000], rows[10000:]
    v_buyer, v_item, v_label = with_negatives(data, valid_rows, k_neg, gen)

    model = ContactModel(data["n_buyers"], data["n_items"], data["recent"], data["item_cat"],
                         data["item_cond"], data["item_x"], data["buyer_x"])
    sparse_opt, dense_opt = build_optimizers(model)
    best = {"auc": 0.0, "epoch": -1, "state": None}
    print(f"valid auc untrained {valid_auc(model, v_buyer, v_item, v_label):.4f}")
    for epoch in range(max_epochs):
        perm = train_rows[torch.randperm(len(train_rows), generator=gen)]
        total, n = 0.0, 0
        for s in range(0, len(perm), batch):
            buyer, item, label = with_negatives(data, perm[s:s + batch], k_neg, gen)
            dense_opt.zero_grad(set_to_none=True)
            logits = model(buyer, item)
            bce = F.binary_cross_entropy_with_logits(logits, label, pos_weight=torch.tensor(float(k_neg)))
            bce.backward()
            dense_opt.step()
            sparse_opt.step()
            release_sparse_grads(model)
            total += bce.item() * len(label)
            n += len(label)
        score = valid_auc(model, v_buyer, v_item, v_label)
        print(f"epoch {epoch}  bce {total / n:.4f}  valid auc {score:.4f}")
        if score > best["auc"]:
            buf = io.BytesIO()
            torch.save(model.state_dict(), buf)
            best = {"auc": score, "epoch": epoch, "state": buf.getvalue()}
        elif epoch - best["epoch"] >= patience:
            print("early stopping")
            break
    model.load_state_dict(torch.load(io.BytesIO(best["state"])))
    print(f"restored epoch {best['epoch']}: valid auc {valid_auc(model, v_buyer, v_item, v_label):.4f}")


if __name__ == "__main__":
    main()
