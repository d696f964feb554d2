import torch

from .fit import accuracy, train
from .graph import citation_graph, normalize_adjacency, split_masks
from .model import GCN


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    feats, adj, labels = citation_graph()
    a_hat = normalize_adjacency(adj)
    masks = split_masks(len(labels), 10, labels)
    model = GCN(feats.size(1), hidden=32, n_classes=int(labels.max()) + 1)
    n_params = sum(p.numel() for p in model.parameters())
    print(f"{n_params} parameters, {int(adj.sum().item()) // 2} edges")
    best_val = train(model, feats, a_hat, labels, masks, epochs=150, lr=0.01,
                     weight_decay=5e-4)
    test_acc = accuracy(model, feats, a_hat, labels, masks[2])
    print(f"best val acc {best_val:.3f} test acc {test_acc:.3f}")


if __name__ == "__main__":
    main()
