"""1-D CNN regressor and the task module."""
import torch
import torch.nn.functional as F
from torch import nn


class SOHNet(nn.Module):
    def __init__(self, width=24):
        super().__init__()
        self.conv = nn.Sequential(
            nn.Conv1d(2, width, 5, padding=2), nn.GELU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.GELU(),
            nn.Conv1d(width, width, 3, padding=1, stride=2), nn.GELU(),
            nn.AdaptiveAvgPool1d(4), nn.Flatten())
        self.out = nn.Linear(4 * width, 1)

    def forward(self, curves):
        return 0.85 + 0.15 * torch.tanh(self.out(self.conv(curves))).squeeze(-1)


class SOHModule(nn.Module):
    def __init__(self, lr=3e-3, epochs=5, steps_per_epoch=25):
        super().__init__()
        self.net = SOHNet()
        self.lr, self.total_steps = lr, epochs * steps_per_epoch

    def forward(self, curves):
        return self.net(curves)

    def training_step(self, batch):
        curves, soh = batch
        return F.smooth_l1_loss(self(curves), soh, beta=0.02)

    def validation_step(self, batch):
        curves, soh = batch
        return self(curves) - soh

    def configure_optimizers(self):
        opt = torch.optim.AdamW(self.parameters(), lr=self.lr, weight_decay=1e-4)
        sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=self.lr,
                                                    total_steps=self.total_steps)
        return {"optimizer": opt, "scheduler": sched}
