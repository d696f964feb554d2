from torch import nn


class SimSiam(nn.Module):
    def __init__(self, d_in=16, dim=32, pred_dim=16):
        super().__init__()
        self.backbone = nn.Sequential(nn.Linear(d_in, 64), nn.BatchNorm1d(64), nn.ReLU(), nn.Linear(64, dim))
        self.projector = nn.Sequential(nn.Linear(dim, dim), nn.BatchNorm1d(dim), nn.ReLU(),
                                       nn.Linear(dim, dim), nn.BatchNorm1d(dim, affine=False))
        self.predictor = nn.Sequential(nn.Linear(dim, pred_dim), nn.BatchNorm1d(pred_dim), nn.ReLU(),
                                       nn.Linear(pred_dim, dim))

    def forward(self, v1, v2):
        z1, z2 = self.projector(self.backbone(v1)), self.projector(self.backbone(v2))
        return self.predictor(z1), self.predictor(z2), z1, z2
