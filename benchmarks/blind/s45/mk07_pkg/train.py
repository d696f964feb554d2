import torch

from .engine import Trainer
from .module import TowerLevelModule
from .tower_sim import make_loaders


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader = make_loaders(batch_size=16)
    module = TowerLevelModule(n_inputs=5, hidden=48, lr=2e-3, truncated_bptt_steps=24)
    Trainer(max_epochs=15, gradient_clip_val=1.0).fit(module, train_loader, val_loader)


if __name__ == "__main__":
    main()
