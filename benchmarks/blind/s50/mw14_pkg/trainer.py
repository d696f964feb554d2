"""Completion trainer."""
import torch

from .metrics import chamfer_l2


class CompletionTrainer:
    def __init__(self, model, lr=1e-3):
        self.model = model
        self.opt = torch.optim.Adam(model.parameters(), lr=lr)
        self.sched = torch.optim.lr_scheduler.StepLR(self.opt, step_size=40, gamma=0.5)

    def train_iteration(self, partial, full):
        self.model.train()
        pred = self.model(partial)
        loss = chamfer_l2(pred, full)
        self.opt.zero_grad()
        loss.backward()
        self.opt.step()
        self.sched.step()
        return loss.item()

    def render_test(self, partial, full):
        self.model.eval()
        with torch.no_grad():
            return chamfer_l2(self.model(partial), full).item()
