import torch.nn as nn
import torch.nn.functional as F


def projection(dim_in, dim_out, hidden):
    return nn.Sequential(nn.Linear(dim_in, hidden), nn.BatchNorm1d(hidden), nn.ReLU(inplace=True),
                         nn.Linear(hidden, dim_out))


class SimSiam(nn.Module):
    def __init__(self, backbone, feat_dim, proj_dim=32, pred_hidden=16):
        super().__init__()
        self.backbone = backbone
        self.projector = projection(feat_dim, proj_dim, 64)
        self.predictor = projection(proj_dim, proj_dim, pred_hidden)

    def forward(self, v1, v2):
        z1, z2 = self.projector(self.backbone(v1)), self.projector(self.backbone(v2))
        p1, p2 = self.predictor(z1), self.predictor(z2)
        return p1, p2, z1.detach(), z2.detach()


def negative_cosine(p, z):
    return -F.cosine_similarity(p, z, dim=-1).mean()


def mlp_backbone(dim_in=20, width=64, feat_dim=32):
    return nn.Sequential(nn.Linear(dim_in, width), nn.ReLU(inplace=True), nn.Linear(width, feat_dim))
