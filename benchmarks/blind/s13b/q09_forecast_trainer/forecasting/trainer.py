import torch

from core.base import Trainer


class ForecastTrainer(Trainer):
    def __init__(self, model, optimizer, loss_fn, config, scaler):
        super().__init__(model, optimizer, loss_fn, config)
        self.mean, self.std = scaler

    def train_one_epoch(self, loader):
        self.model.train()
        total = 0.0
        for window, future in loader:
            self.optimizer.zero_grad(set_to_none=True)
            pred = self.model(window)
            loss = self.loss_fn(pred, future)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(self.model.parameters(), self.config["clip"])
            self.optimizer.step()
            total += loss.item()
        return {"train_mse": total / len(loader)}

    def validate(self, loader):
        self.model.eval()
        abs_err, sq_err, count = 0.0, 0.0, 0
        for window, future in loader:
            pred = self.model(window)  # expect: AGL009
            pred_real = pred * self.std + self.mean
            future_real = future * self.std + self.mean
            abs_err += (pred_real - future_real).abs().sum().item()
            sq_err += (pred_real - future_real).pow(2).sum().item()
            count += future.numel()
        return {"val_mae": abs_err / count, "val_rmse": (sq_err / count) ** 0.5}
