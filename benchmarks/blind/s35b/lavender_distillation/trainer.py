import torch
import torch.nn.functional as F


class DistillTrainer:
    def __init__(self, model, weighting, scale, lr=3e-3, weighting_lr=3e-2, weight_decay=1e-4):
        self.model = model
        self.weighting = weighting
        self.scale = scale
        self.optimizer = torch.optim.AdamW([
            {"params": model.parameters(), "weight_decay": weight_decay},
            {"params": weighting.parameters(), "lr": weighting_lr, "weight_decay": 0.0},
        ], lr=lr)

    def task_losses(self, x, y):
        preds = self.model(x)
        return {task: F.mse_loss(preds[task], y[:, i] / self.scale[i])
                for i, task in enumerate(self.weighting.tasks)}

    def train_epoch(self, batches):
        self.model.train()
        running = 0.0
        for step, (x, y) in enumerate(batches, start=1):
            self.model.zero_grad(set_to_none=True)
            total = self.weighting(self.task_losses(x, y))
            total.backward()
            self.optimizer.step()
            running += total.item()
        return running / step

    @torch.no_grad()
    def mae(self, x, y):
        self.model.eval()
        preds = self.model(x)
        return {task: (preds[task] * self.scale[i] - y[:, i]).abs().mean().item()
                for i, task in enumerate(self.weighting.tasks)}
