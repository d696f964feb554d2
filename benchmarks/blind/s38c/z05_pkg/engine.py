import torch
import torch.nn.functional as F

from .microscopy import psnr


class Engine:
    def __init__(self, model, optimizer, constraints=()):
        self.model = model
        self.optimizer = optimizer
        self.constraints = list(constraints)

    def train_step(self, lr, hr):
        self.optimizer.zero_grad()
        loss = F.l1_loss(self.model(lr), hr)
        loss.backward()
        self.optimizer.step()
        for constraint in self.constraints:
            constraint(self.model)
        return loss.item()

    @torch.no_grad()
    def validate(self, lr, hr):
        self.model.eval()
        score = psnr(self.model(lr).clamp(0, 1), hr)
        self.model.train()
        return score
