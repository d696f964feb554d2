import os

import torch
import torch.nn as nn


class ConvBackbone(nn.Module):
    def __init__(self, widths=(32, 64, 128)):
        super().__init__()
        layers, cin = [], 3
        for w in widths:
            layers += [nn.Conv2d(cin, w, 3, padding=1, bias=False), nn.BatchNorm2d(w), nn.ReLU(inplace=True),
                       nn.Conv2d(w, w, 3, padding=1, bias=False), nn.BatchNorm2d(w), nn.ReLU(inplace=True),
                       nn.MaxPool2d(2)]
            cin = w
        self.features = nn.Sequential(*layers)
        self.out_dim = cin

    def forward(self, x):
        return torch.flatten(nn.functional.adaptive_avg_pool2d(self.features(x), 1), 1)


class Classifier(nn.Module):
    def __init__(self, num_classes=1000):
        super().__init__()
        self.backbone = ConvBackbone()
        self.head = nn.Linear(self.backbone.out_dim, num_classes)

    def forward(self, x):
        return self.head(self.backbone(x))


def build_pretrained(num_classes, ckpt_path="pretrained_backbone.pt"):
    model = Classifier(num_classes=1000)
    if os.path.exists(ckpt_path):
        model.load_state_dict(torch.load(ckpt_path, map_location="cpu"))
        print(f"loaded {ckpt_path}")
    # new task: replace the 1000-way ImageNet head
    model.head = nn.Sequential(nn.Dropout(0.2), nn.Linear(model.backbone.out_dim, num_classes))
    return model
