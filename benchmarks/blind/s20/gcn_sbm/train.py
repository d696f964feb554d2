"""Run:  cd gcn_sbm && python train.py"""
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F

from graph import normalize_adjacency, split_masks, stochastic_block_model
from layers import GCN

torch.manual_seed(0)
torch.set_num_threads(1)


@dataclass
class TrainState:
    epoch: int = 0
    best_val: float = 0.0
    losses: list = field(default_factory=list)


def accuracy(logits, labels, mask):
    return (logits[mask].argmax(1) == labels[mask]).float().mean().item()


def main():
    feats, adj, labels = stochastic_block_model()
    a_hat = normalize_adjacency(adj)
    train_mask, val_mask = split_masks(labels.numel())

    model = GCN(feats.size(1), 32, int(labels.max()) + 1)
    optimizer = torch.optim.Adam(model.parameters(), lr=0.01, weight_decay=5e-4)
    state = TrainState()

    for state.epoch in range(60):
        model.train()
        optimizer.zero_grad()
        logits = model(feats, a_hat)
        loss = F.cross_entropy(logits[train_mask], labels[train_mask])
        loss.backward()
        optimizer.step()
        state.losses.append(loss.item())

        model.eval()
        with torch.no_grad():
            val = accuracy(model(feats, a_hat), labels, val_mask)
        state.best_val = max(state.best_val, val)
        if state.epoch % 20 == 0:
            print(f"epoch {state.epoch:2d} loss {loss.item():.4f} val acc {val:.3f}")
    print("best val acc", state.best_val)


if __name__ == "__main__":
    main()
