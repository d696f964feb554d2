"""Predict which trees share a mycorrhizal partner (link prediction with a GCN encoder)."""
import torch

from .forest import adjacency, forest_plot, negative_pairs, split_edges
from .gcn import encode, init, score
from .step import make_step

SETTINGS = {"trees": 300, "hidden": 32, "out": 16, "steps": 200, "batch": 256, "lr": 1e-2, "seed": 0}


def auc(pos_scores, neg_scores):
    return (pos_scores[:, None] > neg_scores[None, :]).float().mean().item()


def edge_batches(edges, n, size, gen):
    while True:
        cols = torch.randint(edges.shape[1], (size,), generator=gen)
        yield {"pos": edges[:, cols], "neg": negative_pairs(n, size, gen)}


def main(s=SETTINGS):
    torch.manual_seed(s["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(s["seed"])
    feats, edges, _ = forest_plot(s["trees"], gen)
    train_edges, val_edges = split_edges(edges, 0.15, gen)
    adj = adjacency(train_edges, s["trees"])
    val_neg = negative_pairs(s["trees"], val_edges.shape[1], gen)
    print(f"{s['trees']} trees, {edges.shape[1]} links ({val_edges.shape[1]} held out)")

    params = init(feats.shape[1], s["hidden"], s["out"], gen)
    opt = torch.optim.Adam(params.values(), lr=s["lr"])
    step = make_step(params, opt, adj, feats)
    batches = edge_batches(train_edges, s["trees"], s["batch"], gen)
    for i in range(1, s["steps"] + 1):
        log = step(next(batches))
        if i % 50 == 0:
            with torch.no_grad():
                z = encode(params, adj, feats)
                val_auc = auc(score(z, val_edges), score(z, val_neg))
            parts = "  ".join(f"{k} {v:.3f} (|g| {g:.2f})" for k, (v, g) in log.items())
            print(f"step {i:3d}: {parts}  val AUC {val_auc:.3f}")


if __name__ == "__main__":
    main()
