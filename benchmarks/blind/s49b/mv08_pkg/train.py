import numpy as np
import torch

from .evaluator import evaluate_links
from .foam import soap_froth
from .model import FilmPredictor
from .sampler import NeighbourSampler
from .trainer import train_epoch


def main(epochs=12, hidden=48, out_dim=32, fanouts=(6, 4), batch=128, lr=0.005, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    feats, edge_index, future, adjacency = soap_froth(seed=seed)
    gen = torch.Generator().manual_seed(seed)
    perm = torch.randperm(future.shape[1], generator=gen)
    n_held = future.shape[1] // 5
    held, train_links = future[:, perm[:n_held]], future[:, perm[n_held:]]
    sampler = NeighbourSampler(edge_index, feats.shape[0], list(fanouts), gen)
    model = FilmPredictor(feats.shape[1], hidden, out_dim)
    opt = torch.optim.Adam(model.parameters(), lr=lr)
    print("new films to predict:", future.shape[1], "held out:", n_held)
    for epoch in range(epochs):
        loss = train_epoch(model, opt, feats, sampler, train_links, batch, gen)
        if (epoch + 1) % 2 == 0:
            rec = evaluate_links(model, feats, edge_index, adjacency, held)
            print(f"epoch {epoch + 1:02d}  margin {loss:.4f}  recall@10 {rec:.4f}")


if __name__ == "__main__":
    main()
