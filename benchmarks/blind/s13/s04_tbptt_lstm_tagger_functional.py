"""Truncated-BPTT LSTM that labels each step of a long synthetic signal as rising or falling.
Written as plain functions around an nn.LSTM; metrics go through numpy."""
import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def build(n_in=1, hidden=32, n_cls=2):
    return nn.ModuleDict({"lstm": nn.LSTM(n_in, hidden, batch_first=True),
                          "head": nn.Linear(hidden, n_cls)})


def forward(net, x, state):
    out, state = net["lstm"](x, state)
    return net["head"](out), state


def repackage(state):
    if isinstance(state, torch.Tensor):
        return state.detach()
    return tuple(repackage(s) for s in state)


def make_signal(batch, length, seed):
    g = torch.Generator().manual_seed(seed)
    steps = torch.randn(batch, length, generator=g).cumsum(dim=1) * 0.1
    labels = (steps.diff(dim=1, prepend=steps[:, :1]) > 0).long()
    return steps.unsqueeze(-1), labels


def chunks(x, y, bptt):
    for i in range(0, x.size(1), bptt):
        yield x[:, i:i + bptt], y[:, i:i + bptt]


def train_epoch(net, opt, x, y, bptt=25, clip=1.0):
    state = None
    losses, hits = [], []
    for xb, yb in chunks(x, y, bptt):
        if state is not None:
            state = repackage(state)
        logits, state = forward(net, xb, state)
        loss = F.cross_entropy(logits.flatten(0, 1), yb.flatten())
        opt.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(net.parameters(), clip)
        opt.step()
        losses.append(loss.item())
        hits.append(logits.argmax(dim=-1).numpy() == yb.numpy())
    return float(np.mean(losses)), float(np.concatenate(hits, axis=1).mean())


@torch.inference_mode()
def evaluate(net, x, y):
    logits, _ = forward(net, x, None)
    preds = logits.argmax(dim=-1)
    confusion = np.zeros((2, 2), dtype=np.int64)
    for t, p in zip(y.flatten().tolist(), preds.flatten().tolist()):
        confusion[t, p] += 1
    rising_rate = (preds == 1).long().sum().item() / preds.numel()
    return confusion, rising_rate


def main():
    torch.manual_seed(0)
    net = build()
    opt = torch.optim.RMSprop(net.parameters(), lr=3e-3)
    x_train, y_train = make_signal(16, 200, seed=1)
    x_val, y_val = make_signal(8, 200, seed=2)
    for epoch in range(3):
        net.train()
        train_loss, train_acc = train_epoch(net, opt, x_train, y_train)
        net.eval()
        confusion, rising = evaluate(net, x_val, y_val)
        acc = np.trace(confusion) / confusion.sum()
        print(f"epoch {epoch}  loss {train_loss:.4f}  train_acc {train_acc:.3f}  "
              f"val_acc {acc:.3f}  rising {rising:.2f}")


if __name__ == "__main__":
    main()
