import torch.nn.functional as F

from .base import Trainer


class RegressionTrainer(Trainer):
    def train_step(self, batch):
        x, y = batch
        self.optimizer.zero_grad(set_to_none=True)
        loss = F.huber_loss(self.model(x), y, delta=0.5)
        loss.backward()
        self.optimizer.step()
        return loss.item()

    def eval_step(self, batch):
        out = super().eval_step(batch)
        x, y = batch
        out["sae"] = (self.model(x) - y).abs().sum().item()
        return out

    def on_epoch_end(self, epoch, train_loss, rmse, mae):
        print(f"epoch {epoch}: train {train_loss:.4f} val rmse {rmse:.4f} mae {mae:.4f}")
