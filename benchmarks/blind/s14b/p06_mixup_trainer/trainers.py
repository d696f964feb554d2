from .augment import mixup
from .base_trainer import BaseTrainer


class MixupTrainer(BaseTrainer):
    def __init__(self, *args, alpha=0.4, **kwargs):
        super().__init__(*args, **kwargs)
        self.alpha = alpha

    def train_step(self, batch):
        x, y = batch
        x_mix, y_a, y_b, lam = mixup(x, y, self.alpha)
        out = self.model(x_mix)
        loss = lam * self.criterion(out, y_a) + (1 - lam) * self.criterion(out, y_b)
        loss.backward()
        self.optimizer.step()
        return loss.item()
