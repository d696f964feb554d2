import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class ArcMarginProduct(nn.Module):
    def __init__(self, in_features, out_features, s=30.0, m=0.50):
        super().__init__()
        self.s, self.m = s, m
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        nn.init.xavier_uniform_(self.weight)
        self.cos_m, self.sin_m = math.cos(m), math.sin(m)
        self.th, self.mm = math.cos(math.pi - m), math.sin(math.pi - m) * m

    def forward(self, features, label):
        cosine = F.linear(F.normalize(features), F.normalize(self.weight))
        sine = torch.sqrt((1.0 - cosine ** 2).clamp(1e-7, 1))
        phi = cosine * self.cos_m - sine * self.sin_m
        phi = torch.where(cosine > self.th, phi, cosine - self.mm)
        one_hot = F.one_hot(label, cosine.size(1)).float()
        return ((one_hot * phi) + ((1.0 - one_hot) * cosine)) * self.s


class ShopeeNet(nn.Module):
    def __init__(self, cfg):
        super().__init__()
        self.cfg = cfg
        self.title_encoder = nn.EmbeddingBag(cfg.vocab_size, cfg.emb_dim, mode="mean")
        self.image_encoder = nn.Sequential(nn.Linear(cfg.img_dim, 64), nn.ReLU(), nn.Linear(64, cfg.emb_dim))
        self.bn = nn.BatchNorm1d(cfg.emb_dim)
        self.head = ArcMarginProduct(cfg.emb_dim, cfg.n_classes, s=cfg.scale, m=cfg.margin)

    def reset_head(self, n_classes):
        self.head = ArcMarginProduct(self.cfg.emb_dim, n_classes, s=self.cfg.scale, m=self.cfg.margin)

    def extract(self, titles, images):
        return self.bn(self.title_encoder(titles) + self.image_encoder(images))

    def forward(self, titles, images, labels):
        return self.head(self.extract(titles, images), labels)
