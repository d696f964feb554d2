import torch
import torch.nn as nn


class Residual(nn.Module):
    def __init__(self, ch):
        super().__init__()
        self.block = nn.Sequential(nn.BatchNorm2d(ch), nn.ReLU(), nn.Conv2d(ch, ch, 3, padding=1),
                                   nn.BatchNorm2d(ch), nn.ReLU(), nn.Conv2d(ch, ch, 3, padding=1))

    def forward(self, x):
        return x + self.block(x)


class Stage(nn.Module):
    def __init__(self, ch, n_joints):
        super().__init__()
        self.down = nn.Sequential(nn.MaxPool2d(2), Residual(ch))
        self.up = nn.Sequential(Residual(ch), nn.Upsample(scale_factor=2, mode="nearest"))
        self.skip = Residual(ch)
        self.heatmap = nn.Conv2d(ch, n_joints, 1)
        self.remap = nn.Conv2d(n_joints, ch, 1)

    def forward(self, x):
        y = self.skip(x) + self.up(self.down(x))
        hm = self.heatmap(y)
        return x + y + self.remap(hm), hm


class StackedPoseNet(nn.Module):
    def __init__(self, n_joints=6, ch=32, n_stages=3):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, ch, 7, stride=2, padding=3), nn.BatchNorm2d(ch), nn.ReLU(),
                                  Residual(ch))
        self.stages = nn.ModuleList(Stage(ch, n_joints) for _ in range(n_stages))
        self.visibility = nn.Linear(ch, 2 * n_joints)
        self.n_joints = n_joints

    def forward(self, img):
        x = self.stem(img)
        heatmaps = []
        for stage in self.stages:
            x, hm = stage(x)
            heatmaps.append(hm)
        vis = self.visibility(x.mean((2, 3))).view(-1, self.n_joints, 2)
        return heatmaps, vis
