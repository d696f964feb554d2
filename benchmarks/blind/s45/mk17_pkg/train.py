import torch

from .framework import Trainer
from .module import TapToneModule
from .plates import loaders

HPARAMS = dict(width=64, lr=3e-3, term_weights={"mode0": 1.0, "mode1": 1.0, "mode2": 1.0, "ratio": 0.5})


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_loader, val_loader = loaders()
    reference = torch.cat([y for _, y in train_loader]).mean(0)
    module = TapToneModule(reference_hz=reference, **HPARAMS)
    print("reference modes (Hz):", [round(v, 1) for v in reference.tolist()])
    Trainer(max_epochs=15, gradient_clip_val=1.0).fit(module, train_loader, val_loader)


if __name__ == "__main__":
    main()
