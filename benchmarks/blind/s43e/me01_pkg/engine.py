import numpy as np
import torch
import torch.nn.functional as F


def macro_f1(pred, true, n_classes):
    scores = []
    for c in range(n_classes):
        tp = np.sum((pred == c) & (true == c))
        fp = np.sum((pred == c) & (true != c))
        fn = np.sum((pred != c) & (true == c))
        scores.append(2 * tp / max(2 * tp + fp + fn, 1))
    return float(np.mean(scores))


def train_one_epoch(net, loader, opt, sched, cfg):
    net.train()
    seen, total = 0, 0.0
    for xb, yb in loader:
        carry = None
        # long recordings: walk through them window by window, keeping the GRU
        # state so that the model sees the context of the previous window
        for start in range(0, xb.shape[1], cfg.chunk_len):
            xc = xb[:, start:start + cfg.chunk_len]
            yc = yb[:, start:start + cfg.chunk_len]
            logits, carry = net(xc, carry)
            ce = F.cross_entropy(logits.reshape(-1, cfg.n_classes), yc.reshape(-1))
            opt.zero_grad()
            ce.backward()
            torch.nn.utils.clip_grad_norm_(net.parameters(), 1.0)
            opt.step()
            sched.step()
            total += ce.item() * yc.numel()
            seen += yc.numel()
    return total / seen


@torch.no_grad()
def valid_one_epoch(net, loader, cfg):
    net.eval()
    preds, trues = [], []
    for xb, yb in loader:
        carry, outs = None, []
        for start in range(0, xb.shape[1], cfg.chunk_len):
            logits, carry = net(xb[:, start:start + cfg.chunk_len], carry)
            outs.append(logits.softmax(-1))
        preds.append(torch.cat(outs, 1).numpy())
        trues.append(yb.numpy())
    probs = np.concatenate(preds)
    return probs, np.concatenate(trues)
