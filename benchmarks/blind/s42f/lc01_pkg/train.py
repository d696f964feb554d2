"""python -m lc01_pkg.train"""
import io

import numpy as np
import torch
import torch.nn.functional as F

from .columns import simulate_quotes
from .features import CATEGORICAL, HASH_BUCKETS, NUMERIC, QuotePipeline, iterate
from .metrics import log_loss, roc_auc
from .model import WideAndDeep
from .optim import build_optimizer

CONFIG = {"lr": 3e-3, "wide_lr": 2e-2, "weight_decay": 1e-5, "batch_size": 256,
          "max_epochs": 12, "patience": 3, "emb_dim": 8}


def score(net, feats):
    net.eval()
    probs = []
    with torch.no_grad():
        for b in iterate(feats, 2048):
            probs.append(torch.sigmoid(net(b["cat"], b["num"], b["cross"])))
    net.train()
    return torch.cat(probs).numpy()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    pipe = QuotePipeline().fit(simulate_quotes(6000, seed=1))
    train_feats = pipe.transform(simulate_quotes(6000, seed=1))
    valid_feats = pipe.transform(simulate_quotes(2000, seed=2))
    valid_y = valid_feats["label"].numpy()

    net = WideAndDeep(CATEGORICAL, len(NUMERIC), HASH_BUCKETS, emb_dim=CONFIG["emb_dim"])
    opt = build_optimizer(net, CONFIG)
    shuffler = torch.Generator().manual_seed(0)

    best = {"auc": -1.0, "epoch": -1, "blob": None}
    for epoch in range(CONFIG["max_epochs"]):
        seen, total = 0, 0.0
        for batch in iterate(train_feats, CONFIG["batch_size"], shuffler):
            logits = net(batch["cat"], batch["num"], batch["cross"])
            bce = F.binary_cross_entropy_with_logits(logits, batch["label"])
            opt.zero_grad()
            bce.backward()
            opt.step()
            seen += len(batch["label"])
            total += bce.item() * len(batch["label"])
        p = score(net, valid_feats)
        auc = roc_auc(valid_y, p)
        print(f"epoch {epoch:2d}  train bce {total / seen:.4f}  valid auc {auc:.4f}  valid logloss {log_loss(valid_y, p):.4f}")
        if auc > best["auc"]:
            buf = io.BytesIO()
            torch.save(net.state_dict(), buf)
            best.update(auc=auc, epoch=epoch, blob=buf.getvalue())
        elif epoch - best["epoch"] >= CONFIG["patience"]:
            print(f"early stop at epoch {epoch}")
            break

    net.load_state_dict(torch.load(io.BytesIO(best["blob"])))
    p = score(net, valid_feats)
    print(f"restored epoch {best['epoch']}: valid auc {roc_auc(valid_y, p):.4f}, "
          f"base rate {valid_y.mean():.3f}, checkpoint tensors {len(net.state_dict())}")


if __name__ == "__main__":
    main()
