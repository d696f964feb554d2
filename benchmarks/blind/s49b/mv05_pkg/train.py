import numpy as np
import torch

from .frostsim import grow_frost
from .lattice import nucleation_sites
from .model import FrostNet
from .trainer import train_full_graph


def main(hidden=32, n_layers=3, epochs=60, lr=0.01, n_val=12, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    xy, edge_index, edge_len, frame = nucleation_sites(seed=seed)
    feats, ice = grow_frost(xy, edge_index, edge_len, frame)
    model = FrostNet(feats.shape[-1], hidden, n_layers, frame)
    log = train_full_graph(model, feats, ice, edge_index, edge_len, epochs, lr, n_val)
    for epoch, tr, va in log:
        print(f"epoch {epoch:03d}  train mse {tr:.5f}  val mse {va:.5f}")
    print("baseline (predict mean)", round(float(((ice - ice.mean()) ** 2).mean()), 5))


if __name__ == "__main__":
    main()
