import math

import torch

from .litcore import Trainer
from .press_data import COLUMNS, loaders
from .press_module import TortillaPressModule

CONFIG = {
    "n_inputs": len(COLUMNS),
    "width": 64,
    "lr": 3e-3,
    "batch_size": 32,
    "accumulate_grad_batches": 4,
    "gradient_clip_val": 1.0,
    "epochs": 8,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader = loaders(CONFIG["batch_size"])
    updates = CONFIG["epochs"] * math.ceil(len(train_loader) / CONFIG["accumulate_grad_batches"])
    module = TortillaPressModule({**CONFIG, "total_updates": updates})
    Trainer(max_epochs=CONFIG["epochs"]).fit(module, train_loader, val_loader)


if __name__ == "__main__":
    main()
