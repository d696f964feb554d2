import torch.nn as nn

from .base import Trainer


class TransferTrainer(Trainer):
    """Re-uses a pretrained encoder for a task with a different number of classes."""

    def __init__(self, model, make_optimizer, n_classes):
        super().__init__(model, make_optimizer)
        self.model.head = nn.Linear(self.model.width, n_classes)
