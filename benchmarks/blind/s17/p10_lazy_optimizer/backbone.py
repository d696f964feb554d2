import torch.nn as nn


class Backbone(nn.Module):
    def __init__(self, in_dim, feat_dim, n_classes):
        super().__init__()
        self.feat_dim = feat_dim
        self.features = nn.Sequential(nn.Linear(in_dim, feat_dim), nn.ReLU(),
                                      nn.Linear(feat_dim, feat_dim), nn.ReLU())
        self.classifier = nn.Linear(feat_dim, n_classes)

    def forward(self, x):
        return self.classifier(self.features(x))


def build_backbone(cfg):
    return Backbone(cfg.in_dim, cfg.feat_dim, cfg.pretrain_classes)
