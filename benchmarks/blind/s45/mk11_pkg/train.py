import torch

from .base import Trainer
from .coaster_data import loaders
from .module import RideComfortModule

HP = {"emb_dim": 16, "lr_dense": 2e-3, "lr_embed": 0.1, "batch_size": 64, "max_epochs": 8}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader = loaders(HP["batch_size"])
    module = RideComfortModule(**HP)
    Trainer(max_epochs=HP["max_epochs"]).fit(module, train_loader, val_loader)
    norms = module.net.elements.weight.norm(dim=1)
    print(f"element embedding norms: min {norms[1:].min():.2f} max {norms.max():.2f}")


if __name__ == "__main__":
    main()
