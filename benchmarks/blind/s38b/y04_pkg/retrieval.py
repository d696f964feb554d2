import torch
import torch.nn.functional as F

from .base_trainer import BaseTrainer
from .utils import AverageMeter


class InBatchSoftmaxTrainer(BaseTrainer):
    def __init__(self, model, cfg):
        super().__init__(model, cfg)
        self.meter = AverageMeter()

    def compute_loss(self, batch):
        users, items = batch
        logits = self.model(users, items)
        target = torch.arange(len(users))
        return F.cross_entropy(logits, target)

    def on_batch_end(self, loss_value):
        self.meter.update(loss_value, 1)

    def on_epoch_end(self, epoch):
        print(f"epoch {epoch} loss {self.meter.avg:.4f} temp {self.model.log_temp.exp().item():.4f}")
        self.meter.reset()
