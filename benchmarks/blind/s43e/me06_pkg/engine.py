import numpy as np
import torch

from .molecules import collate


def group_log_mae(pred, y, ctype, n_types):
    """Competition metric: mean over coupling types of log(MAE)."""
    scores = []
    for t in range(n_types):
        sel = ctype == t
        if sel.any():
            scores.append(np.log(max(np.abs(pred[sel] - y[sel]).mean(), 1e-9)))
    return float(np.mean(scores))


def batches(mols, bs, shuffle):
    order = np.random.permutation(len(mols)) if shuffle else np.arange(len(mols))
    for i in range(0, len(mols), bs):
        yield collate([mols[k] for k in order[i:i + bs]])


def train_one_epoch(model, mols, optimizer, scheduler, cfg, scale):
    model.train()
    tot, n = 0.0, 0
    for pos, types, mask, pairs in batches(mols, cfg.batch_size, True):
        pred = model(pos, types, mask, pairs)
        loss = torch.nn.functional.l1_loss(pred, pairs["y"] / scale)
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        scheduler.step()
        tot += loss.item() * len(pred)
        n += len(pred)
    return tot / n


@torch.no_grad()
def valid_one_epoch(model, mols, cfg, scale):
    model.eval()
    preds, ys, cts = [], [], []
    for pos, types, mask, pairs in batches(mols, cfg.batch_size, False):
        preds.append((model(pos, types, mask, pairs) * scale).numpy())
        ys.append(pairs["y"].numpy())
        cts.append(pairs["type"].numpy())
    preds, ys, cts = map(np.concatenate, (preds, ys, cts))
    return group_log_mae(preds, ys, cts, len(cfg.coupling_types)), preds
