import torch
import torch.nn as nn

from evaluator import Evaluator
from meters import AverageMeter
from model import TabTransformer


def tabular(n, bs=32, n_features=8, seed=0):
    g = torch.Generator().manual_seed(seed)
    out = []
    for _ in range(n):
        v = torch.randn(bs, n_features, generator=g)
        y = (v[:, 0] + v[:, 1] > 0).long()
        missing = torch.rand(bs, n_features, generator=g) < 0.15
        missing[:, 0] = False
        out.append((v.masked_fill(missing, float("nan")), missing, y))
    return out


def main():
    torch.manual_seed(0)
    tt = TabTransformer(n_features=8)
    ce = nn.CrossEntropyLoss()
    adam = torch.optim.Adam(tt.parameters(), lr=3e-3)
    train_set, val_set = tabular(12), tabular(3, seed=1)
    history = []
    for epoch in range(3):
        meter = AverageMeter("train_loss")
        for values, missing, y in train_set:
            cost = ce(tt(values, missing), y)
            adam.zero_grad()
            cost.backward()
            adam.step()
            meter.update(cost.item(), y.numel())
            history.append(cost.detach())
        vl, va = Evaluator(tt, ce).run(val_set)
        print(f"epoch {epoch} {meter} {vl} {va}")
    print("mean of history", torch.stack(history).mean().item())


if __name__ == "__main__":
    main()
