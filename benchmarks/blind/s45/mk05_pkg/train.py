import torch

from .glide_module import GlideRegressor
from .hangar import ThrowDataModule
from .lite import Trainer


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    dm = ThrowDataModule(batch_size=128)
    model = GlideRegressor(n_inputs=9, hidden=96, blocks=2, lr=3e-3)
    trainer = Trainer(max_epochs=12, check_val_every_n_epoch=1)
    trainer.fit(model, dm)
    print("targets:", ", ".join(dm.targets), "| target std:", [round(v, 3) for v in dm.y_std.tolist()])


if __name__ == "__main__":
    main()
