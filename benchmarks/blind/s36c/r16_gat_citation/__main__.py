import copy

import torch
import torch.nn.functional as F

from .data import citation_graph, split_masks
from .model import GAT
from .utils import count_parameters

HPARAMS = dict(hidden=8, heads=4, dropout=0.5, alpha=0.2, lr=0.01, weight_decay=5e-4,
               epochs=100, patience=30)


def accuracy(log_probs, labels, mask):
    return (log_probs[mask].argmax(1) == labels[mask]).float().mean().item()


def main(hp=HPARAMS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    feats, adj, labels = citation_graph()
    train_mask, val_mask, test_mask = split_masks(len(labels))
    model = GAT(feats.shape[1], hp["hidden"], int(labels.max()) + 1,
                dropout=hp["dropout"], alpha=hp["alpha"], nheads=hp["heads"])
    print(f"{count_parameters(model)} trainable parameters, "
          f"{len(model.state_dict())} tensors in the state dict")
    optimizer = torch.optim.Adam(model.parameters(), lr=hp["lr"],
                                 weight_decay=hp["weight_decay"])

    best_val, best_state, bad = float("inf"), None, 0
    for epoch in range(1, hp["epochs"] + 1):
        model.train()
        out = model(feats, adj)
        loss = F.nll_loss(out[train_mask], labels[train_mask])
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()

        model.eval()
        with torch.no_grad():
            out = model(feats, adj)
            val_loss = F.nll_loss(out[val_mask], labels[val_mask]).item()
        if val_loss < best_val:
            best_val, best_state, bad = val_loss, copy.deepcopy(model.state_dict()), 0
        else:
            bad += 1
            if bad == hp["patience"]:
                print(f"early stop at epoch {epoch}")
                break
        if epoch % 20 == 0:
            print(f"epoch {epoch}: loss {loss.item():.4f} val loss {val_loss:.4f} "
                  f"val acc {accuracy(out, labels, val_mask):.3f}")

    model.load_state_dict(best_state)
    model.eval()
    with torch.no_grad():
        out = model(feats, adj)
    print(f"test accuracy {accuracy(out, labels, test_mask):.3f}")


if __name__ == "__main__":
    main()
