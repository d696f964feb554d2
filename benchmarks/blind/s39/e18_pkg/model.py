"""1-D conv classifier over the frequency axis, wrapped as a task module."""
import torch.nn.functional as F
from torch import nn


class EchoNet(nn.Module):
    def __init__(self, n_classes=4, width=16):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv1d(1, width, 5, padding=2), nn.ReLU(),
            nn.Conv1d(width, width, 5, padding=2, stride=2), nn.ReLU(),
            nn.Conv1d(width, 2 * width, 3, padding=1, stride=2), nn.ReLU(),
            nn.AdaptiveAvgPool1d(1), nn.Flatten())
        self.classifier = nn.Linear(2 * width, n_classes)

    def forward(self, x):
        return self.classifier(self.features(x))


class EchoTask(nn.Module):
    def __init__(self, label_smoothing=0.1):
        super().__init__()
        self.net = EchoNet()
        self.label_smoothing = label_smoothing

    @property
    def head(self):
        return self.net.classifier

    def forward(self, x):
        return self.net(x)

    def training_step(self, batch):
        x, y = batch
        return F.cross_entropy(self(x), y, label_smoothing=self.label_smoothing)
