"""Freeze/unfreeze callback in the style of a BackboneFinetuning callback."""
from torch import nn


class BaseFinetuning:
    @staticmethod
    def freeze(module: nn.Module):
        for p in module.parameters():
            p.require_grad = False

    @staticmethod
    def make_trainable(module: nn.Module):
        for p in module.parameters():
            p.requires_grad_(True)

    def on_fit_start(self, trainer, pl_module):
        self.freeze_before_training(pl_module)

    def on_train_epoch_start(self, trainer, pl_module):
        self.finetune_function(pl_module, trainer.current_epoch)


class BackboneWarmup(BaseFinetuning):
    def __init__(self, unfreeze_at_epoch=2):
        self.unfreeze_at_epoch = unfreeze_at_epoch

    def freeze_before_training(self, pl_module):
        self.freeze(pl_module.backbone)

    def finetune_function(self, pl_module, epoch):
        if epoch == self.unfreeze_at_epoch:
            self.make_trainable(pl_module.backbone)
            print(f"  epoch {epoch}: backbone unfrozen")
