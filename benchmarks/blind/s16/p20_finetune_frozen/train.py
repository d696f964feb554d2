import copy

import torch
import torch.nn.functional as F

from .builder import build_for_transfer
from .config import ProbeConfig


def make_task(n, cfg):
    x = torch.randn(n, cfg.in_dim)
    y = (x[:, 0] + x[:, 1] > 0).long() + (x[:, 2] > 1.0).long()
    return x, y


def main():
    torch.manual_seed(0)
    cfg = ProbeConfig()
    model, optimizer = build_for_transfer(cfg)
    x, y = make_task(480, cfg)
    best_acc, best_state = -1.0, None
    for epoch in range(cfg.epochs):
        model.head.train()
        for i in range(0, len(y), cfg.batch_size):
            xb, yb = x[i:i + cfg.batch_size], y[i:i + cfg.batch_size]
            with torch.no_grad():
                feats = model.encoder(xb)
            loss = F.cross_entropy(model.head(feats), yb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        with torch.no_grad():
            acc = (model(x).argmax(1) == y).float().mean().item()
        if acc > best_acc:
            best_acc, best_state = acc, copy.deepcopy(model.state_dict())
        print(f"epoch {epoch}: loss {loss.item():.4f} acc {acc:.3f}")
    model.load_state_dict(best_state)
    print(f"restored best head, acc {best_acc:.3f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
