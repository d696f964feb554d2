import torch
import torch.nn.functional as F

from .optim import prompt_optimizer


class Finetuner:
    def __init__(self, model, task_data):
        self.model, self.task_data = model, task_data

    def setup(self):
        self.model.encoder.requires_grad_(False)
        self.opt = prompt_optimizer(self.model)

    def step(self, gen, bs=32):
        self.opt.zero_grad()
        total = 0.0
        for task, (x, y) in enumerate(self.task_data):
            idx = torch.randint(0, x.shape[0], (bs,), generator=gen)
            loss = F.mse_loss(self.model(x[idx], task), y[idx])
            loss.backward()
            total += loss.item()
        self.opt.step()
        return total / len(self.task_data)

    @torch.no_grad()
    def validate(self, val_data):
        return [F.mse_loss(self.model(x, t), y).item() for t, (x, y) in enumerate(val_data)]
